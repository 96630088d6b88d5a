import { expect, test, type Page } from './fixtures.ts';

/**
 * "Aperto ora" reads the shop's hours and closures in Italy's time, with Playwright's clock fixed:
 * /moniagioielli is open Monday to Friday 9-18 and Saturday 9-13, closed for holidays from 9 to 25
 * August 2027. The pre-rendered page holds an empty line of the same size, filled after hydration.
 */

const ROUTE = '/moniagioielli';

/** The status lines of the contact block and of the footer. */
const statusLines = (page: Page) => page.locator('.open-status');

async function openAt(page: Page, moment: string) {
  await page.clock.setFixedTime(new Date(moment));
  await page.goto(ROUTE);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

const cases = [
  { when: 'a weekday morning', at: '2026-11-25T10:00:00+01:00', text: 'Aperto ora · chiude alle 18:00' },
  { when: 'a weekday evening', at: '2026-11-25T19:30:00+01:00', text: 'Chiuso · apre domani alle 9:00' },
  { when: 'a Saturday afternoon', at: '2026-11-28T15:00:00+01:00', text: 'Chiuso · apre lunedì alle 9:00' },
  { when: 'a Sunday', at: '2026-11-29T11:00:00+01:00', text: 'Chiuso · apre domani alle 9:00' },
  { when: 'a day of the summer closure', at: '2027-08-16T10:00:00+02:00', text: 'Chiuso per ferie fino al 25 agosto' },
  // 8:30 in Rome is 7:30 UTC: the visitor's clock does not decide.
  { when: 'a winter morning before opening', at: '2026-11-25T07:30:00Z', text: 'Chiuso · apre alle 9:00' },
];

for (const { when, at, text } of cases) {
  test(`on ${when} the contact block and the footer say "${text}"`, async ({ page }) => {
    await openAt(page, at);
    await expect(statusLines(page)).toHaveCount(2);
    for (const line of await statusLines(page).all()) await expect(line).toHaveText(text);
  });
}

test('the pre-rendered page holds an empty line, filled after hydration with no warning and no shift', async ({
  browser,
  request,
}) => {
  const html = await (await request.get(ROUTE, { headers: { 'accept-encoding': 'identity' } })).text();
  expect(html).toMatch(
    /<p class="open-status[^"]*" data-open-status="" data-hours="[^"]+" data-closures="[^"]*" data-state="pending" aria-hidden="true"><\/p>/,
  );

  /** Where the status line and the hours below it sit, by layout (transforms of the entrance ignored). */
  const layout = (page: Page) =>
    page.evaluate(() => {
      const line = document.querySelector<HTMLElement>('.open-status');
      const list = line?.nextElementSibling as HTMLElement | null | undefined;
      return { height: line?.offsetHeight, width: line?.offsetWidth, listTop: list?.offsetTop };
    });

  for (const width of [390, 1440]) {
    const viewport = { width, height: 900 };
    const still = await browser.newContext({ javaScriptEnabled: false, viewport });
    const stillPage = await still.newPage();
    await stillPage.goto(ROUTE);
    const before = await layout(stillPage);
    await still.close();

    const live = await browser.newContext({ viewport });
    const page = await live.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|server rendered/i.test(message.text())) warnings.push(message.text());
    });
    await page.clock.setFixedTime(new Date('2027-08-16T10:00:00+02:00'));
    await page.goto(ROUTE);
    await expect(statusLines(page).first()).toHaveText('Chiuso per ferie fino al 25 agosto');
    expect(await layout(page)).toEqual(before);
    expect(warnings).toEqual([]);
    await live.close();
  }
});

test('the line turns with the clock: at closing time it says when the shop opens again', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-27T17:59:00+01:00') });
  await page.goto(ROUTE);
  await expect(statusLines(page).first()).toHaveText('Aperto ora · chiude alle 18:00');
  await page.clock.runFor(61_000);
  await expect(statusLines(page).first()).toHaveText('Chiuso · apre domani alle 9:00');
});

test('a shop with a lunch break is closed at lunch and says when it opens', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-25T14:00:00+01:00'));
  await page.goto('/biologioielli');
  await expect(page.locator('.open-status').first()).toHaveText('Chiuso · apre alle 15:30');
  await expect(page.getByText('9:30 - 13:00, 15:30 - 19:30')).toBeVisible();
});

test('the contact block calls, chats and gives directions with plain links', async ({ page }) => {
  await page.goto(ROUTE);
  await expect(page.getByRole('link', { name: '+39 059 223 4517' }).first()).toHaveAttribute(
    'href',
    'tel:+390592234517',
  );
  const whatsapp = page.getByRole('link', { name: /Scrivici su WhatsApp/ });
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/393401234512');
  await expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
  const directions = page.getByRole('link', { name: /^Indicazioni/ });
  await expect(directions).toHaveAttribute(
    'href',
    'https://www.google.com/maps/dir/?api=1&destination=Via%20Emilia%20Centro%20214%2C%2041121%20Modena%2C%20Italia',
  );
  await expect(directions).toHaveAttribute('target', '_blank');
  // A link, not a map: nothing from another host is embedded.
  await expect(page.locator('iframe')).toHaveCount(0);
});
