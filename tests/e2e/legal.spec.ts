import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import type { SiteDocument } from '../../schemas/site.ts';
import { policyKinds, policyLinkLabels, policyRoute, publishesPolicies } from '../../src/site/policies.ts';
import { expectNoAxeViolations } from './support.ts';

/**
 * The shop's legal identity in every footer, and its privacy, cookie and terms pages: routes of the site,
 * pre-rendered and in the sitemap, linked from every footer, saying what the product really keeps.
 */

/** Every document with a footer: its pages publish the shop's policies. Read now, so a new shop is tested too. */
function shops(): SiteDocument[] {
  const dir = path.resolve('sites');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SiteDocument)
    .filter((doc) => publishesPolicies(doc));
}

const address = (route: string) => route.split('/').map(encodeURIComponent).join('/');
const home = (doc: SiteDocument) => doc.routes[0] ?? '/';

for (const doc of shops()) {
  test(`${home(doc)}: the footer shows the Partita IVA and links the shop's privacy, cookie and terms pages`, async ({
    page,
    request,
  }) => {
    await page.goto(address(home(doc)));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(`P.IVA ${doc.shop.legal?.vatID ?? '(none)'}`)).toBeVisible();
    // each policy once: a document's own "Privacy" or "Termini" entry is not listed beside the real page
    await expect(footer.getByRole('listitem').filter({ hasText: /privacy|cookie|termini/i })).toHaveCount(3);
    for (const kind of policyKinds) {
      const label = policyLinkLabels[kind];
      const target = policyRoute(home(doc), kind);
      const href = await footer.getByRole('link', { name: label, exact: true }).getAttribute('href');
      expect(decodeURI(href ?? '')).toBe(target);
      const response = await request.get(address(target), { headers: { 'accept-encoding': 'identity' } });
      expect(response.status(), target).toBe(200);
      expect(await response.text()).toContain(doc.shop.name.replaceAll('&', '&amp;'));
    }
  });
}

test('every shop with a footer publishes policy pages', () => {
  expect(shops().length).toBeGreaterThan(15);
});

test('the privacy page opens from the footer and names the data controller', async ({ page }) => {
  await page.goto('/Cless');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/Cless\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Informativa sulla privacy');
  await expect(page).toHaveTitle('Informativa sulla privacy · Cless');
  const controller = page.locator('section', {
    has: page.getByRole('heading', { name: 'Chi è il titolare del trattamento' }),
  });
  await expect(controller).toContainText('Cless S.r.l. · P.IVA 01234567087 · REA RM-1234508');
  await expect(controller).toContainText('boutique@cless.it');
  await expect(page.getByText('Quando ci scrivi dal modulo di contatto conserviamo')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Torna a Cless' }).click();
  await expect(page).toHaveURL(/\/Cless$/);
});

test('the cookie page lists what the browser keeps, and no page sets a cookie or shows a banner', async ({
  page,
  context,
}) => {
  await page.goto('/bozzadefault2/cookie');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
  await expect(page.getByText('Argenteria Lunare non usa cookie')).toBeVisible();
  await expect(page.getByText('bozzadefault2:hero-text', { exact: true })).toBeVisible();
  await expect(page.getByText('boutique-auth', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  for (const route of ['/', '/bozzadefault2', '/seoul', '/shop']) {
    await page.goto(route);
    await page.locator('html[data-ready]').waitFor({ state: 'attached' });
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  expect(await context.cookies()).toEqual([]);
});

test('a policy page is pre-rendered whole, with its own title and canonical, and is in the sitemap', async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get('/moniagioielli/privacy', { headers: { 'accept-encoding': 'identity' } });
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Informativa sulla privacy · Monia Gioielli</title>');
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/moniagioielli\/privacy" \/>/);
  expect([...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1])).toEqual(['Informativa sulla privacy']);
  expect(html).toContain('Monia Gioielli di Monia Ferretti');

  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const doc of shops()) {
    for (const kind of policyKinds)
      expect(sitemap, doc.id).toContain(`<loc>${baseURL ?? ''}${address(policyRoute(home(doc), kind))}</loc>`);
  }

  const warnings: string[] = [];
  page.on('console', (message) => {
    if (/hydrat|did not match|server rendered/i.test(message.text())) warnings.push(message.text());
  });
  page.on('pageerror', (error) => warnings.push(error.message));
  await page.goto('/moniagioielli/cookie', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cookie policy');
  expect(warnings).toEqual([]);
  // The footer's in-page links lead back to the home page's sections.
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Riparazioni' })).toHaveAttribute(
    'href',
    /^\/moniagioielli#/,
  );
});
