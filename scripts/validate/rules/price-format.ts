import { formatPrice } from '../../../src/products/price.ts';
import type { JsonPath } from '../json-document.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta } from '../types.ts';

const meta: RuleMeta = {
  code: 'price-format',
  severity: 'warning',
  description:
    "A price written in a page is not in the catalogue's format (`1450,00 €`), so the same shop shows " +
    'prices two ways.',
};

/** An amount before a euro sign: `1.450 €`, `24,00€`, `€ 89` is not matched (the sign comes after in Italian). */
const price = /(?<![\d.,])(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?[\s\u00a0]?€/g;

/** Every string of a document, with where it is. */
function* strings(value: unknown, path: JsonPath = []): Generator<{ path: JsonPath; text: string }> {
  if (typeof value === 'string') yield { path, text: value };
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, [...path, index]);
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, [...path, key]);
}

/** The text with each price as the catalogue writes it (a normal space is as good as U+00A0). */
export function catalogueFormatted(text: string): string {
  return text.replace(price, (_, whole: string, cents: string | undefined) => {
    const amount = Number(whole.replaceAll('.', '')) + Number((cents ?? '0').padEnd(2, '0')) / 100;
    return formatPrice(amount).replace('\u00a0', ' ');
  });
}

export const priceFormat: Rule = {
  meta,
  check(context) {
    const problems: Problem[] = [];
    for (const site of parsedSites(context)) {
      for (const { path, text } of strings(site.document)) {
        const expected = catalogueFormatted(text);
        if (expected === text.replaceAll('\u00a0', ' ')) continue;
        problems.push(
          problem(meta, {
            file: site.file,
            path,
            message: `"${text}" writes a price differently from the catalogue`,
            hint: `write "${expected}"`,
          }),
        );
      }
    }
    return problems;
  },
};
