import { readdirSync, readFileSync } from 'node:fs';
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
const assets = publicFolderIndex(path.join(root, 'public'));
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

/**
 * The real catalogues of the jewellery shop, Cless and Rebours beside `home`, whose hero has one button
 * reading `label` to `href`.
 */
function lintButton(label: string, href: string, home = 'sites/cless.json') {
  const shop = read(home);
  const [hero, ...rest] = shop.sections as Record<string, unknown>[];
  const changed = { ...shop, sections: [{ ...hero, actions: [{ label, href }] }, ...rest] };
  const catalogues = ['sites/shop.json', 'sites/cless-catalogo.json', 'sites/reboursp-catalogo.json'];
  return lint({
    files: [
      ...catalogues.map((file) => ({ file, text: JSON.stringify(read(file), null, 2) })),
      { file: home, text: JSON.stringify(changed, null, 2) },
    ],
    checkSchema,
    assets,
    rules: [catalogueCategory],
  }).filter((p) => p.file === home && p.path === 'sections[0].actions[0].href');
}

describe('catalogue-category', () => {
  it('fails a link to a category the catalogue does not have, naming the ones it has', () => {
    const problems = lintButton('Cinture', '/Cless/catalogo?categoria=cinture');
    expect(problems.map((p) => [p.code, p.severity, p.path, p.message, p.hint])).toEqual([
      [
        'catalogue-category',
        'error',
        'sections[0].actions[0].href',
        'the catalogue `/Cless/catalogo` has no category "cinture"',
        'use one of /Cless/catalogo?categoria=borse, /Cless/catalogo?categoria=scarpe, ' +
          '/Cless/catalogo?categoria=accessori, or leave it out',
      ],
    ]);
  });

  it('reads the categories of the catalogue the link points at, not those of another', () => {
    // Cless sells bags; the jewellery catalogue does not.
    const problems = lintButton('Borse', '/shop?categoria=borse', 'sites/landing.json');
    expect(problems.map((p) => [p.message, p.hint])).toEqual([
      [
        'the catalogue `/shop` has no category "borse"',
        'use one of /shop?categoria=anelli, /shop?categoria=orologi, /shop?categoria=orecchini, or leave it out',
      ],
    ]);
    expect(lintButton('Anelli', '/shop?categoria=anelli', 'sites/landing.json')).toEqual([]);
  });

  it('writes a category of several words as the catalogue does, and accepts it spelt either way', () => {
    const [problem] = lintButton('Creme', '/reboursp/catalogo?categoria=creme', 'sites/reboursp.json');
    expect(problem?.hint).toBe(
      'use one of /reboursp/catalogo?categoria=fragranze, /reboursp/catalogo?categoria=cura+della+pelle, ' +
        'or leave it out',
    );
    const home = 'sites/reboursp.json';
    expect(lintButton('Skincare', '/reboursp/catalogo?categoria=cura+della+pelle', home)).toEqual([]);
    expect(lintButton('Skincare', '/reboursp/catalogo?categoria=Cura%20della%20pelle', home)).toEqual([]);
  });

  it('warns when a button names a category but opens the whole catalogue', () => {
    const problems = lintButton('Scopri le borse', '/Cless/catalogo');
    expect(problems.map((p) => [p.severity, p.message, p.hint])).toEqual([
      [
        'warning',
        '"Scopri le borse" names the category Borse but opens the whole catalogue',
        'link to /Cless/catalogo?categoria=borse',
      ],
    ]);
    // Singular or plural, and a category of several words.
    expect(lintButton('Una borsa per ogni giorno', '/Cless/catalogo').map((p) => p.hint)).toEqual([
      'link to /Cless/catalogo?categoria=borse',
    ]);
    expect(lintButton('La cura della pelle', '/reboursp/catalogo', 'sites/reboursp.json').map((p) => p.hint)).toEqual([
      'link to /reboursp/catalogo?categoria=cura+della+pelle',
    ]);
  });

  it('accepts a category link, in any case, with the way back or a hash beside it', () => {
    expect(lintButton('Scopri le borse', '/Cless/catalogo?categoria=Borse&da=cless')).toEqual([]);
    expect(lintButton('Scarpe da sera', '/Cless/catalogo?categoria=scarpe#catalogo')).toEqual([]);
  });

  it('leaves alone a label that names no category, or more than one, or a word that only begins like one', () => {
    expect(lintButton('Scopri la collezione', '/Cless/catalogo')).toEqual([]);
    expect(lintButton('Borse e scarpe', '/Cless/catalogo')).toEqual([]);
    expect(lintButton('Borsellini', '/Cless/catalogo')).toEqual([]);
  });

  it("says nothing of a link into another shop's catalogue: that is foreign-catalogue's", () => {
    expect(lintButton('Bracciali', '/shop?categoria=bracciali')).toEqual([]);
  });

  it('every site document passes', () => {
    const files = readdirSync(path.join(root, 'sites'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => ({ file: `sites/${file}`, text: readFileSync(path.join(root, 'sites', file), 'utf8') }));
    expect(lint({ files, checkSchema, assets, rules: [catalogueCategory] })).toEqual([]);
  });
});
