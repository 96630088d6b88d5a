import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from './fixtures.ts';
import { e2eServiceClient } from './backend.ts';
import { expectNoAxeViolations, watchConsole } from './support.ts';

/**
 * Enquiries as a visitor sends them and the owner reads them: the contact forms of the brochure,
 * fashion and perfume pages store a message, say what is wrong next to a field, keep what was typed
 * when the send fails, and the owner's inbox in /admin shows a new one without a reload.
 */

const OWNER_EMAIL = process.env.E2E_OWNER_EMAIL ?? 'titolare@boutique.test';
const OWNER_PASSWORD = process.env.E2E_OWNER_PASSWORD ?? 'prova-titolare-2026';

const tag = () => randomBytes(3).toString('hex');

/** The contact form of the page, by its heading. */
const enquiryForm = (page: Page, title = 'Scriveteci') => page.getByRole('form', { name: title });

async function fill(page: Page, fields: { subject: string; title?: string; phone?: string }) {
  const form = enquiryForm(page, fields.title);
  await form.getByLabel('Nome', { exact: true }).fill('Giulia');
  await form.getByLabel('Cognome', { exact: true }).fill('Bianchi');
  await form.getByLabel('Email', { exact: true }).fill('giulia.bianchi@example.it');
  if (fields.phone) await form.getByLabel('Telefono (facoltativo)').fill(fields.phone);
  await form.getByLabel('Oggetto', { exact: true }).fill(fields.subject);
  await form.getByLabel('Messaggio', { exact: true }).fill('Buongiorno,\navete questo anello anche in oro rosa?');
}

async function storedWith(subject: string) {
  const { data, error } = await e2eServiceClient().from('messages').select('*').eq('subject', subject);
  if (error) throw new Error(error.message);
  return data;
}

/** The jewellery shop's unread enquiries: the inbox of its owner. */
async function unreadStored(): Promise<number> {
  const { count, error } = await e2eServiceClient()
    .from('messages')
    .select('id', { count: 'exact', head: true })
    .eq('shop_id', 'aurea')
    .is('read_at', null);
  if (error) throw new Error(error.message);
  return count ?? 0;
}

/** The inbox tab's accessible name with `count` unread messages. */
function unreadName(count: number): string {
  return count === 0 ? 'Messaggi' : `Messaggi ${count} ${count === 1 ? 'non letto' : 'non letti'}`;
}

async function open(page: Page, route: string) {
  await page.goto(route);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

for (const { route, title, what } of [
  { route: '/moniagioielli', title: 'Scriveteci', what: 'a brochure page' },
  { route: '/civico8', title: 'Scrivimi', what: 'the fashion shop' },
  { route: '/bozzadefault3', title: 'Scriveteci', what: 'the perfume shop' },
]) {
  test(`a visitor sends an enquiry from ${what} (${route}) and is told it arrived`, async ({ page }) => {
    const console = watchConsole(page);
    await open(page, route);
    const subject = `Anello in oro rosa ${tag()}`;
    await fill(page, { subject, title, phone: '+39 333 123 4567' });
    await enquiryForm(page, title).getByRole('button', { name: 'Invia Richiesta' }).click();

    const thanks = page.getByRole('heading', { name: 'Grazie, Giulia!' });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(page.getByText("ti risponderemo al più presto all'indirizzo giulia.bianchi@example.it")).toBeVisible();
    await expect.poll(async () => (await storedWith(subject)).length).toBe(1);
    expect((await storedWith(subject))[0]).toMatchObject({
      first_name: 'Giulia',
      last_name: 'Bianchi',
      email: 'giulia.bianchi@example.it',
      phone: '+39 333 123 4567',
      body: 'Buongiorno,\navete questo anello anche in oro rosa?',
      page: route,
      // The shop whose page it was sent from receives it: each of these shops' id is its route's.
      shop_id: route.slice(1),
      read_at: null,
    });

    await page.getByRole('button', { name: 'Scrivi un altro messaggio' }).click();
    await expect(enquiryForm(page, title).getByLabel('Nome', { exact: true })).toHaveValue('');
    expect(console.errors).toEqual([]);
  });
}

test('bad input is explained next to each field in Italian, and nothing is sent', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/rest/v1/messages')) sent.push(request.url());
  });
  await open(page, '/moniagioielli');
  const form = enquiryForm(page);
  await form.getByRole('button', { name: 'Invia Richiesta' }).click();

  const name = form.getByLabel('Nome', { exact: true });
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Scrivi il tuo nome.');
  await expect(form.getByLabel('Email', { exact: true })).toHaveAccessibleDescription(
    'Scrivi il tuo indirizzo e-mail, così possiamo risponderti.',
  );
  await expect(form.getByText("Scrivi l'oggetto del messaggio.")).toBeVisible();
  await expect(form.getByText('Scrivi il messaggio.')).toBeVisible();
  await expect(form.getByLabel('Telefono (facoltativo)')).not.toHaveAttribute('aria-invalid', 'true');

  await name.fill('G'.repeat(81));
  await expect(name).toHaveAccessibleDescription('Al massimo 80 caratteri: ora sono 81.');
  await name.fill('Giulia');
  await expect(name).not.toHaveAttribute('aria-invalid', 'true');

  const email = form.getByLabel('Email', { exact: true });
  await email.fill('giulia@');
  await expect(email).toHaveAccessibleDescription(
    "L'indirizzo e-mail non sembra completo: scrivilo come nome@esempio.it.",
  );
  const phone = form.getByLabel('Telefono (facoltativo)');
  await phone.fill('chiamami');
  await phone.blur();
  await expect(phone).toHaveAccessibleDescription(/^Il numero può contenere solo cifre/);

  await expectNoAxeViolations(page);
  expect(sent).toEqual([]);
});

test('a failed send keeps what was typed and says so; too many sends say when to retry', async ({ page }) => {
  await open(page, '/');
  const subject = `Non arriverà ${tag()}`;
  await fill(page, { subject });
  const form = enquiryForm(page);

  await page.route('**/rest/v1/messages*', (route) => route.abort('connectionfailed'));
  await form.getByRole('button', { name: 'Invia Richiesta' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Invio non riuscito: il sito non ha risposto. Controlla la connessione e riprova: quello che hai scritto ' +
      'è ancora qui.',
  );
  await expect(form.getByLabel('Oggetto', { exact: true })).toHaveValue(subject);
  await expect(form.getByLabel('Messaggio', { exact: true })).toHaveValue(
    'Buongiorno,\navete questo anello anche in oro rosa?',
  );
  await expect(form.getByRole('button', { name: 'Invia Richiesta' })).toBeEnabled();

  await page.unroute('**/rest/v1/messages*');
  await page.route('**/rest/v1/messages*', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({
        code: 'over_request_rate_limit',
        message: 'Too many messages',
        details: null,
        hint: null,
      }),
    }),
  );
  await form.getByRole('button', { name: 'Invia Richiesta' }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'Hai inviato diversi messaggi in pochi minuti: riprova tra qualche minuto. Quello che hai scritto è ancora qui.',
  );
  await expect(form.getByLabel('Nome', { exact: true })).toHaveValue('Giulia');

  // Once the server answers again, the same text goes through.
  await page.unroute('**/rest/v1/messages*');
  await form.getByRole('button', { name: 'Invia Richiesta' }).click();
  await expect(page.getByRole('heading', { name: 'Grazie, Giulia!' })).toBeVisible();
  await expect.poll(async () => (await storedWith(subject)).length).toBe(1);
});

test('the honeypot is out of sight and out of tab order; a bot filling it is thanked, stored nowhere', async ({
  page,
}) => {
  await open(page, '/moniagioielli');
  const form = enquiryForm(page);
  const trap = form.locator('input[name="sito"]');
  await expect(trap).toHaveAttribute('tabindex', '-1');
  const box = await trap.boundingBox();
  expect(box === null || box.x + box.width <= 0).toBe(true);
  await expect(form.getByRole('textbox', { name: /Sito web/ })).toHaveCount(0);

  const subject = `Offerta imperdibile ${tag()}`;
  await fill(page, { subject });
  await trap.fill('https://spam.example.com', { force: true });
  await form.getByRole('button', { name: 'Invia Richiesta' }).click();
  await expect(page.getByRole('heading', { name: 'Grazie, Giulia!' })).toBeVisible();
  expect(await storedWith(subject)).toEqual([]);
});

test("the form's notice links the shop's privacy page", async ({ page }) => {
  await open(page, '/moniagioielli');
  await enquiryForm(page).getByRole('link', { name: 'informativa sulla privacy' }).click();
  await expect(page).toHaveURL(/\/moniagioielli\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Informativa sulla privacy' })).toBeVisible();
});

test('the owner, already in /admin, sees a new enquiry arrive live, reads it, replies, marks and deletes it', async ({
  page,
  browser,
}) => {
  await page.goto('/admin');
  await page.getByLabel('E-mail').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  const inboxTab = page.getByRole('tab', { name: /^Messaggi/ });
  await expect(inboxTab).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Catalogo' })).toHaveAttribute('aria-selected', 'true');
  // The baseline is what the inbox shows once it has read the stored messages, not before.
  const unreadBefore = await unreadStored();
  await expect(inboxTab).toHaveAccessibleName(unreadName(unreadBefore));

  // A visitor, in another browser, writes from the shop's home page.
  const visitor = await browser.newContext();
  const shopPage = await visitor.newPage();
  await open(shopPage, '/');
  const subject = `Preventivo fede nuziale ${tag()}`;
  await fill(shopPage, { subject });
  await enquiryForm(shopPage).getByRole('button', { name: 'Invia Richiesta' }).click();
  await expect(shopPage.getByRole('heading', { name: 'Grazie, Giulia!' })).toBeVisible();
  await visitor.close();

  // No reload: the toast and the unread badge arrive by themselves.
  await expect(page.getByRole('region', { name: /Notifiche/ }).getByText(`Giulia Bianchi: ${subject}`)).toBeVisible();
  await expect(inboxTab).toHaveAccessibleName(unreadName(unreadBefore + 1));

  await inboxTab.click();
  await expect(inboxTab).toHaveAttribute('aria-selected', 'true');
  const row = page.getByRole('button', { name: new RegExp(subject) });
  await expect(row).toContainText('Giulia Bianchi (non letto)');
  await row.click();
  const detail = page.getByRole('article', { name: subject });
  await expect(detail.getByRole('heading', { name: subject })).toBeFocused();
  await expect(detail).toContainText('avete questo anello anche in oro rosa?');
  await expect(detail.getByRole('link', { name: '/', exact: true })).toBeVisible();
  await expect(row).not.toContainText('(non letto)');
  await expect(inboxTab).toHaveAccessibleName(unreadName(unreadBefore));

  const reply = new URL((await detail.getByRole('link', { name: 'Rispondi via e-mail' }).getAttribute('href')) ?? '');
  expect(reply.protocol).toBe('mailto:');
  expect(decodeURIComponent(reply.pathname)).toBe('giulia.bianchi@example.it');
  expect(reply.searchParams.get('subject')).toBe(`Re: ${subject}`);
  expect(reply.searchParams.get('body')).toContain('> avete questo anello anche in oro rosa?');

  await detail.getByRole('button', { name: 'Segna come risposto' }).click();
  await expect(row).toContainText('Risposto');
  await expect.poll(async () => (await storedWith(subject))[0]?.answered_at ?? null).not.toBeNull();
  await expectNoAxeViolations(page);

  await detail.getByRole('button', { name: 'Elimina' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Eliminare il messaggio?' });
  await expect(dialog).toContainText(subject);
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(row).toBeVisible();
  await detail.getByRole('button', { name: 'Elimina' }).click();
  await dialog.getByRole('button', { name: 'Elimina' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await storedWith(subject)).length).toBe(0);
});

test('the inbox tabs work from the keyboard', async ({ page }) => {
  await page.goto('/admin#messaggi');
  await page.getByLabel('E-mail').fill(OWNER_EMAIL);
  await page.getByLabel('Password').fill(OWNER_PASSWORD);
  await page.getByRole('button', { name: 'Accedi' }).click();
  const inboxTab = page.getByRole('tab', { name: /^Messaggi/ });
  await expect(inboxTab).toHaveAttribute('aria-selected', 'true');
  await inboxTab.focus();
  // The arrow back reaches the pages, Home the catalogue.
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('tab', { name: 'Pagine' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Pagine' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(page.getByRole('tab', { name: 'Catalogo' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Catalogo' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Catalogo' })).toBeVisible();
  // End goes to the last tab (the newsletter's sign-ups), the arrow back to the inbox.
  await page.keyboard.press('End');
  await expect(page.getByRole('tab', { name: /^Iscritti/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(inboxTab).toBeFocused();
  await expect(inboxTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: /^Messaggi/ })).toBeVisible();
});
