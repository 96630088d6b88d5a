/**
 * Whose shop a page is (`shop.id`) is required by the schema itself, so no rule of its own: this
 * checks that the schema's message says where and what to write, on a real document.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../../schemas/site.ts';
import { publicFolderIndex } from '../../../scripts/validate/assets.ts';
import { lint } from '../../../scripts/validate/lint.ts';
import { projectSchemaChecker } from '../../../scripts/validate/project.ts';
import { positionOf } from './fixture.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const checkSchema = projectSchemaChecker(root, siteSchema);

function lintShop(shop: (shop: Record<string, unknown>) => Record<string, unknown>) {
  const document = JSON.parse(readFileSync(path.join(root, 'sites/cless.json'), 'utf8')) as Record<string, unknown>;
  const text = JSON.stringify({ ...document, shop: shop(document.shop as Record<string, unknown>) }, null, 2);
  const problems = lint({
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
  return { text, problems };
}

describe('the shop id', () => {
  it('is required: the report names the file, the line of `shop` and what to add', () => {
    const { text, problems } = lintShop(({ id: _omitted, ...shop }) => shop);
    expect(problems.map((p) => [p.code, p.severity, p.file, p.path, p.message, p.hint])).toEqual([
      [
        'schema',
        'error',
        'sites/cless.json',
        'shop',
        'missing property `id`',
        'add `id`: a short lowercase id: letters, digits and -, starting with a letter, e.g. aurea',
      ],
    ]);
    const { line, column } = positionOf(text, '{', '"shop"');
    expect(problems[0]).toMatchObject({ line, column });
  });

  it('has the form of an id', () => {
    const { problems } = lintShop((shop) => ({ ...shop, id: 'Cless Roma' }));
    expect(problems.map((p) => [p.path, p.message, p.hint])).toEqual([
      [
        'shop.id',
        '`Cless Roma` does not have the expected format',
        'a short lowercase id: letters, digits and -, starting with a letter, e.g. aurea',
      ],
    ]);
  });
});
