import { expect, test, type Page } from './fixtures.ts';
import {
  AUTH_STORAGE_KEY,
  editor,
  gradientPng,
  notifications,
  productRow,
  productRows,
  signIn,
  toast,
  uniqueName,
} from './admin-helpers.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * The admin says what happened and where: problems at their field, with focus on the first and
 * nothing sent; the database's own refusals; one toast per subject; focus where the work goes on.
 */

/** Every write to the products table the page sends. */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/products') && request.method() !== 'GET') writes.push(request.method());
  });
  return writes;
}

test.describe('problems in the form', () => {
  test('an empty name and an invalid price are refused at their fields, focus on the first, nothing sent', async ({
    page,
  }) => {
    const writes = watchWrites(page);
    await signIn(page);
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    const card = editor(page, 'Nuovo Prodotto');
    const name = card.getByLabel('Nome');
    const price = card.getByLabel('Prezzo (€)', { exact: true });
    await name.fill('   ');
    await price.fill('abc');
    await expect(card.getByText(/^= /)).toHaveCount(0);

    await card.getByRole('button', { name: 'Salva' }).click();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Inserisci il nome del prodotto');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await expect(card.getByText('Prezzo non valido: usa per esempio 1.250,50')).toBeVisible();
    await expect(card).toBeVisible();
    expect(writes).toEqual([]);

    // The editor with its problems showing passes an accessibility scan.
    await expectNoAxeViolations(page);

    // A problem leaves as soon as it is fixed; Salva again goes to the next one.
    const productName = uniqueName('Bracciale Tennis');
    await name.fill(productName);
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(card.getByText('Inserisci il nome del prodotto')).toHaveCount(0);
    await card.getByRole('button', { name: 'Salva' }).click();
    await expect(price).toBeFocused();
    expect(writes).toEqual([]);

    // An ambiguous price is refused rather than guessed; an original price must be above the price.
    await price.fill('1,500');
    await expect(card.getByText('Prezzo non valido: usa per esempio 1.250,50')).toBeVisible();
    await price.fill('1.500');
    await expect(price).not.toHaveAttribute('aria-invalid');
    const original = card.getByLabel('Prezzo originale (€)');
    await original.fill('1.200');
    await original.blur();
    await expect(original).toHaveAttribute('aria-invalid', 'true');
    await expect(original).toHaveAccessibleDescription(/Il prezzo originale deve essere più alto del prezzo/);
    await card.getByRole('button', { name: 'Salva' }).click();
    await expect(original).toBeFocused();
    expect(writes).toEqual([]);

    await original.fill('1.800');
    await card.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Prodotto aggiunto', 'Salvato come bozza: non è ancora nel negozio')).toBeVisible();
    await expect(productRow(page, productName)).toContainText('1500,00 €');
    expect(writes).toEqual(['POST']);
  });

  test("the database's refusal comes back as the field's message, not as a generic toast", async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    const card = editor(page, 'Nuovo Prodotto');
    const productName = uniqueName('Collana Perle');
    await card.getByLabel('Nome').fill(productName);
    // A client that skips the form's checks: the category is rewritten on its way to the server.
    await page.route(
      '**/rest/v1/products?**',
      (route) => {
        const body = route.request().postDataJSON() as Record<string, unknown>;
        return route.continue({ postData: JSON.stringify({ ...body, category: 'Collane' }) });
      },
      { times: 1 },
    );
    const refused = page.waitForResponse(
      (response) => response.url().includes('/rest/v1/products') && response.request().method() === 'POST',
    );
    await card.getByRole('button', { name: 'Salva' }).click();
    const answer = await refused;
    // The category is a reference to the shop's categories (`products_category_known`): PostgREST
    // answers a broken reference with 409.
    expect(answer.status()).toBe(409);
    expect(await answer.json()).toMatchObject({ code: '23503', message: /products_category_known/ });

    const category = card.getByLabel('Categoria');
    await expect(category).toBeFocused();
    await expect(category).toHaveAttribute('aria-invalid', 'true');
    await expect(category).toHaveAccessibleDescription('Scegli una categoria: Anelli, Orologi o Orecchini');
    await expect(toast(page, 'Errore', 'Impossibile salvare il prodotto')).toHaveCount(0);
    await expect(productRow(page, productName)).toHaveCount(0);

    // Choosing a category clears the message; the save then goes through untouched.
    await category.selectOption('Orecchini');
    await expect(category).not.toHaveAttribute('aria-invalid');
    await card.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Prodotto aggiunto', 'Salvato come bozza: non è ancora nel negozio')).toBeVisible();
    await expect(productRow(page, productName)).toContainText('Orecchini');
  });

  test('an API insert with an empty name or a negative price is refused by the database', async ({ page, request }) => {
    await signIn(page);
    const { accessToken, anonKey } = await page.evaluate(async (key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string };
      const config = (await (await fetch('/app-config.json')).json()) as { supabaseAnonKey: string };
      return { accessToken: stored.access_token ?? '', anonKey: config.supabaseAnonKey };
    }, AUTH_STORAGE_KEY);
    const insert = (row: Record<string, unknown>) =>
      request.post('/rest/v1/products', {
        headers: { apikey: anonKey, authorization: `Bearer ${accessToken}`, prefer: 'return=representation' },
        data: { price: 10, category: 'Anelli', name: uniqueName('Anello API'), ...row },
      });
    const emptyName = await insert({ name: '' });
    expect(emptyName.status()).toBe(400);
    expect(await emptyName.json()).toMatchObject({
      code: '23514',
      message: 'new row for relation "products" violates check constraint "products_name_present"',
    });
    const negative = await insert({ price: -1 });
    expect(negative.status()).toBe(400);
    expect(await negative.json()).toMatchObject({ code: '23514', message: /products_price_check/ });
    // The same call with proper values is accepted: it was the values that were refused.
    expect((await insert({})).status()).toBe(201);
  });
});

test.describe('upload messages', () => {
  test('a renamed text file is refused naming the reason; each upload toast replaces the last', async ({ page }) => {
    await page.clock.install();
    await signIn(page);
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    const card = editor(page, 'Nuovo Prodotto');
    const file = card.locator('input[type="file"]');
    const uploadToasts = notifications(page);

    await file.setInputFiles({
      name: 'listino.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Listino prezzi 2026\nAnello 1250,50\n'),
    });
    const refusal = toast(
      page,
      'Immagine non valida',
      "Il contenuto del file non è un'immagine PNG: forse è un altro tipo di file con il nome cambiato.",
    );
    await expect(refusal).toBeVisible();
    await expect(uploadToasts).toHaveCount(1);
    // The browser could not open it as a picture: nothing travelled, focus is on the button to choose again.
    await expect(card.getByRole('button', { name: 'Aggiungi foto' })).toBeFocused();

    // An error stays until dismissed.
    await page.clock.fastForward('01:00');
    await expect(refusal).toBeVisible();

    await file.setInputFiles({ name: 'foto.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
    await expect(toast(page, 'Tipo file non supportato', 'Tipi supportati: JPEG, PNG, WebP, GIF')).toBeVisible();
    await expect(uploadToasts).toHaveCount(1);

    await file.setInputFiles({ name: 'anello.png', mimeType: 'image/png', buffer: gradientPng(16) });
    await card.getByRole('button', { name: 'Carica foto' }).click();
    await expect(toast(page, 'Upload completato', "L'immagine è stata caricata con successo")).toBeVisible();
    await expect(uploadToasts).toHaveCount(1);
    await expect(card.getByRole('img', { name: /Anteprima/ })).toBeFocused();

    // A success leaves on its own.
    await page.clock.fastForward('00:10');
    await expect(uploadToasts).toHaveCount(0);
  });

  test('an error toast is dismissed with its close button', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    await editor(page, 'Nuovo Prodotto')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'nota.txt', mimeType: 'text/plain', buffer: Buffer.from('nota') });
    const refusal = toast(page, 'Tipo file non supportato', 'Tipi supportati: JPEG, PNG, WebP, GIF');
    await expect(refusal).toBeVisible();
    await refusal.getByRole('button', { name: 'Chiudi notifica' }).click();
    await expect(refusal).toHaveCount(0);
  });
});

test.describe('focus and place', () => {
  test('closing the editor or a dialog returns focus to the control that opened it', async ({ page }) => {
    await signIn(page);
    const add = page.getByRole('button', { name: 'Aggiungi Prodotto' });
    await add.click();
    await expect(editor(page, 'Nuovo Prodotto').getByRole('heading', { name: 'Nuovo Prodotto' })).toBeFocused();
    await editor(page, 'Nuovo Prodotto').getByRole('button', { name: 'Annulla' }).click();
    await expect(add).toBeFocused();

    const second = productRows(page).nth(1);
    const secondName = (await second.getByRole('heading').textContent()) ?? '';
    const edit = second.getByRole('button', { name: `Modifica ${secondName}` });
    await edit.click();
    await editor(page, 'Modifica Prodotto').getByRole('button', { name: 'Annulla' }).click();
    await expect(edit).toBeFocused();

    // With unsaved changes: "Continua a modificare" goes back to Annulla, "Esci senza salvare" to Modifica.
    await edit.click();
    const card = editor(page, 'Modifica Prodotto');
    await card.getByLabel('Descrizione').fill('Una descrizione nuova');
    const cancel = card.getByRole('button', { name: 'Annulla' });
    await cancel.click();
    const dialog = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });
    await dialog.getByRole('button', { name: 'Continua a modificare' }).click();
    await expect(cancel).toBeFocused();
    await cancel.click();
    await dialog.getByRole('button', { name: 'Esci senza salvare' }).click();
    await expect(card).toHaveCount(0);
    await expect(edit).toBeFocused();

    // The delete dialog, cancelled with Annulla and with Escape.
    const remove = second.getByRole('button', { name: `Elimina ${secondName}` });
    await remove.click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Annulla' }).click();
    await expect(remove).toBeFocused();
    await remove.press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(remove).toBeFocused();
  });

  test('a saved product is focused, in view and highlighted; the order is the same after a reload', async ({
    page,
  }) => {
    await signIn(page);
    const names = async () => productRows(page).getByRole('heading').allTextContents();
    const before = await names();
    expect(before.length).toBeGreaterThan(3);

    // Edited: stays where it was.
    const third = productRows(page).nth(2);
    await third.getByRole('button', { name: `Modifica ${before[2]}` }).click();
    const renamed = uniqueName('Anello Rinominato');
    await editor(page, 'Modifica Prodotto').getByLabel('Nome').fill(renamed);
    await editor(page, 'Modifica Prodotto').getByRole('button', { name: 'Salva' }).click();
    const edited = productRow(page, renamed);
    await expect(edited).toBeFocused();
    await expect(edited).toHaveAttribute('data-highlight', 'true');
    await expect(edited).not.toHaveAttribute('data-highlight');
    expect(await names()).toEqual([...before.slice(0, 2), renamed, ...before.slice(3)]);

    // Created, from the bottom of a long page: first in the list, scrolled into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    const created = uniqueName('Spilla Nuova');
    await editor(page, 'Nuovo Prodotto').getByLabel('Nome').fill(created);
    await editor(page, 'Nuovo Prodotto').getByRole('button', { name: 'Salva' }).click();
    const row = productRow(page, created);
    await expect(row).toBeFocused();
    await expect(row).toBeInViewport();
    const shown = await names();
    expect(shown[0]).toBe(created);

    await page.reload();
    await expect(productRows(page).first()).toBeVisible();
    expect(await names()).toEqual(shown);
  });
});
