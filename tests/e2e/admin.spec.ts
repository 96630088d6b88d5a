import { expect, test } from './fixtures.ts';
import {
  AUTH_STORAGE_KEY,
  editor,
  gradientPng,
  notifications,
  OWNER_EMAIL,
  OWNER_PASSWORD,
  productRow,
  productRows,
  signIn,
  toast,
  uniqueName,
} from './admin-helpers.ts';
import { expectNoAxeViolations, holdReply, watchConsole } from './support.ts';

test.describe('the owner signs in', () => {
  test('a wrong password is refused with a clear message; the session survives a reload until Esci', async ({
    page,
  }) => {
    const console = watchConsole(page);
    await page.goto('/admin');
    await expect(page).toHaveTitle(/Boutique Admin/);
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique Admin' })).toBeVisible();
    await expect(page.getByText('Gestione Prodotti')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vai al Shop' })).toHaveAttribute('href', '/shop');
    await expect(page.getByRole('link', { name: 'Torna al sito' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aggiungi Prodotto' })).toHaveCount(0);

    await page.getByLabel('E-mail').fill(OWNER_EMAIL);
    await page.getByLabel('Password').fill('password-sbagliata');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText('E-mail o password non corretti.');
    await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('button', { name: 'Aggiungi Prodotto' })).toBeVisible();
    await expect(page.getByText(`Accesso effettuato come ${OWNER_EMAIL}`)).toBeVisible();
    // The form that held focus is gone: focus starts again from the admin's heading.
    await expect(page.getByRole('heading', { level: 1, name: 'Boutique Admin' })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('button', { name: 'Aggiungi Prodotto' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accedi' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aggiungi Prodotto' })).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();

    // The refused sign-in is the only error the browser reports (supabase-js logs the 400).
    expect(console.errors.filter((e) => !e.includes('400'))).toEqual([]);
  });
});

test.describe('the catalogue editor', () => {
  const fullJourney =
    'a product with an uploaded picture appears on an open /shop page, is edited, then deleted after confirming';
  test(fullJourney, async ({ page, browser }) => {
    // Two pages, a picture, three saves and the live catalogue: long on a busy machine.
    test.slow();
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    await shop.goto('/shop');
    await expect(shop.getByRole('heading', { name: 'Collezione' })).toBeVisible();

    await signIn(page);
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    const card = editor(page, 'Nuovo Prodotto');
    await expect(card).toBeVisible();

    // The spec's new-product defaults.
    await expect(card.getByLabel('Nome')).toHaveValue('Nuovo Prodotto');
    await expect(card.getByLabel('Descrizione')).toHaveValue('Descrizione del nuovo prodotto');
    await expect(card.getByLabel('Prezzo (€)')).toHaveValue('0');
    await expect(card.getByLabel('Prezzo originale (€)')).toHaveValue('');
    await expect(card.getByLabel('Categoria')).toHaveValue('Anelli');
    await expect(card.getByLabel('Nuovo', { exact: true })).not.toBeChecked();
    await expect(card.getByLabel('Saldo', { exact: true })).not.toBeChecked();
    await expect(card.getByText('Nessuna foto: il catalogo mostra l’immagine segnaposto.')).toBeVisible();
    await expect(card.getByLabel('Categoria').locator('option')).toHaveText(['Anelli', 'Orologi', 'Orecchini']);

    const name = uniqueName('Anello Aurora');
    await card.getByLabel('Nome').fill(name);
    await card.getByLabel('Descrizione').fill('Oro rosa 18 kt con morganite ovale.');
    await card.getByLabel('Prezzo (€)').fill('1290.50');
    await card.getByLabel('Prezzo originale (€)').fill('1490');
    await card.getByLabel('Categoria').selectOption('Orecchini');
    await card.getByLabel('Nuovo', { exact: true }).check();
    await card.getByLabel('Saldo', { exact: true }).check();

    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Foto Anello.PNG', mimeType: 'image/png', buffer: gradientPng() });
    await card.getByRole('button', { name: 'Carica foto' }).click();
    await expect(toast(page, 'Upload completato', "L'immagine è stata caricata con successo")).toBeVisible();
    const preview = card.getByRole('img', { name: `Anteprima: ${name}` });
    // Stored as WebP under the product's folder; a 64-pixel photo is its own only size.
    await expect(preview).toHaveAttribute(
      'src',
      /\/storage\/v1\/object\/public\/product-images\/aurea\/[0-9a-f-]{36}\/\d{13}-[a-z0-9]{8}-64\.webp$/,
    );
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const imageUrl = await preview.getAttribute('src');

    // A new product is a draft: Pubblica puts it in the shop (admin-product-status.spec.ts: Salva keeps it out).
    await card.getByRole('button', { name: 'Pubblica' }).click();
    await expect(toast(page, 'Prodotto pubblicato', 'Ora è visibile nel negozio')).toBeVisible();
    await expect(card).toHaveCount(0);
    const row = productRow(page, name);
    await expect(row).toBeVisible();
    await expect(row).toContainText('Orecchini');
    await expect(row).toContainText('Nuovo');
    await expect(row).toContainText('Saldo');
    await expect(row).toContainText('1290,50 €');
    await expect(row.locator('s')).toContainText('1490,00 €');
    // A new product comes first, where a reload will show it (newest first); focus is on its row.
    await expect(productRows(page).first()).toContainText(name);
    await expect(row).toBeFocused();

    // The visitor's open catalogue shows it without a reload.
    await expect(shop.getByText(name)).toBeVisible({ timeout: 15_000 });
    await expect(shop.locator(`img[src="${imageUrl}"]`).first()).toBeVisible();

    // Edit: a new name and no original price.
    await row.getByRole('button', { name: `Modifica ${name}` }).click();
    const editCard = editor(page, 'Modifica Prodotto');
    await expect(editCard.getByLabel('Nome')).toHaveValue(name);
    await expect(editCard.getByLabel('Prezzo (€)')).toHaveValue('1290,50');
    await expect(editCard.getByLabel('Prezzo originale (€)')).toHaveValue('1490,00');
    await expect(editCard.getByLabel('Categoria')).toHaveValue('Orecchini');
    const renamed = uniqueName('Anello Aurora Rosa');
    await editCard.getByLabel('Nome').fill(renamed);
    await editCard.getByLabel('Prezzo originale (€)').fill('');
    await editCard.getByLabel('Saldo', { exact: true }).uncheck();
    await editCard.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Prodotto aggiornato', 'Le modifiche sono state salvate')).toBeVisible();
    const renamedRow = productRow(page, renamed);
    await expect(renamedRow).toBeVisible();
    await expect(renamedRow.locator('s')).toHaveCount(0);
    await expect(renamedRow).not.toContainText('Saldo');
    await expect(productRow(page, name)).toHaveCount(0);
    await expect(shop.getByText(renamed)).toBeVisible({ timeout: 15_000 });
    await expect(shop.getByText(name, { exact: true })).toHaveCount(0);

    // Delete: the dialog names the product; Annulla keeps it.
    await renamedRow.getByRole('button', { name: `Elimina ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Eliminare il prodotto?' });
    await expect(dialog).toContainText(`«${renamed}»`);
    await dialog.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(renamedRow).toBeVisible();

    await renamedRow.getByRole('button', { name: `Elimina ${renamed}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(toast(page, 'Prodotto eliminato', 'Il prodotto è stato rimosso dal catalogo')).toBeVisible();
    await expect(renamedRow).toHaveCount(0);
    // Focus goes to the product that took its place at the top of the list.
    await expect(productRows(page).first()).toBeFocused();
    await expect(shop.getByText(renamed)).toHaveCount(0, { timeout: 15_000 });

    // Still gone after a reload: the server removed it.
    await page.reload();
    await expect(page.getByRole('list', { name: 'Prodotti' })).toBeVisible();
    await expect(productRow(page, renamed)).toHaveCount(0);
    await visitor.close();
  });

  test('while a picture uploads the button is disabled and reads Caricamento..., with a progress bar', async ({
    page,
  }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    const card = editor(page, 'Nuovo Prodotto');

    // Hold the upload on its way to the server, to look at the screen meanwhile.
    const { held, release } = holdReply();
    await page.route('**/storage/v1/object/product-images/**', async (route) => {
      await held;
      await route.continue();
    });

    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'collana.png', mimeType: 'image/png', buffer: gradientPng(32) });
    await card.getByRole('button', { name: 'Carica foto' }).click();
    const button = card.getByRole('button', { name: 'Caricamento...' });
    await expect(button).toBeVisible();
    await expect(button).toBeDisabled();
    await expect(card.getByRole('progressbar', { name: 'Caricamento immagine' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Salva' })).toBeDisabled();

    release();
    await expect(toast(page, 'Upload completato', "L'immagine è stata caricata con successo")).toBeVisible();
    await expect(card.getByRole('progressbar')).toHaveCount(0);
    await expect(card.getByRole('img', { name: /Anteprima/ })).toBeFocused();
    await expect(card.getByRole('button', { name: 'Aggiungi foto' })).toBeEnabled();

    // Removal clears the picture.
    await card.getByRole('button', { name: /^Rimuovi/ }).click();
    await expect(card.getByRole('img', { name: /Anteprima/ })).toHaveCount(0);
    await expect(card.getByText('Nessuna foto: il catalogo mostra l’immagine segnaposto.')).toBeVisible();
  });

  test('an unsupported type and a file over 10 MB are refused with the spec messages', async ({ page }) => {
    // A 10 MB file goes through the browser's file input.
    test.slow();
    await signIn(page);
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    const card = editor(page, 'Nuovo Prodotto');
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/storage/v1/object/')) uploads.push(request.url());
    });

    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'listino.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\n') });
    await expect(toast(page, 'Tipo file non supportato', 'Tipi supportati: JPEG, PNG, WebP, GIF')).toBeVisible();

    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    gradientPng(8).copy(big);
    await card
      .locator('input[type="file"]')
      .setInputFiles({ name: 'foto-enorme.png', mimeType: 'image/png', buffer: big });
    await expect(toast(page, 'File troppo grande', 'Il file deve essere inferiore a 10MB')).toBeVisible();
    // The second refusal replaced the first: one toast about the picture at a time.
    await expect(notifications(page)).toHaveCount(1);

    await expect(card.getByText('Nessuna foto: il catalogo mostra l’immagine segnaposto.')).toBeVisible();
    expect(uploads).toEqual([]);
  });

  test('a save the backend refuses (session revoked elsewhere) shows Errore and keeps the editor open', async ({
    page,
    request,
  }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    const card = editor(page, 'Nuovo Prodotto');
    const name = uniqueName('Anello Revocato');
    await card.getByLabel('Nome').fill(name);

    // The same session is signed out everywhere from another client, as "log out of all devices" does.
    const { accessToken, anonKey } = await page.evaluate(async (key) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string };
      const config = (await (await fetch('/app-config.json')).json()) as { supabaseAnonKey: string };
      return { accessToken: stored.access_token ?? '', anonKey: config.supabaseAnonKey };
    }, AUTH_STORAGE_KEY);
    expect(accessToken).not.toBe('');
    const logout = await request.post('/auth/v1/logout?scope=global', {
      headers: { apikey: anonKey, authorization: `Bearer ${accessToken}` },
    });
    expect(logout.status()).toBe(204);

    await card.getByRole('button', { name: 'Salva' }).click();
    await expect(toast(page, 'Errore', 'Impossibile salvare il prodotto')).toBeVisible();
    await expect(card).toBeVisible();
    await expect(card.getByLabel('Nome')).toHaveValue(name);
    await expect(productRow(page, name)).toHaveCount(0);
  });

  test('unsaved changes are kept unless the owner agrees to drop them', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    const card = editor(page, 'Nuovo Prodotto');

    // Nothing changed yet: Annulla closes at once.
    await card.getByRole('button', { name: 'Annulla' }).click();
    await expect(card).toHaveCount(0);

    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    await card.getByLabel('Nome').fill('Bracciale non salvato');
    const dialog = page.getByRole('alertdialog', { name: 'Modifiche non salvate' });

    await card.getByRole('button', { name: 'Annulla' }).click();
    await expect(dialog).toContainText('«Bracciale non salvato»');
    await dialog.getByRole('button', { name: 'Continua a modificare' }).click();
    await expect(card.getByLabel('Nome')).toHaveValue('Bracciale non salvato');

    // Leaving the page through the app asks too.
    await page.getByRole('link', { name: 'Vai al Shop' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Continua a modificare' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(card.getByLabel('Nome')).toHaveValue('Bracciale non salvato');

    // Opening another product asks as well; agreeing opens it.
    const first = productRows(page).first();
    const firstName = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `Modifica ${firstName}` }).click();
    await dialog.getByRole('button', { name: 'Esci senza salvare' }).click();
    await expect(editor(page, 'Modifica Prodotto').getByLabel('Nome')).toHaveValue(firstName);

    await editor(page, 'Modifica Prodotto').getByRole('button', { name: 'Annulla' }).click();
    await expect(editor(page, 'Modifica Prodotto')).toHaveCount(0);
    await expect(productRow(page, 'Bracciale non salvato')).toHaveCount(0);

    // With changes, closing the tab gets the browser's prompt.
    await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
    await card.getByLabel('Nome').fill('Bracciale non salvato');
    const prompted = new Promise<string>((resolve) =>
      page.once('dialog', (d) => void d.accept().then(() => resolve(d.type()))),
    );
    await page.close({ runBeforeUnload: true });
    expect(await prompted).toBe('beforeunload');
    await expect.poll(() => page.isClosed()).toBe(true);
  });

  test('the list states: loading, empty with a first-product button, and the load, delete and upload errors', async ({
    page,
  }) => {
    let productsReply: 'hold' | 'empty' | 'fail' = 'hold';
    const { held: listHeld, release: releaseList } = holdReply();
    await page.route(/\/rest\/v1\/products\?select=/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      if (productsReply === 'hold') await listHeld;
      if (productsReply === 'fail')
        return route.fulfill({ status: 500, json: { code: 'XX000', message: 'down', details: null, hint: null } });
      return route.fulfill({ status: 200, json: [], headers: { 'content-range': '*/0' } });
    });

    await page.goto('/admin');
    await page.getByLabel('E-mail').fill(OWNER_EMAIL);
    await page.getByLabel('Password').fill(OWNER_PASSWORD);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByText('Caricamento prodotti...')).toBeVisible();
    productsReply = 'empty';
    releaseList();
    await expect(page.getByText('Nessun prodotto nel catalogo')).toBeVisible();
    await page.getByRole('button', { name: 'Aggiungi il primo prodotto' }).click();
    await expect(editor(page, 'Nuovo Prodotto')).toBeVisible();

    await page.route('**/storage/v1/object/product-images/**', (route) =>
      route.fulfill({ status: 500, json: { statusCode: '500', error: 'internal', message: 'disk full' } }),
    );
    await editor(page, 'Nuovo Prodotto')
      .locator('input[type="file"]')
      .setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: gradientPng(8) });
    await editor(page, 'Nuovo Prodotto').getByRole('button', { name: 'Carica foto' }).click();
    await expect(toast(page, 'Errore upload', 'Impossibile caricare il file')).toBeVisible();

    productsReply = 'fail';
    await page.reload();
    await expect(toast(page, 'Errore', 'Impossibile caricare i prodotti')).toBeVisible();
    await expect(page.getByText('Caricamento prodotti...')).toHaveCount(0);

    await page.unroute(/\/rest\/v1\/products\?select=/);
    await page.route(/\/rest\/v1\/products\?id=eq\./, (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 503, json: { code: 'XX000', message: 'unavailable', details: null, hint: null } })
        : route.continue(),
    );
    await page.reload();
    const first = productRows(page).first();
    const firstName = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: `Elimina ${firstName}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Elimina' }).click();
    await expect(toast(page, 'Errore', 'Impossibile eliminare il prodotto')).toBeVisible();
    await expect(productRow(page, firstName)).toBeVisible();
  });
});

test('the sign-in form, the list, the open editor and the delete dialog pass an axe WCAG 2.1 AA scan', async ({
  page,
}) => {
  // Five full scans of the page.
  test.slow();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Accedi' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('E-mail').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill('password-sbagliata');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expectNoAxeViolations(page);

  await signIn(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Aggiungi Prodotto' }).click();
  await expect(editor(page, 'Nuovo Prodotto')).toBeVisible();
  await expectNoAxeViolations(page);

  await editor(page, 'Nuovo Prodotto').getByRole('button', { name: 'Annulla' }).click();
  const first = productRows(page).first();
  const firstName = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Elimina ${firstName}` }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoAxeViolations(page);
});
