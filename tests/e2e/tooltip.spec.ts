import { expect, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations, watchConsole } from './support.ts';

const ROUTE = '/moniagioielli';

/** The paths of the scripts the page has requested so far. */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const tooltipCode = (scripts: string[]) => scripts.filter((script) => /\/tooltip-radix-[\w-]+\.js$/.test(script));

async function openHydrated(page: Page): Promise<void> {
  // Without the reveal's slide the icon stays under the pointer while the tooltip waits its 700 ms.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(ROUTE);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

const instagram = (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name: 'Instagram (si apre in una nuova scheda)', exact: true });

test('the tooltip code arrives with the first hover, on the same link, and the tooltip opens after the delay', async ({
  page,
}) => {
  const console = watchConsole(page);
  const scripts = watchScripts(page);
  await openHydrated(page);
  expect(tooltipCode(scripts)).toEqual([]);

  const link = instagram(page);
  await link.evaluate((node) => Object.assign(node, { keptAcrossLoad: true }));
  await link.hover();
  const tooltip = page.getByRole('tooltip', { name: 'Instagram' });
  await expect(tooltip).toBeVisible();
  expect(tooltipCode(scripts)).toHaveLength(1);
  // The link under the pointer is the element the page was rendered with, not a new one.
  expect(await link.evaluate((node) => (node as HTMLElement & { keptAcrossLoad?: boolean }).keptAcrossLoad)).toBe(true);
  await expect(link).toHaveAttribute('aria-describedby', /.+/);

  await page.mouse.move(0, 0, { steps: 10 });
  await expect(tooltip).toBeHidden();
  expect(console.errors).toEqual([]);
});

test('keyboard focus shows the tooltip at once, Escape hides it and the focus stays', async ({ page }) => {
  const console = watchConsole(page);
  await openHydrated(page);
  const link = instagram(page);
  await link.focus();
  const tooltip = page.getByRole('tooltip', { name: 'Instagram' });
  await expect(tooltip).toBeVisible();
  await expect(link).toBeFocused();
  // Focus scrolled the footer into view: the header turns solid over the page, as the visitor sees it.
  await expect(page.locator('[data-site-header]')).toHaveAttribute('data-state', 'solid');
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(tooltip).toBeHidden();
  await expect(link).toBeFocused();
  expect(console.errors).toEqual([]);
});

test('the edit button of the hero line has its tooltip on focus', async ({ page }) => {
  await page.goto('/bozzadefault2');
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const edit = page.getByRole('button', { name: /^Modifica il testo/ });
  await edit.focus();
  await expect(page.getByRole('tooltip', { name: 'Modifica il testo (anche con doppio clic)' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Testo in evidenza')).toBeFocused();
});
