import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderAssetList } from '../../../scripts/emit-schemas.ts';
import { lint } from '../../../scripts/validate/lint.ts';
import { publicFolderIndex } from '../../../scripts/validate/assets.ts';
import { projectSchemaChecker, readSiteFolder } from '../../../scripts/validate/project.ts';
import { siteSchema } from '../../../schemas/site.ts';
import { publicAssetIndex, siteSchemaChecker } from '../../../src/pages/site-checks.ts';
import { validatePage, type OtherPage } from '../../../src/pages/validate-page.ts';

const root = path.resolve(import.meta.dirname, '../../..');
type Doc = Record<string, unknown> & { routes: string[]; sections: Record<string, unknown>[]; shop: { id: string } };

const documents: Doc[] = readdirSync(path.join(root, 'sites'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(path.join(root, 'sites', name), 'utf8')) as Doc);
const landing = documents.find((d) => d.routes[0] === '/')!;
const others: OtherPage[] = documents
  .filter((d) => d !== landing)
  .map((d) => ({ route: d.routes[0] ?? '', document: d }));

const check = (document: unknown, current: unknown = landing) =>
  validatePage({
    document,
    route: '/',
    others,
    checkSchema: siteSchemaChecker(),
    assets: publicAssetIndex,
    current,
  });

const changed = (change: (d: Doc) => void): Doc => {
  const copy = structuredClone(landing);
  change(copy);
  return copy;
};

const hero = (d: Doc) => d.sections[0]!;

describe('validatePage', () => {
  it('passes the maintainers’ landing page and returns it completed with the schema’s defaults', () => {
    const result = check(landing);
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(result.valid).toBe(true);
    // The document given stays as written; the completed one has what the schema fills in.
    expect(result.document).not.toBe(landing);
    expect(result.document).toMatchObject({ id: 'landing', routes: ['/', '/bisidefault'] });
  });

  it('reads the document from JSON text too', () => {
    expect(check(JSON.stringify(landing)).valid).toBe(true);
    const broken = check('{ "id": "landing", }');
    expect(broken.valid).toBe(false);
    expect(broken.problems[0]).toMatchObject({ code: 'json-syntax', severity: 'error' });
  });

  it('finds what npm run validate finds, with the same codes and paths', () => {
    const spoiled = changed((d) => {
      hero(d).title = 'T'.repeat(20_000);
      hero(d).actions = [
        { label: 'Uno', href: 'javascript:alert(1)' },
        { label: 'Due', href: '/non-esiste' },
      ];
      d.sections.push({ type: 'galleria' });
    });
    const result = check(spoiled);
    const found = result.problems.map(({ code, path }) => `${code} ${path}`);
    expect(found).toEqual(
      expect.arrayContaining([
        'text-too-long sections[0].title',
        'unsafe-link sections[0].actions[0].href',
        'broken-internal-link sections[0].actions[1].href',
        'unknown-section-type sections[7].type',
      ]),
    );
    expect(result.valid).toBe(false);
    expect(result.document).toBeUndefined();

    // The command line, on the same documents, reports the same problems.
    const files = [
      ...others.map((o, i) => ({ file: `sites/${i}.json`, text: JSON.stringify(o.document) })),
      { file: 'sites/candidate.json', text: JSON.stringify(spoiled, null, 2) },
    ];
    const cli = lint({
      files,
      targets: ['sites/candidate.json'],
      checkSchema: projectSchemaChecker(root, siteSchema),
      assets: publicFolderIndex(path.join(root, 'public')),
    }).filter((d) => d.severity === 'error');
    expect(new Set(result.problems.map(({ code, path }) => `${code} ${path}`))).toEqual(
      new Set(cli.map(({ code, path }) => `${code} ${path}`)),
    );
  });

  it('explains each problem to the owner in Italian, naming the field', () => {
    const result = check(
      changed((d) => {
        delete hero(d).title;
        hero(d).actions = [{ label: 'Scopri', href: '/non-esiste' }];
      }),
    );
    const byCode = Object.fromEntries(result.problems.map((p) => [p.code, p.message]));
    expect(byCode.schema).toBe('Manca il titolo nella sezione 1 «Copertina»: è obbligatorio.');
    expect(byCode['broken-internal-link']).toBe(
      'Il collegamento (nella sezione 1 «Copertina», pulsante 1) porta a «/non-esiste», che non esiste nel sito: ' +
        'scegli una pagina o una sezione esistente.',
    );
  });

  it('knows an image that public/ does not hold', () => {
    const result = check(changed((d) => ((hero(d).image as { src: string }).src = '/images/hero/non-esiste.webp')));
    expect(result.problems).toContainEqual(
      expect.objectContaining({ code: 'missing-asset', path: 'sections[0].image.src', severity: 'error' }),
    );
  });

  it('refuses changed routes or shop, which are the maintainers’', () => {
    const moved = check(changed((d) => (d.routes = ['/', '/altro'])));
    expect(moved.problems).toContainEqual(expect.objectContaining({ code: 'route-changed', path: 'routes' }));
    const otherShop = check(changed((d) => (d.shop.id = 'cless')));
    expect(otherShop.problems).toContainEqual(expect.objectContaining({ code: 'shop-changed', path: 'shop.id' }));
    expect(otherShop.valid).toBe(false);
    // Without the stored document, the first route must still be the page's.
    expect(
      check(
        changed((d) => (d.routes = ['/altro'])),
        undefined,
      ).problems,
    ).toContainEqual(expect.objectContaining({ code: 'route-changed' }));
  });

  it('refuses a page of the shop’s apps (catalogue, product, admin)', () => {
    const shop = documents.find((d) => d.routes[0] === '/shop')!;
    const result = validatePage({
      document: shop,
      route: '/shop',
      others: documents.filter((d) => d !== shop).map((d) => ({ route: d.routes[0] ?? '', document: d })),
      checkSchema: siteSchemaChecker(),
      assets: publicAssetIndex,
      current: shop,
    });
    expect(result.valid).toBe(false);
    expect(result.problems).toContainEqual(
      expect.objectContaining({ code: 'app-page', message: expect.stringContaining('non si modifica') as unknown }),
    );
  });

  it('sees a route another page claims and a link to a page that is gone', () => {
    const withoutStory = others.filter((o) => o.route !== '/Cless');
    const linking = changed((d) => (hero(d).actions = [{ label: 'Cless', href: '/Cless' }]));
    expect(check(linking).valid).toBe(true);
    const gone = validatePage({
      document: linking,
      route: '/',
      others: withoutStory,
      checkSchema: siteSchemaChecker(),
      assets: publicAssetIndex,
    });
    expect(gone.problems).toContainEqual(expect.objectContaining({ code: 'broken-internal-link' }));
  });
});

describe('the committed list of public files', () => {
  it('lists what public/ holds (npm run schemas:emit writes it)', () => {
    expect(readFileSync(path.join(root, 'src/pages/public-assets.json'), 'utf8')).toBe(
      renderAssetList(path.join(root, 'public')),
    );
  });

  it('answers as the folder does', () => {
    const folder = publicFolderIndex(path.join(root, 'public'));
    for (const file of ['/images/hero/jewellery-dark.svg', '/favicon.svg', '/images/nope.webp'])
      expect(publicAssetIndex.exists(file)).toBe(folder.exists(file));
    expect(publicAssetIndex.filesIn('/images/hero')).toEqual(folder.filesIn('/images/hero'));
  });
});

describe('the validator’s sources', () => {
  it('reads the site folder as the command line does', () => {
    expect(readSiteFolder(root, path.join(root, 'sites')).length).toBe(documents.length);
  });
});
