/**
 * The kind of shop is required by the schema itself, so no rule of its own: this checks that the
 * schema's message says what to write, on a real document.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../../schemas/site.ts';
import { publicFolderIndex } from '../../../scripts/validate/assets.ts';
import { lint } from '../../../scripts/validate/lint.ts';
import { projectSchemaChecker } from '../../../scripts/validate/project.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const checkSchema = projectSchemaChecker(root, siteSchema);

function lintShop(shop: (shop: Record<string, unknown>) => Record<string, unknown>) {
  const document = JSON.parse(readFileSync(path.join(root, 'sites/cless.json'), 'utf8')) as Record<string, unknown>;
  const text = JSON.stringify({ ...document, shop: shop(document.shop as Record<string, unknown>) }, null, 2);
  return lint({
    // Its catalogue, which its links lead to, is context: the report is on the home page alone.
    files: [
      ...['sites/cless-catalogo.json', 'sites/cless-prodotto.json'].map((file) => ({
        file,
        text: readFileSync(path.join(root, file), 'utf8'),
      })),
      { file: 'sites/cless.json', text },
    ],
    targets: ['sites/cless.json'],
    checkSchema,
    assets: publicFolderIndex(path.join(root, 'public')),
  });
}

describe('the business type', () => {
  it('is required, and the report lists the kinds of shop to choose from', () => {
    const problems = lintShop(({ businessType: _omitted, ...shop }) => shop);
    expect(problems.map((p) => [p.code, p.path, p.message])).toEqual([
      ['schema', 'shop', 'missing property `businessType`'],
    ]);
    expect(problems[0]?.hint).toMatch(/^`businessType` is one of `Store`, `JewelryStore`, .*`HealthAndBeautyStore`/);
  });

  it('suggests the kind meant when it is misspelt', () => {
    const [problem] = lintShop((shop) => ({ ...shop, businessType: 'ShoesStore' }));
    expect(problem).toMatchObject({ path: 'shop.businessType', hint: 'did you mean `ShoeStore`?' });
  });
});
