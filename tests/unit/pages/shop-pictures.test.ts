import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingAsset, storedPictureShop } from '../../../scripts/validate/rules/missing-asset.ts';
import { publicAssetIndex, siteSchemaChecker } from '../../../src/pages/site-checks.ts';
import { validatePage, type OtherPage } from '../../../src/pages/validate-page.ts';
import { lintFixture, site } from '../validate/fixture.ts';

/**
 * The shop's own stored pictures (uploaded in the editor or the catalogue, under its folder of
 * `product-images`) are valid pictures of its pages, in the `pages` function, the editor and
 * `npm run validate` alike; another shop's are refused at the field, in Italian.
 */

const root = path.resolve(import.meta.dirname, '../../..');
type Doc = Record<string, unknown> & { routes: string[]; sections: Record<string, unknown>[] };

const documents: Doc[] = readdirSync(path.join(root, 'sites'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(root, 'sites', name), 'utf8')) as Doc);
const landing = documents.find((d) => d.routes[0] === '/')!;
const others: OtherPage[] = documents
  .filter((d) => d !== landing)
  .map((d) => ({ route: d.routes[0] ?? '', document: d }));

const stored = (shop: string, name = 'pagine/m3k9x2-a1b2c3-1200.webp') =>
  `/storage/v1/object/public/product-images/${shop}/${name}`;

/** The home page (shop `aurea`) with its hero's picture at `src`. */
function homeWithPicture(src: string) {
  const document = structuredClone(landing);
  document.sections[0] = { ...document.sections[0], image: { src, alt: 'La vetrina', width: 1200, height: 1200 } };
  return validatePage({
    document,
    route: '/',
    others,
    checkSchema: siteSchemaChecker(),
    assets: publicAssetIndex,
    current: landing,
  });
}

describe('a shop’s stored pictures', () => {
  it('tells whose folder a stored picture is in', () => {
    expect(storedPictureShop(stored('aurea'))).toBe('aurea');
    expect(storedPictureShop('/storage/v1/object/public/product-images/cless/1f0c/anello-800.webp')).toBe('cless');
    expect(storedPictureShop('/images/hero/jewellery-dark.svg')).toBeUndefined();
    expect(storedPictureShop('/storage/v1/object/public/hero-videos/aurea/landing.mp4')).toBeUndefined();
  });

  it('passes a picture of the page’s own shop, uploaded in the editor or with a product', () => {
    for (const src of [stored('aurea'), stored('aurea', '1f0c2a/anello-800.webp')]) {
      const result = homeWithPicture(src);
      expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
      expect(result.valid).toBe(true);
    }
  });

  it('refuses another shop’s picture at the field, in Italian', () => {
    const result = homeWithPicture(stored('cless'));
    expect(result.valid).toBe(false);
    expect(result.problems).toContainEqual({
      path: 'sections[0].image.src',
      code: 'missing-asset',
      severity: 'error',
      message:
        "Il file (nella sezione 1 «Copertina») è un'immagine caricata da un altro negozio: " +
        "scegli un'immagine di questo negozio o caricane una nuova.",
    });
  });

  it('is checked by npm run validate too: a document of sites/ may name its shop’s stored pictures', () => {
    const own = site({
      shop: { id: 'negozio' },
      sections: [{ type: 'hero', title: 'Ciao', image: { src: stored('negozio'), alt: '' } }],
    });
    expect(lintFixture({ 'sites/negozio.json': own }, { rules: [missingAsset] })).toEqual([]);

    const foreign = site({
      shop: { id: 'negozio' },
      sections: [{ type: 'hero', title: 'Ciao', image: { src: stored('altro'), alt: '' } }],
    });
    expect(lintFixture({ 'sites/negozio.json': foreign }, { rules: [missingAsset] })).toMatchObject([
      {
        code: 'missing-asset',
        path: 'sections[0].image.src',
        message:
          `\`${stored('altro')}\` is a picture stored by the shop \`altro\`, ` + "not by this page's shop (`negozio`)",
      },
    ]);

    const climbing = site({
      shop: { id: 'negozio' },
      sections: [
        { type: 'hero', title: 'Ciao', image: { src: stored('negozio', '../altro/pagine/x-800.webp'), alt: '' } },
      ],
    });
    expect(lintFixture({ 'sites/negozio.json': climbing }, { rules: [missingAsset] })).toMatchObject([
      { code: 'missing-asset', message: expect.stringContaining('uses `.` or `..` segments') as unknown },
    ]);
  });
});
