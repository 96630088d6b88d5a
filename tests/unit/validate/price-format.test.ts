import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { siteSchema } from '../../../schemas/site.ts';
import { formatPrice } from '../../../src/products/price.ts';
import { publicFolderIndex } from '../../../scripts/validate/assets.ts';
import { lint } from '../../../scripts/validate/lint.ts';
import { projectSchemaChecker } from '../../../scripts/validate/project.ts';
import { catalogueFormatted, priceFormat } from '../../../scripts/validate/rules/price-format.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const checkSchema = projectSchemaChecker(root, siteSchema);

describe('price-format', () => {
  it('rewrites a price the way the catalogue writes it, and leaves other numbers alone', () => {
    expect(catalogueFormatted('da 1.450 €')).toBe('da 1450,00 €');
    expect(catalogueFormatted('420€')).toBe('420,00 €');
    expect(catalogueFormatted('12.500,5 €')).toBe('12.500,50 €');
    expect(catalogueFormatted('Gratuita oltre 150 €, consegna in 48 ore')).toBe(
      'Gratuita oltre 150,00 €, consegna in 48 ore',
    );
    expect(catalogueFormatted('Spedizione oltre 100 EUR, dal 1998')).toBe('Spedizione oltre 100 EUR, dal 1998');
    // The same text as the catalogue's own formatter, but for the space it puts before the sign.
    expect(catalogueFormatted('1234,5 €')).toBe(formatPrice(1234.5).replace('\u00a0', ' '));
  });

  it('warns at the text that writes a price another way, with the text to write', () => {
    const document = JSON.parse(readFileSync(path.join(root, 'sites/landing.json'), 'utf8')) as {
      sections: { items?: { price?: string }[] }[];
    };
    const collections = document.sections.find((section) => section.items?.some((item) => item.price));
    if (!collections?.items?.[0]) throw new Error('the landing page has no priced collection');
    collections.items[0].price = 'da 1.450 €';
    const problems = lint({
      files: [{ file: 'sites/landing.json', text: JSON.stringify(document, null, 2) }],
      checkSchema,
      assets: publicFolderIndex(path.join(root, 'public')),
      rules: [priceFormat],
    });
    expect(problems.map((p) => [p.code, p.severity, p.message, p.hint])).toEqual([
      ['price-format', 'warning', '"da 1.450 €" writes a price differently from the catalogue', 'write "da 1450,00 €"'],
    ]);
    expect(problems[0]?.path).toMatch(/^sections\[\d+\]\.items\[0\]\.price$/);
  });
});
