import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import type { SiteDocument } from '../../schemas/site.ts';
import { isSocialProfile, networkOf } from '../../scripts/validate/social.ts';
import { policyLinkLabels, policyRoute, policyTitles } from '../../src/site/policies.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * Links a visitor can trust: every footer entry that looks like a link is one, to a page that
 * answers; every other entry is plainly text; every social icon opens the shop's own profile; and
 * the terms page each footer links says who the shop is.
 */

/** Every address of a document with a footer, read now so a new shop is tested with no edit here. */
function footerPages(): { route: string; doc: SiteDocument }[] {
  const dir = path.resolve('sites');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SiteDocument)
    .filter((doc) => doc.sections.some((section) => section.type === 'footer'))
    .flatMap((doc) => doc.routes.filter((route) => !route.includes('/:')).map((route) => ({ route, doc })));
}

const address = (route: string) => route.split('/').map(encodeURIComponent).join('/');

for (const { route, doc } of footerPages()) {
  test(`${route}: every footer entry is a link to a page that answers, or plainly text`, async ({
    page,
    request,
    baseURL,
  }) => {
    await page.goto(address(route));
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer.locator('a:not([href]), a[href="#"], a[href=""], [role="link"]')).toHaveCount(0);

    // Each link: an internal page that answers 200 (with the section its anchor names), a section of
    // this page, a mailto:/tel: address, or an absolute external address.
    const hrefs = await footer
      .locator('a[href]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    const origin = baseURL ?? '';
    const checked = new Set<string>();
    for (const href of hrefs) {
      if (checked.has(href)) continue;
      checked.add(href);
      if (/^(mailto|tel):\S+$/.test(href)) continue;
      if (href.startsWith('#')) {
        await expect(page.locator(`[id="${href.slice(1)}"]`), `${route} links ${href}`).toHaveCount(1);
        continue;
      }
      const url = new URL(href, origin);
      if (url.origin !== new URL(origin).origin) {
        expect(href, `${route}: an external link is an absolute address`).toMatch(/^https:\/\/[^/]+/);
        if (networkOf(href)) expect(isSocialProfile(href), `${route}: ${href} names a profile`).toBe(true);
        continue;
      }
      const response = await request.get(`${url.pathname}${url.search}`, {
        headers: { 'accept-encoding': 'identity' },
      });
      expect(response.status(), `${route} links ${href}`).toBe(200);
      if (url.hash) expect(await response.text(), `${route} links ${href}`).toContain(`id="${url.hash.slice(1)}"`);
    }

    // Entries with nowhere to go are text: not focusable, no pointer, no underline even on hover, not
    // in the links' colour.
    const entries = footer.locator('li:not(:has(a))');
    const linkColour = await footer
      .locator('nav li a')
      .first()
      .evaluate((a) => getComputedStyle(a).color)
      .catch(() => undefined);
    for (const entry of await entries.all()) {
      const text = entry.locator('span').first();
      if ((await text.count()) === 0) continue;
      await text.hover();
      const look = await text.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          cursor: style.cursor,
          decoration: style.textDecorationLine,
          color: style.color,
          tabIndex: (element as HTMLElement).tabIndex,
          role: element.getAttribute('role'),
        };
      });
      const label = await text.innerText();
      expect(look.cursor, label).not.toBe('pointer');
      expect(look.decoration, label).toBe('none');
      expect(look.tabIndex, label).toBeLessThan(0);
      expect(look.role, label).toBeNull();
      if (linkColour) expect(look.color, `${label} is not in the links' colour`).not.toBe(linkColour);
    }

    // The terms page is linked once, beside privacy and cookie; a document's own "Termini" entry is gone.
    const terms = await footer.getByRole('link', { name: policyLinkLabels.termini, exact: true }).getAttribute('href');
    expect(decodeURI(terms ?? '')).toBe(policyRoute(doc.routes[0] ?? '/', 'termini'));
    await expect(footer.getByText(/termini/i)).toHaveCount(1);

    // No social link anywhere on the page is a network's home page.
    const pageLinks = await page
      .locator('a[href^="http"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const href of pageLinks.filter((link) => networkOf(link) !== undefined))
      expect(isSocialProfile(href), `${route}: ${href} names a profile`).toBe(true);
  });
}

test('every page with a footer is checked', () => {
  expect(footerPages().length).toBeGreaterThan(20);
});

test("a shop's terms page opens from its footer, says who the shop is in law, and passes axe", async ({ page }) => {
  await page.goto('/moniagioielli');
  await page.getByRole('contentinfo').getByRole('link', { name: policyLinkLabels.termini }).click();
  await expect(page).toHaveURL(/\/moniagioielli\/termini$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(policyTitles.termini);
  await expect(page).toHaveTitle(`${policyTitles.termini} · Monia Gioielli`);
  const publisher = page.locator('section', { has: page.getByRole('heading', { name: 'Chi gestisce il sito' }) });
  await expect(publisher).toContainText('Monia Gioielli di Monia Ferretti · P.IVA 01234567129 · REA MO-1234512');
  await expect(publisher).toContainText('Via Emilia Centro 214, 41121 Modena');
  await expect(publisher.getByRole('link', { name: 'bottega@moniagioielli.it' })).toHaveAttribute(
    'href',
    'mailto:bottega@moniagioielli.it',
  );
  await expect(page.getByRole('heading', { name: 'Richieste di informazioni' })).toBeVisible();
  await expect(page.getByText('Una richiesta non è un ordine')).toBeVisible();
  await expect(page.getByText('il foro di Modena')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Torna a Monia Gioielli' }).click();
  await expect(page).toHaveURL(/\/moniagioielli$/);
});
