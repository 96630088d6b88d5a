import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from './fixtures.ts';
import { editor, productRow, productRows, signIn, toast, uniqueName } from './admin-helpers.ts';
import { e2eServiceClient } from './backend.ts';
import { expectNoAxeViolations, watchConsole } from './support.ts';

/**
 * The owner's list is live and a save never overwrites another device's edit: changes made
 * elsewhere show in the open list, an open editor says its product changed, a stale save is refused
 * with everything typed kept, and "Ricarica il prodotto" loads what is stored. Availability and the
 * page address are edited, shown in the list and filtered by.
 */

const service = e2eServiceClient();

/** A product made as the shop's server side would, with two photos; returns it as stored. */
async function addProduct(fields: { name: string; availability?: string; price?: number; slug?: string }) {
  const photos = [
    { path: '/images/products/ring-emerald.svg', alt: `${fields.name}, davanti`, width: 800, height: 800 },
    { path: '/images/products/ring-emerald-dettaglio.svg', alt: `${fields.name}, dettaglio`, width: 800, height: 800 },
  ];
  const { data, error } = await service
    .from('products')
    .insert({
      id: randomUUID(),
      shop_id: 'aurea',
      name: fields.name,
      description: 'Oro giallo 18 kt, lavorato a mano.',
      price: fields.price ?? 1200,
      original_price: null,
      category: 'Anelli',
      image: photos[0]!.path,
      images: photos,
      availability: fields.availability ?? 'disponibile',
      status: 'pubblicato',
      slug: fields.slug ?? '',
      is_new: false,
      is_sale: false,
    })
    .select()
    .single();
  if (error) throw new Error(`could not add ${fields.name}: ${error.message}`);
  return data;
}

async function storedProduct(id: string) {
  const { data, error } = await service.from('products').select('*').eq('id', id).maybeSingle();
  if (error) throw new Error(`could not read ${id}: ${error.message}`);
  return data;
}

/** A second device of the owner: its own browser context, signed in on its own. */
async function secondDevice(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  return { page, close: () => context.close() };
}

function filterChoice(page: Page, label: RegExp): Locator {
  return page.getByRole('group', { name: 'Filtra per disponibilità' }).getByRole('radio', { name: label });
}

/** Clicks a choice of the filter as a person does: on its visible label (the radio itself is hidden). */
async function chooseFilter(page: Page, label: RegExp): Promise<void> {
  await filterChoice(page, label).locator('xpath=..').click();
  await expect(filterChoice(page, label)).toBeChecked();
}

/** The owner's list has joined the live channel: a change made now reaches it. */
async function waitUntilLive(page: Page): Promise<void> {
  const probe = await addProduct({ name: uniqueName('Sonda') });
  await expect(productRow(page, probe.name)).toBeVisible({ timeout: 15_000 });
  await service.from('products').delete().eq('id', probe.id);
  await expect(productRow(page, probe.name)).toHaveCount(0, { timeout: 15_000 });
}

test.describe('the live list', () => {
  test('a product added, changed and deleted elsewhere shows in the open list, with availability and photos', async ({
    page,
  }) => {
    test.slow();
    const console = watchConsole(page);
    await signIn(page);
    await waitUntilLive(page);

    const name = uniqueName('Anello Brezza');
    const added = await addProduct({ name, availability: 'riservato', price: 980 });
    const row = productRow(page, name);
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row).toContainText('Riservato');
    await expect(row).toContainText('2 foto');
    await expect(row).toContainText('980,00 €');
    // The newest product comes first.
    await expect(productRows(page).first()).toHaveAccessibleName(name);
    const link = row.getByRole('link', { name: /si apre in una nuova scheda/ });
    await expect(link).toHaveAccessibleName(
      `Pagina di ${name} nel negozio: /shop/${added.slug} (si apre in una nuova scheda)`,
    );
    await expect(link).toHaveAttribute('href', `/shop/${added.slug}`);
    await expect(link).toHaveAttribute('target', '_blank');

    await service.from('products').update({ availability: 'venduto', price: 890 }).eq('id', added.id);
    await expect(row).toContainText('Venduto', { timeout: 15_000 });
    await expect(row).toContainText('890,00 €');
    await expect(row).not.toContainText('Riservato');

    await service.from('products').delete().eq('id', added.id);
    await expect(row).toHaveCount(0, { timeout: 15_000 });
    expect(console.errors).toEqual([]);
  });

  test('the list filters by availability, with a count for each choice, by mouse and keyboard', async ({ page }) => {
    await signIn(page);
    const reserved = await addProduct({ name: uniqueName('Orecchini Rugiada'), availability: 'riservato' });
    const rows = productRows(page);
    await expect(productRow(page, reserved.name)).toBeVisible({ timeout: 15_000 });

    const all = filterChoice(page, /^Tutte/);
    await expect(all).toBeChecked();
    const total = await rows.count();
    await expect(all).toHaveAccessibleName(`Tutte, ${total} prodotti`);

    await chooseFilter(page, /^Riservato/);
    await expect(filterChoice(page, /^Riservato/)).toBeFocused();
    await expect(productRow(page, reserved.name)).toBeVisible();
    const reservedCount = await rows.count();
    expect(reservedCount).toBeGreaterThan(0);
    expect(reservedCount).toBeLessThan(total);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Riservato');
    await expect(filterChoice(page, /^Riservato/)).toHaveAccessibleName(
      reservedCount === 1 ? 'Riservato, 1 prodotto' : `Riservato, ${reservedCount} prodotti`,
    );
    await expect(page.getByText(`In elenco: ${reservedCount} su ${total}`)).toBeVisible();

    // One tab stop; the arrows move and choose.
    await page.keyboard.press('ArrowRight');
    await expect(filterChoice(page, /^Venduto/)).toBeFocused();
    await expect(filterChoice(page, /^Venduto/)).toBeChecked();
    await expect(productRow(page, reserved.name)).toHaveCount(0);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Venduto');

    // A piece marked sold elsewhere leaves the "Riservato" list and joins "Venduto".
    await service.from('products').update({ availability: 'venduto' }).eq('id', reserved.id);
    await expect(productRow(page, reserved.name)).toBeVisible({ timeout: 15_000 });

    await chooseFilter(page, /^Tutte/);
    await expect(rows).toHaveCount(total);
    await service.from('products').delete().eq('id', reserved.id);
  });
});

test.describe('availability and page address in the editor', () => {
  test('a new product: the spec defaults, the address made from the name; both fields saved and listed', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    const card = editor(page, 'Nuovo Prodotto');
    await expect(card.getByLabel('Nome')).toHaveValue('Nuovo Prodotto');
    await expect(card.getByLabel('Disponibilità')).toHaveValue('disponibile');
    await expect(card.getByLabel('Disponibilità').locator('option')).toHaveText([
      'Disponibile',
      'Su ordinazione',
      'Riservato',
      'Venduto',
    ]);
    const address = card.getByLabel('Indirizzo');
    await expect(address).toHaveValue('');
    await expect(address).toHaveAccessibleDescription(/Lascia vuoto per crearlo dal nome/);
    await expect(address).toHaveAccessibleDescription(/Pagina del prodotto: \/shop\/nuovo-prodotto/);

    const name = uniqueName('Anello Ciclamino');
    const expected = name.toLowerCase().replaceAll(' ', '-');
    await card.getByLabel('Nome').fill(name);
    await expect(card.getByText(`/shop/${expected}`)).toBeVisible();
    await card.screenshot({ path: '/tmp/admin-live/editor-address-preview-1280.png' });
    await card.getByLabel('Disponibilità').selectOption('Su ordinazione');
    await card.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(toast(page, 'Prodotto aggiunto', 'Salvato come bozza: non è ancora nel negozio')).toBeVisible();
    const row = productRow(page, name);
    await expect(row).toContainText('Su ordinazione');
    // A draft: its address is listed, not linked (it opens once the product is published).
    await expect(row).toContainText(`Indirizzo nel negozio, quando sarà pubblicato: /shop/${expected}`);
    await expect(row.getByRole('link')).toHaveCount(0);

    // Edit: a typed address is checked at the field, then saved.
    await row.getByRole('button', { name: `Modifica ${name}` }).click();
    const card2 = editor(page, 'Modifica Prodotto');
    await expect(card2.getByLabel('Indirizzo')).toHaveValue(expected);
    await expect(card2.getByLabel('Disponibilità')).toHaveValue('su ordinazione');
    await card2.getByLabel('Indirizzo').fill('Anello Nuovo!');
    await card2.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(card2.getByLabel('Indirizzo')).toBeFocused();
    await expect(card2.getByLabel('Indirizzo')).toHaveAttribute('aria-invalid', 'true');
    await expect(card2.getByLabel('Indirizzo')).toHaveAccessibleDescription(
      /Usa solo lettere minuscole, numeri e trattini \(es\. anello-luce\)/,
    );
    const slug = `${expected}-bis`;
    await card2.getByLabel('Indirizzo').fill(slug);
    await expect(card2.getByLabel('Indirizzo')).not.toHaveAttribute('aria-invalid');
    await card2.getByLabel('Disponibilità').selectOption('Venduto');
    await card2.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(toast(page, 'Prodotto aggiornato', 'Le modifiche sono state salvate')).toBeVisible();
    await expect(row).toContainText('Venduto');
    await expect(row).toContainText(`/shop/${slug}`);
    const { data } = await service.from('products').select('slug, availability').eq('name', name).single();
    expect(data).toEqual({ slug, availability: 'venduto' });

    // An address another product has is refused by the database, at the field.
    const other = await addProduct({ name: uniqueName('Anello Occupato') });
    await row.getByRole('button', { name: `Modifica ${name}` }).click();
    await card2.getByLabel('Indirizzo').fill(other.slug);
    await card2.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(card2.getByLabel('Indirizzo')).toBeFocused();
    await expect(card2.getByLabel('Indirizzo')).toHaveAccessibleDescription(
      /Questo indirizzo è già usato da un altro prodotto: scegline un altro/,
    );
    await expect(card2).toBeVisible();
  });
});

test.describe('a product changed on another device while it is being edited', () => {
  const staleSave =
    'a stale save is refused with the message, nothing typed is lost, and "Ricarica il prodotto" loads what is stored';
  test(staleSave, async ({ page, browser }) => {
    test.slow();
    const product = await addProduct({ name: uniqueName('Bracciale Onda'), price: 640 });
    await signIn(page);
    await waitUntilLive(page);

    // This device opens the product and types.
    await productRow(page, product.name)
      .getByRole('button', { name: `Modifica ${product.name}` })
      .click();
    const card = editor(page, 'Modifica Prodotto');
    await card.getByLabel('Descrizione').fill('Argento brunito, chiusura a scatto.');
    await card.getByLabel('Prezzo (€)').fill('700');

    // Meanwhile the other device marks it reserved and changes its price.
    const other = await secondDevice(browser);
    await productRow(other.page, product.name)
      .getByRole('button', { name: `Modifica ${product.name}` })
      .click();
    const otherCard = editor(other.page, 'Modifica Prodotto');
    await otherCard.getByLabel('Prezzo (€)').fill('590');
    await otherCard.getByLabel('Disponibilità').selectOption('riservato');
    await otherCard.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(toast(other.page, 'Prodotto aggiornato', 'Le modifiche sono state salvate')).toBeVisible();

    // This device hears of it: a calm notice, the typed values untouched.
    await expect(
      card.getByText('Questo prodotto è stato modificato su un altro dispositivo mentre lo stavi modificando.'),
    ).toBeVisible({ timeout: 15_000 });
    await expect(card.getByLabel('Descrizione')).toHaveValue('Argento brunito, chiusura a scatto.');
    await expect(card.getByLabel('Prezzo (€)')).toHaveValue('700');
    await expect(productRow(page, product.name)).toContainText('Riservato');
    await page.setViewportSize({ width: 1440, height: 1000 });
    await card.screenshot({ path: '/tmp/admin-live/editor-changed-elsewhere-1440.png' });

    // Saving anyway is refused: the message takes focus, nothing typed is lost.
    await card.getByRole('button', { name: 'Salva', exact: true }).click();
    const message = card.getByRole('alert');
    await expect(message).toHaveText(
      /Questo prodotto è stato modificato su un altro dispositivo\. Le tue modifiche non sono state salvate\./,
    );
    await expect(card.locator('[data-editor-notice]')).toBeFocused();
    await expect(card.getByLabel('Descrizione')).toHaveValue('Argento brunito, chiusura a scatto.');
    await expect(card.getByLabel('Prezzo (€)')).toHaveValue('700');
    await expect(card.getByLabel('Disponibilità')).toHaveValue('disponibile');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await card.screenshot({ path: '/tmp/admin-live/editor-refused-390.png' });

    // The other device's change is what is stored.
    const stored = await storedProduct(product.id);
    expect(stored).toMatchObject({ price: 590, availability: 'riservato', description: product.description });

    // "Ricarica il prodotto" asks first; "Continua a modificare" keeps the typed values.
    await card.getByRole('button', { name: 'Ricarica il prodotto' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Ricaricare il prodotto?' });
    await expect(dialog).toContainText(`«${product.name}»`);
    await dialog.getByRole('button', { name: 'Continua a modificare' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card.getByLabel('Prezzo (€)')).toHaveValue('700');
    await expect(card.getByRole('button', { name: 'Ricarica il prodotto' })).toBeFocused();

    await card.getByRole('button', { name: 'Ricarica il prodotto' }).click();
    await dialog.getByRole('button', { name: 'Ricarica il prodotto' }).click();
    await expect(card.getByLabel('Prezzo (€)')).toHaveValue('590,00');
    await expect(card.getByLabel('Disponibilità')).toHaveValue('riservato');
    await expect(card.getByLabel('Descrizione')).toHaveValue(product.description);
    await expect(card.locator('[data-editor-notice]')).toBeFocused();
    await expect(card.getByRole('status').filter({ hasText: 'Qui vedi la versione salvata.' })).toBeVisible();

    // The reloaded version saves normally.
    await card.getByLabel('Descrizione').fill('Argento brunito, chiusura a scatto.');
    await card.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(toast(page, 'Prodotto aggiornato', 'Le modifiche sono state salvate')).toBeVisible();
    expect(await storedProduct(product.id)).toMatchObject({
      price: 590,
      availability: 'riservato',
      description: 'Argento brunito, chiusura a scatto.',
    });
    // The other device's list has it too.
    await expect(productRow(other.page, product.name)).toContainText('Argento brunito', { timeout: 15_000 });
    await other.close();
  });

  test('an untouched editor takes the new version; a product deleted elsewhere can be saved again as new', async ({
    page,
  }) => {
    test.slow();
    const product = await addProduct({ name: uniqueName('Collana Aurora'), price: 300 });
    await signIn(page);
    await waitUntilLive(page);
    const row = productRow(page, product.name);
    await row.getByRole('button', { name: `Modifica ${product.name}` }).click();
    const card = editor(page, 'Modifica Prodotto');

    // Nothing typed: the card simply shows the stored version, and says why.
    await service.from('products').update({ price: 320 }).eq('id', product.id);
    await expect(card.getByLabel('Prezzo (€)')).toHaveValue('320,00', { timeout: 15_000 });
    await expect(card.getByRole('status').filter({ hasText: 'Qui vedi la versione salvata.' })).toBeVisible();

    // Deleted elsewhere while the owner types: the card stays with what was typed.
    const renamed = uniqueName('Collana Aurora Bis');
    await card.getByLabel('Nome').fill(renamed);
    await service.from('products').delete().eq('id', product.id);
    await expect(card.getByText('Questo prodotto è stato eliminato su un altro dispositivo.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(row).toHaveCount(0);
    await expect(card.getByLabel('Nome')).toHaveValue(renamed);

    // Salva is refused and says the changes were not saved, focus on the message.
    await card.getByRole('button', { name: 'Salva', exact: true }).click();
    await expect(card.getByRole('alert')).toHaveText(
      /Questo prodotto è stato eliminato su un altro dispositivo\. Le tue modifiche non sono state salvate\./,
    );
    await expect(card.locator('[data-editor-notice]')).toBeFocused();
    await expect(card.getByLabel('Nome')).toHaveValue(renamed);
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await card.locator('[data-editor-notice]').screenshot({ path: '/tmp/admin-live/notice-deleted-390.png' });

    // Saved again in the state it had: published.
    await card.getByRole('button', { name: 'Salva come nuovo prodotto' }).click();
    await expect(toast(page, 'Prodotto pubblicato', 'Ora è visibile nel negozio')).toBeVisible();
    await expect(card).toHaveCount(0);
    const newRow = productRow(page, renamed);
    await expect(newRow).toBeFocused();
    const { data } = await service.from('products').select('id, price').eq('name', renamed).single();
    expect(data?.price).toBe(320);
    expect(data?.id).not.toBe(product.id);
    await service.from('products').delete().eq('name', renamed);
  });
});

test('the list with its filter and the editor pass an axe scan; screenshots at 390 and 1440 px', async ({ page }) => {
  test.slow();
  await signIn(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    await chooseFilter(page, /^Tutte/);
    await page.screenshot({ path: `/tmp/admin-live/list-${width}.png`, fullPage: false });
    await chooseFilter(page, /^Venduto/);
    await page.screenshot({ path: `/tmp/admin-live/list-venduto-${width}.png` });
  }
  await expectNoAxeViolations(page);
  await chooseFilter(page, /^Tutte/);

  await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
  const card = editor(page, 'Nuovo Prodotto');
  await card.getByLabel('Nome').fill('Anello Primavera');
  await card.getByLabel('Indirizzo').fill('Anello Primavera');
  await card.getByLabel('Indirizzo').blur();
  await expect(card.getByLabel('Indirizzo')).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 1000 });
    await card.screenshot({ path: `/tmp/admin-live/editor-new-${width}.png` });
  }
});
