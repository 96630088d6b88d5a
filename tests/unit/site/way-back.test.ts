import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteSchema, type SiteDocument } from '../../../schemas/site.ts';
import { projectSchemaChecker } from '../../../scripts/validate/project.ts';
import { policyDocument } from '../../../src/site/policies.ts';
import {
  isCatalogueLink,
  wayBackParam,
  wayBackSlug,
  withWayBack,
  withWayBackLinks,
} from '../../../src/site/way-back.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const checkSchema = projectSchemaChecker(root, siteSchema);
const load = (name: string) =>
  checkSchema(JSON.parse(readFileSync(path.join(root, 'sites', `${name}.json`), 'utf8'))).completed as SiteDocument;

/** Every `href` of a value, wherever it sits. */
function hrefs(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(hrefs);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === 'href' && typeof child === 'string' ? [child] : hrefs(child),
  );
}

describe('links into the catalogue', () => {
  it('are the catalogue itself, with or without a query, not its product pages', () => {
    expect(isCatalogueLink('/shop')).toBe(true);
    expect(isCatalogueLink('/shop?categoria=anelli')).toBe(true);
    expect(isCatalogueLink('/shop/anello-solitario')).toBe(false);
    expect(isCatalogueLink('/shopping')).toBe(false);
    expect(isCatalogueLink('#contatti')).toBe(false);
  });

  it('carry where they came from, keeping their own query and anchor', () => {
    expect(withWayBack('/shop', 'seoul')).toBe('/shop?da=seoul');
    expect(withWayBack('/shop?categoria=anelli', 'seoul')).toBe('/shop?categoria=anelli&da=seoul');
    expect(withWayBack('/shop#catalogo', 'cless')).toBe('/shop?da=cless#catalogo');
    expect(withWayBack('/shop?da=civico8', 'seoul')).toBe('/shop?da=civico8');
  });

  it('are rewritten on every part of another shop, header included, and nowhere else', () => {
    // The shops' own documents link only their own catalogues (the validator's foreign-catalogue
    // rule); a page made from an older document may still link the jewellery catalogue.
    const seoul = JSON.parse(JSON.stringify(load('seoul')).replaceAll('"/seoul/catalogo', '"/shop')) as ReturnType<
      typeof load
    >;
    const page = withWayBackLinks(seoul);
    const before = hrefs([seoul.sections, seoul.header]);
    const after = hrefs([page.sections, page.header]);
    expect(before.filter((href) => href === '/shop').length).toBeGreaterThan(5);
    expect(after).toEqual(before.map((href) => (isCatalogueLink(href) ? withWayBack(href, 'seoul') : href)));
    // The document itself is left as it was.
    expect(hrefs([seoul.sections, seoul.header])).toEqual(before);
    expect(before).not.toContain('/shop?da=seoul');
  });

  it('name a policy page by the shop it belongs to', () => {
    const privacy = policyDocument(load('cless'), 'privacy');
    expect(wayBackSlug(privacy)).toBe('cless');
    expect(hrefs(withWayBackLinks(privacy).sections).filter(isCatalogueLink)).toEqual(
      hrefs(privacy.sections)
        .filter(isCatalogueLink)
        .map((href) => withWayBack(href, 'cless')),
    );
  });

  it('stay as they are on the catalogue’s own shop and its own pages', () => {
    for (const name of ['landing', 'shop', 'shop-product']) {
      const site = load(name);
      expect(wayBackSlug(site)).toBeNull();
      expect(withWayBackLinks(site)).toBe(site);
    }
    expect(wayBackSlug(policyDocument(load('landing'), 'cookie'))).toBeNull();
  });
});

describe('the way back named in an address', () => {
  it('is a site id or nothing: anything else is never passed on', () => {
    expect(wayBackParam('?da=seoul')).toBe('seoul');
    expect(wayBackParam('?categoria=anelli&da=civico8')).toBe('civico8');
    expect(wayBackParam('')).toBeNull();
    expect(wayBackParam('?da=')).toBeNull();
    expect(wayBackParam('?da=%3Cscript%3E')).toBeNull();
    expect(wayBackParam('?da=Seoul')).toBeNull();
    expect(wayBackParam(`?da=${'a'.repeat(61)}`)).toBeNull();
  });
});
