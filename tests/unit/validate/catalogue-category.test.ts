import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../../schemas/site.ts';
import { publicFolderIndex } from '../../../scripts/validate/assets.ts';
import { lint } from '../../../scripts/validate/lint.ts';
import { projectSchemaChecker } from '../../../scripts/validate/project.ts';
import { catalogueCategory } from '../../../scripts/validate/rules/catalogue-category.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const checkSchema = projectSchemaChecker(root, siteSchema);
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

/** The real catalogue beside `sites/cless.json` whose hero has one button reading `label` to `href`. */
function lintButton(label: string, href: string) {
  const shop = read('sites/cless.json');
  const [hero] = shop.sections as Record<string, unknown>[];
  const changed = { ...shop, sections: [{ ...hero, actions: [{ label, href }] }] };
  return lint({
    files: [
      { file: 'sites/shop.json', text: JSON.stringify(read('sites/shop.json'), null, 2) },
      { file: 'sites/cless.json', text: JSON.stringify(changed, null, 2) },
    ],
    checkSchema,
    assets: publicFolderIndex(path.join(root, 'public')),
    rules: [catalogueCategory],
  }).filter((p) => p.file === 'sites/cless.json');
}

describe('catalogue-category', () => {
  it('fails a link to a category the catalogue does not have, naming the ones it has', () => {
    const problems = lintButton('Bracciali', '/shop?categoria=bracciali');
    expect(problems.map((p) => [p.code, p.severity, p.path, p.message, p.hint])).toEqual([
      [
        'catalogue-category',
        'error',
        'sections[0].actions[0].href',
        'the catalogue has no category "bracciali"',
        'use one of /shop?categoria=anelli, /shop?categoria=orologi, /shop?categoria=orecchini, or leave it out',
      ],
    ]);
  });

  it('warns when a button names a category but opens the whole catalogue', () => {
    const problems = lintButton('Esplora gli anelli', '/shop');
    expect(problems.map((p) => [p.severity, p.message, p.hint])).toEqual([
      [
        'warning',
        '"Esplora gli anelli" names the category Anelli but opens the whole catalogue',
        'link to /shop?categoria=anelli',
      ],
    ]);
  });

  it('accepts a category link, in any case, with the way back beside it', () => {
    expect(lintButton('Esplora gli anelli', '/shop?categoria=Anelli&da=cless')).toEqual([]);
    expect(lintButton('Orologio da taschino', '/shop?categoria=orologi#catalogo')).toEqual([]);
  });

  it('leaves alone a label that names no category, or more than one', () => {
    expect(lintButton('Scopri la collezione', '/shop')).toEqual([]);
    expect(lintButton('Anelli e orecchini', '/shop')).toEqual([]);
  });

  it('every site document passes', () => {
    const files = ['shop.json', 'landing.json', 'moniagioielli.json', 'inventarioshopbozza.json'].map((file) => ({
      file: `sites/${file}`,
      text: readFileSync(path.join(root, 'sites', file), 'utf8'),
    }));
    const assets = publicFolderIndex(path.join(root, 'public'));
    expect(lint({ files, checkSchema, assets, rules: [catalogueCategory] })).toEqual([]);
  });
});
