/**
 * Filter and sort cost of the catalogue with 10,000 products, in Node (the same functions the page
 * runs). For the whole interaction in a browser see catalogue-browser.ts.
 *
 *   npx tsx scripts/bench/catalogue.ts [products=10000] [runs=200]
 */
import { NO_FILTERS, visibleProducts, type CatalogueFilters } from '../../src/shop/filters.ts';
import type { Product } from '../../src/products/types.ts';
import type { SortKey } from '../../src/shop/vocabulary.ts';
import { generateProducts, ms, summarise } from './catalogue-data.ts';

const count = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 200);

const scenarios: { label: string; filters: Partial<CatalogueFilters>; sort: SortKey }[] = [
  { label: 'all, by name', filters: {}, sort: 'name' },
  { label: 'category Anelli, by name', filters: { category: 'Anelli' }, sort: 'name' },
  { label: 'price 500–2500 €, price ascending', filters: { priceRange: [500, 2500] }, sort: 'price-asc' },
  { label: 'all, price descending', filters: {}, sort: 'price-desc' },
  { label: 'all, newest', filters: {}, sort: 'newest' },
  { label: 'search "perle", by name', filters: { search: 'perle' }, sort: 'name' },
  {
    label: 'search "oro diamante" in Orecchini',
    filters: { search: 'oro diamante', category: 'Orecchini' },
    sort: 'name',
  },
];

function measure(list: () => readonly Product[], filters: Partial<CatalogueFilters>, sort: SortKey) {
  const samples: number[] = [];
  let shown = 0;
  for (let run = 0; run < runs; run += 1) {
    const products = list();
    const started = performance.now();
    shown = visibleProducts(products, { ...NO_FILTERS, ...filters }, sort).length;
    samples.push(performance.now() - started);
  }
  return { ...summarise(samples), shown };
}

const products = generateProducts(count);
// A copy of the array is a list the page has not sorted yet (as right after a live change).
const variants = [
  { title: 'filter change (list already in this order)', list: () => products },
  { title: 'first use of an order (new list, e.g. after a live change)', list: () => [...products] },
];

console.log(`${count} products, ${runs} runs per scenario (Node ${process.version})`);
for (const { title, list } of variants) {
  console.log(`\n${title}`);
  console.log(
    'scenario'.padEnd(40),
    'median'.padStart(10),
    'p95'.padStart(10),
    'max'.padStart(10),
    'shown'.padStart(7),
  );
  for (const { label, filters, sort } of scenarios) {
    const { median, p95, max, shown } = measure(list, filters, sort);
    console.log(
      label.padEnd(40),
      ms(median).padStart(10),
      ms(p95).padStart(10),
      ms(max).padStart(10),
      String(shown).padStart(7),
    );
  }
}
