import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { editor, productRow, signIn, toast, uniqueName } from './admin-helpers.ts';
import { expectNoAxeViolations } from './support.ts';

function stateChoice(page: Page, label: string) {
  return page.getByRole('group', { name: 'Filtra per stato' }).getByRole('radio', { name: new RegExp(`^${label}, `) });
}

/** Chooses a state in the list's filter as a person does: on its visible label (the radio itself is hidden). */
async function chooseState(page: Page, label: string): Promise<void> {
  await stateChoice(page, label).locator('xpath=..').click();
  await expect(stateChoice(page, label)).toBeChecked();
}

/**
 * A product's state as the owner lives it: "Aggiungi" makes a draft that only the admin shows;
 * "Pubblica" puts it on the shop's open catalogue (in another page, without a reload), once it is
 * ready; "Archivia" takes it off, after asking; "Riporta in bozza" keeps it off.
 */

test('a new product is a draft, off the shop until published; archived, it leaves the open catalogue', async ({
  page,
  browser,
}) => {
  // Two pages, four saves and the live catalogue: long on a busy machine.
  test.slow();
  const visitor = await browser.newContext();
  const shop = await visitor.newPage();
  await shop.goto('/shop');
  await expect(shop.getByRole('heading', { name: 'Collezione' })).toBeVisible();

  await signIn(page);
  await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
  const card = editor(page, 'Nuovo Prodotto');
  await expect(card.getByText('Stato: Bozza')).toBeVisible();
  await expect(card.getByText('Visibile solo qui: non è nel negozio finché non lo pubblichi.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Archivia' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Riporta in bozza' })).toHaveCount(0);

  // Saved as it came, it is a draft: in the list with its badge, and on no page of the shop.
  await card.getByRole('button', { name: 'Salva' }).click();
  await expect(toast(page, 'Prodotto aggiunto', 'Salvato come bozza: non è ancora nel negozio')).toBeVisible();
  const draftRow = productRow(page, 'Nuovo Prodotto').first();
  await expect(draftRow).toBeFocused();
  await expect(draftRow).toContainText('Stato: Bozza');
  // No link to a page that answers "not found".
  await expect(draftRow.getByRole('link')).toHaveCount(0);

  // Pubblica as it is: each thing a shop's piece may not be is said at its field, focus on the first.
  await draftRow.getByRole('button', { name: 'Modifica Nuovo Prodotto' }).click();
  const edit = editor(page, 'Modifica Prodotto');
  await edit.getByRole('button', { name: 'Pubblica' }).click();
  const name = edit.getByLabel('Nome');
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(
    edit.getByText('Dai al prodotto il suo nome prima di pubblicarlo: «Nuovo Prodotto» non va nel negozio'),
  ).toBeVisible();
  await expect(
    edit.getByText('Scrivi la descrizione del prodotto prima di pubblicarlo, o lasciala vuota'),
  ).toBeVisible();
  await expect(
    edit.getByText('Inserisci il prezzo prima di pubblicare: un prodotto nel negozio non costa 0,00 €'),
  ).toBeVisible();
  await expect(edit.getByText('Stato: Bozza')).toBeVisible();

  const piece = uniqueName('Spilla Gardenia');
  await name.fill(piece);
  await edit.getByLabel('Descrizione').fill('Argento brunito con smalto bianco.');
  await edit.getByLabel('Prezzo (€)').fill('185');
  // Each problem goes as soon as its field is edited.
  await expect(edit.getByText(/prima di pubblicar/)).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid');
  await edit.getByRole('button', { name: 'Pubblica' }).click();
  await expect(toast(page, 'Prodotto pubblicato', 'Ora è visibile nel negozio')).toBeVisible();
  const row = productRow(page, piece);
  await expect(row).toContainText('Stato: Pubblicato');
  await expect(row.getByRole('link', { name: new RegExp(`Pagina di ${piece} nel negozio`) })).toBeVisible();

  // The visitor's open catalogue shows it without a reload.
  await expect(shop.getByText(piece)).toBeVisible({ timeout: 15_000 });

  // Archivia asks first; Annulla leaves it in the shop.
  await row.getByRole('button', { name: `Modifica ${piece}` }).click();
  await edit.getByRole('button', { name: 'Archivia' }).click();
  const question = page.getByRole('alertdialog', { name: 'Archiviare il prodotto?' });
  await expect(question).toContainText(`«${piece}» sarà tolto dal negozio`);
  await question.getByRole('button', { name: 'Annulla' }).click();
  await expect(question).toHaveCount(0);
  await expect(edit.getByText('Stato: Pubblicato')).toBeVisible();

  await edit.getByRole('button', { name: 'Archivia' }).click();
  await question.getByRole('button', { name: 'Archivia' }).click();
  await expect(toast(page, 'Prodotto archiviato', 'Non è più visibile nel negozio')).toBeVisible();
  await expect(row).toContainText('Stato: Archiviato');
  await expect(row).toBeFocused();
  await expect(shop.getByText(piece)).toHaveCount(0, { timeout: 15_000 });

  // Its address answers "not found" now, to a visitor.
  const slug = piece.toLowerCase().replaceAll(' ', '-');
  const answer = await shop.request.get(`/shop/${slug}`);
  expect(answer.status()).toBe(404);

  // The list shows one state at a time.
  await chooseState(page, 'Archiviato');
  await expect(row).toBeVisible();
  await expect(productRow(page, 'Anello Solitario Luce')).toHaveCount(0);
  await chooseState(page, 'Pubblicato');
  await expect(row).toHaveCount(0);
  await chooseState(page, 'Tutti');

  // Published again it comes back; back to draft it leaves again.
  await row.getByRole('button', { name: `Modifica ${piece}` }).click();
  await edit.getByRole('button', { name: 'Pubblica' }).click();
  await expect(shop.getByText(piece)).toBeVisible({ timeout: 15_000 });
  await row.getByRole('button', { name: `Modifica ${piece}` }).click();
  await edit.getByRole('button', { name: 'Riporta in bozza' }).click();
  await expect(toast(page, 'Prodotto riportato in bozza', 'Non è più visibile nel negozio')).toBeVisible();
  await expect(row).toContainText('Stato: Bozza');
  await expect(shop.getByText(piece)).toHaveCount(0, { timeout: 15_000 });

  // Still so after a reload of the shop: the server renders only what is published.
  await shop.reload();
  await expect(shop.getByRole('heading', { name: 'Collezione' })).toBeVisible();
  await expect(shop.getByText(piece)).toHaveCount(0);
  await visitor.close();
});

test('the states in the list and the editor, by keyboard, pass an axe scan', async ({ page }) => {
  // Three axe scans on a shared machine.
  test.slow();
  await signIn(page);
  await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
  const card = editor(page, 'Nuovo Prodotto');
  await card.getByLabel('Nome').fill(uniqueName('Fermacravatta'));
  await card.getByLabel('Prezzo (€)').fill('95');
  await card.getByLabel('Descrizione').fill('');
  // Enter in a field is Salva: the state is kept, a draft.
  await card.getByLabel('Prezzo (€)').press('Enter');
  await expect(toast(page, 'Prodotto aggiunto', 'Salvato come bozza: non è ancora nel negozio')).toBeVisible();

  // The state filter is one group of radio buttons: the arrows move and choose.
  await stateChoice(page, 'Tutti').focus();
  await page.keyboard.press('ArrowRight');
  await expect(stateChoice(page, 'Bozza')).toBeChecked();
  await expect(page.getByRole('group', { name: 'Filtra per stato' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/admin-product-status/list-drafts.png' });

  // The editor of a published piece, then Archivia's question, by keyboard.
  await chooseState(page, 'Pubblicato');
  const edit = page.getByRole('button', { name: 'Modifica Anello Solitario Luce' });
  await edit.focus();
  await page.keyboard.press('Enter');
  const card2 = editor(page, 'Modifica Prodotto');
  await expect(card2.getByRole('heading', { name: 'Modifica Prodotto' })).toBeFocused();
  await expect(card2.getByRole('button', { name: 'Pubblica' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    await card2.screenshot({ path: `/tmp/admin-product-status/editor-published-${String(width)}.png` });
  }
  await card2.getByRole('button', { name: 'Archivia' }).focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('alertdialog', { name: 'Archiviare il prodotto?' });
  await expect(question).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(card2.getByRole('button', { name: 'Archivia' })).toBeFocused();
});
