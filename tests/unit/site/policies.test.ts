import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../../schemas/site.ts';
import { policyDocument, policyNamedBy, policyRoute, policyRoutesOf, siteHome } from '../../../src/site/policies.ts';

const sitesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../sites');
const siteFile = (name: string) => JSON.parse(readFileSync(path.join(sitesDir, name), 'utf8')) as SiteDocument;

describe('policy pages', () => {
  it("live under the shop's first route", () => {
    expect(policyRoute('/', 'privacy')).toBe('/privacy');
    expect(policyRoute('/Cless', 'cookie')).toBe('/Cless/cookie');
    expect(policyRoute('/shoop bozza', 'privacy')).toBe('/shoop bozza/privacy');
    expect(policyRoute('/moniagioielli', 'termini')).toBe('/moniagioielli/termini');
    expect(policyRoutesOf(siteFile('landing.json'))).toEqual(['/privacy', '/cookie', '/termini']);
  });

  it('come with a footer: a page without one publishes none', () => {
    expect(policyRoutesOf(siteFile('admin.json'))).toEqual([]);
    expect(policyRoutesOf({ routes: ['/nuovo'], sections: [{ type: 'hero' }] })).toEqual([]);
  });

  it("of a product page are the catalogue's: a pattern route publishes none and links those above it", () => {
    const product = siteFile('shop-product.json');
    expect(policyRoutesOf(product)).toEqual([]);
    expect(siteHome(product)).toBe('/shop');
    expect(policyRoute(siteHome(product), 'privacy')).toBe('/shop/privacy');
    expect(policyRoutesOf(siteFile('shop.json'))).toEqual(['/shop/privacy', '/shop/cookie', '/shop/termini']);
  });

  it("are made from the shop's document: its shop and footer, its own title, what its pages store", () => {
    const site = siteFile('bozzadefault2.json');
    const page = policyDocument(site, 'cookie');
    expect(page).toMatchObject({
      id: 'bozzadefault2-cookie',
      routes: ['/bozzadefault2/cookie'],
      shop: site.shop,
      theme: site.theme,
      meta: { title: 'Cookie policy · Argenteria Lunare' },
    });
    expect(page.meta.description.length).toBeGreaterThanOrEqual(70);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
    expect(page.sections.map((s) => s.type)).toEqual(['policy', 'footer']);
    expect(page.sections[0]).toEqual({
      type: 'policy',
      reveal: false,
      policy: 'cookie',
      home: '/bozzadefault2',
      enquiries: true,
      editableLines: ['bozzadefault2:hero-text'],
    });
    expect(siteHome(page)).toBe('/bozzadefault2');
    expect(siteHome(site)).toBe('/bozzadefault2');
  });

  it("lead the footer's in-page links back to the home page", () => {
    const site = siteFile('moniagioielli.json');
    const footer = policyDocument(site, 'privacy').sections.find((s) => s.type === 'footer');
    const links = footer?.type === 'footer' ? footer.columns.flatMap((c) => c.links.map((l) => l.href)) : [];
    expect(links).toContain('/moniagioielli#services');
    expect(links.filter((href) => href?.startsWith('#'))).toEqual([]);
    const landing = policyDocument(siteFile('landing.json'), 'privacy').sections.find((s) => s.type === 'footer');
    const home = landing?.type === 'footer' ? landing.columns.flatMap((c) => c.links.map((l) => l.href)) : [];
    expect(home.filter((href) => href?.includes('#'))).toEqual(expect.arrayContaining([expect.stringMatching(/^\/#/)]));
  });

  it("make the terms of use from the shop's document, titled for search results", () => {
    const page = policyDocument(siteFile('bozzadefault4.json'), 'termini');
    expect(page).toMatchObject({
      id: 'bozzadefault4-termini',
      routes: ['/bozzadefault4/termini'],
      meta: { title: "Termini e condizioni d'uso · Gioielleria Il Castone" },
      sections: [{ type: 'policy', policy: 'termini', home: '/bozzadefault4' }, { type: 'footer' }],
    });
    expect(page.meta.title.length).toBeLessThanOrEqual(60);
    expect(page.meta.description.length).toBeGreaterThanOrEqual(70);
    expect(page.meta.description.length).toBeLessThanOrEqual(160);
  });

  it("know a footer entry that means one of the shop's pages, to link the real one once", () => {
    expect(policyNamedBy('Termini di Servizio')).toBe('termini');
    expect(policyNamedBy('Termini e condizioni')).toBe('termini');
    expect(policyNamedBy('Privacy')).toBe('privacy');
    expect(policyNamedBy('Cookie policy')).toBe('cookie');
    expect(policyNamedBy('Spedizioni e resi')).toBeUndefined();
  });

  it('say whether the shop has an enquiry form to describe', () => {
    expect(policyDocument(siteFile('seoul.json'), 'privacy').sections[0]).toMatchObject({
      enquiries: false,
      editableLines: [],
    });
  });
});
