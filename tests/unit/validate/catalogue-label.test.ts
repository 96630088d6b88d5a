import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../../schemas/site.ts';
import { publicFolderIndex } from '../../../scripts/validate/assets.ts';
import { lint } from '../../../scripts/validate/lint.ts';
import { projectSchemaChecker } from '../../../scripts/validate/project.ts';
import { catalogueLabel } from '../../../scripts/validate/rules/catalogue-label.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const checkSchema = projectSchemaChecker(root, siteSchema);
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8')) as Record<string, unknown>;

/** The real catalogue (a jeweller's) beside a shop made from `sites/cless.json` with the given changes. */
function lintShop(change: (document: Record<string, unknown>) => Record<string, unknown>) {
  const shop = change(read('sites/cless.json'));
  return lint({
    files: [
      { file: 'sites/shop.json', text: JSON.stringify(read('sites/shop.json'), null, 2) },
      { file: 'sites/cless.json', text: JSON.stringify(shop, null, 2) },
    ],
    checkSchema,
    assets: publicFolderIndex(path.join(root, 'public')),
    rules: [catalogueLabel],
  });
}

/** A one-section page (hero) whose one button leads to `href` and reads `label`. */
function withButton(label: string, href: string) {
  return (document: Record<string, unknown>) => {
    const [hero] = document.sections as Record<string, unknown>[];
    return {
      ...document,
      header: { catalogue: { label: 'Scopri i gioielli', href: '/shop' } },
      sections: [{ ...hero, actions: [{ label, href }] }],
    };
  };
}

describe('catalogue-label', () => {
  it('warns when a shoe shop links to the jewellery catalogue with a label that does not say so', () => {
    const problems = lintShop(withButton('Scopri la Collezione', '/shop'));
    expect(problems.map((p) => [p.code, p.severity, p.path, p.message, p.hint])).toEqual([
      [
        'catalogue-label',
        'warning',
        'sections[0].actions[0].href',
        'a ShoeStore links to the jewellery catalogue (`/shop`) as "Scopri la Collezione", ' +
          'which does not say it holds jewellery',
        'name what the visitor will find there, e.g. "Scopri i gioielli"',
      ],
    ]);
  });

  it('reports a shop once, at its first unclear link, naming every label', () => {
    const problems = lintShop((document) => {
      const [hero] = document.sections as Record<string, unknown>[];
      return {
        ...document,
        header: { catalogue: { label: 'Scopri i gioielli', href: '/shop' } },
        sections: [
          {
            ...hero,
            actions: [
              { label: 'Borse', href: '/shop' },
              { label: 'Scopri i gioielli', href: '/shop' },
              { label: 'Scarpe', href: '/shop?categoria=anelli' },
              { label: 'Borse', href: '/shop' },
            ],
          },
        ],
      };
    });
    expect(problems.map((p) => [p.path, p.message])).toEqual([
      [
        'sections[0].actions[0].href',
        'a ShoeStore links to the jewellery catalogue (`/shop`) 3 times with labels that do not say it ' +
          'holds jewellery: "Borse", "Scarpe"',
      ],
    ]);
  });

  it('reads a link with a query as a link to the catalogue too', () => {
    const problems = lintShop(withButton('Saldi', '/shop?categoria=anelli'));
    expect(problems.map((p) => p.path)).toEqual(['sections[0].actions[0].href']);
  });

  it('accepts a label that names the jewellery, and links elsewhere', () => {
    expect(lintShop(withButton('Scopri i gioielli', '/shop'))).toEqual([]);
    expect(lintShop(withButton('Gli anelli di Aurea', '/shop'))).toEqual([]);
    expect(lintShop(withButton('Chi siamo', '#about'))).toEqual([]);
  });

  it('says nothing of a jeweller linking to the catalogue', () => {
    const jeweller = (document: Record<string, unknown>) => ({
      ...withButton('Scopri la Collezione', '/shop')(document),
      shop: { ...(document.shop as Record<string, unknown>), businessType: 'JewelryStore' },
    });
    expect(lintShop(jeweller)).toEqual([]);
  });

  it('is a warning: the run still succeeds', () => {
    const problems = lintShop(withButton('Vedi tutto', '/shop'));
    expect(problems.every((p) => p.severity === 'warning')).toBe(true);
  });
});
