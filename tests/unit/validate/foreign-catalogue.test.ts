import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../../schemas/site.ts';
import { publicFolderIndex } from '../../../scripts/validate/assets.ts';
import { lint } from '../../../scripts/validate/lint.ts';
import { projectSchemaChecker } from '../../../scripts/validate/project.ts';
import { foreignCatalogue } from '../../../scripts/validate/rules/foreign-catalogue.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const checkSchema = projectSchemaChecker(root, siteSchema);
const assets = publicFolderIndex(path.join(root, 'public'));
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

type Document = Record<string, unknown>;

/** The jewellery shop's catalogue and product page, Cless's own two, and Cless's home as `change` makes it. */
function lintCless(change: (document: Document) => Document, { ownCatalogue = true } = {}) {
  const own = ownCatalogue ? ['sites/cless-catalogo.json', 'sites/cless-prodotto.json'] : [];
  const context = ['sites/shop.json', 'sites/shop-product.json', ...own];
  return lint({
    files: [
      ...context.map((file) => ({ file, text: JSON.stringify(read(file), null, 2) })),
      { file: 'sites/cless.json', text: JSON.stringify(change(read('sites/cless.json')), null, 2) },
    ],
    checkSchema,
    assets,
    rules: [foreignCatalogue],
  });
}

/** Cless's home whose hero has one button leading to `href`. */
function withButton(href: string) {
  return (document: Document) => {
    const [hero, ...rest] = document.sections as Document[];
    return { ...document, sections: [{ ...hero, actions: [{ label: 'Scopri la Collezione', href }] }, ...rest] };
  };
}

describe('foreign-catalogue', () => {
  it("fails a link to another shop's catalogue, naming that shop and this shop's own catalogue", () => {
    const problems = lintCless(withButton('/shop'));
    expect(problems.map((p) => [p.code, p.severity, p.file, p.path, p.message, p.hint])).toEqual([
      [
        'foreign-catalogue',
        'error',
        'sites/cless.json',
        'sections[0].actions[0].href',
        '`/shop` leads to the catalogue of Aurea Gioielli, another shop',
        "link to this shop's own catalogue, `/Cless/catalogo`",
      ],
    ]);
  });

  it('reads the link with a query or a hash, and a product page as the catalogue too', () => {
    expect(lintCless(withButton('/shop?categoria=anelli&da=cless')).map((p) => p.message)).toEqual([
      '`/shop?categoria=anelli&da=cless` leads to the catalogue of Aurea Gioielli, another shop',
    ]);
    expect(lintCless(withButton('/SHOP/#catalogo')).map((p) => p.message)).toEqual([
      '`/SHOP/#catalogo` leads to the catalogue of Aurea Gioielli, another shop',
    ]);
    expect(lintCless(withButton('/shop/anello-solitario-luce')).map((p) => p.message)).toEqual([
      '`/shop/anello-solitario-luce` leads to a product page of Aurea Gioielli, another shop',
    ]);
  });

  it('checks every link of the document: the header, the footer, a product page’s way back', () => {
    const problems = lintCless((document) => ({
      ...document,
      header: { catalogue: { label: 'Catalogo', href: '/shop' } },
    }));
    expect(problems.map((p) => p.path)).toEqual(['header.catalogue.href']);

    const product = { ...read('sites/cless-prodotto.json') };
    product.sections = (product.sections as Document[]).map((section) =>
      section.type === 'product' ? { ...section, catalogueHref: '/shop' } : section,
    );
    const onProductPage = lint({
      files: [
        { file: 'sites/shop.json', text: JSON.stringify(read('sites/shop.json'), null, 2) },
        { file: 'sites/cless-catalogo.json', text: JSON.stringify(read('sites/cless-catalogo.json'), null, 2) },
        { file: 'sites/cless-prodotto.json', text: JSON.stringify(product, null, 2) },
      ],
      checkSchema,
      assets,
      rules: [foreignCatalogue],
    });
    expect(onProductPage.map((p) => [p.file, p.path])).toEqual([
      ['sites/cless-prodotto.json', 'sections[0].catalogueHref'],
    ]);
  });

  it('tells a shop without a catalogue to link a section of its own page', () => {
    const problems = lintCless(withButton('/shop'), { ownCatalogue: false });
    expect(problems.map((p) => p.hint)).toEqual([
      'Cless has no catalogue: link to a section of this page instead (`#contatti`, `#about`, `#collezioni`), ' +
        'or remove the link',
    ]);
  });

  it("accepts the shop's own catalogue and product pages, and another shop's pages that sell nothing", () => {
    expect(lintCless(withButton('/Cless/catalogo?categoria=borse'))).toEqual([]);
    expect(lintCless(withButton('/Cless/catalogo/borsa-tote'))).toEqual([]);
    // A declared route wins over the pattern: the catalogue's privacy page is no product.
    expect(lintCless(withButton('/shop/privacy'))).toEqual([]);
    expect(lintCless(withButton('/#about'))).toEqual([]);
    expect(lintCless(withButton('#contatti'))).toEqual([]);
  });

  it('leaves a document without a well-formed `shop.id` to the schema', () => {
    const problems = lintCless((document) => {
      const { id: _omitted, ...shop } = document.shop as Document;
      return { ...withButton('/shop')(document), shop };
    });
    expect(problems).toEqual([]);
    const misspelt = lintCless((document) => ({ ...document, shop: { ...(document.shop as Document), id: 'Cless' } }));
    expect(misspelt).toEqual([]);
  });

  it('every site document passes', () => {
    const files = readdirSync(path.join(root, 'sites'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ file: `sites/${file}`, text: readFileSync(path.join(root, 'sites', file), 'utf8') }));
    expect(lint({ files, checkSchema, assets, rules: [foreignCatalogue] })).toEqual([]);
  });
});
