import { describe, expect, it } from 'vitest';
import {
  filterProducts,
  inPriceRange,
  NO_FILTERS,
  normalizeText,
  sortProducts,
  visibleProducts,
  type CatalogueFilters,
} from '../../../src/shop/filters.ts';
import { product } from './fixtures.ts';

const solitaire = product({
  name: 'Anello Solitario',
  category: 'Anelli',
  price: 1500,
  description: 'Diamante taglio brillante.',
});
const pearls = product({
  name: 'Orecchini Perlé',
  category: 'Orecchini',
  price: 320,
  description: 'Perle di acqua dolce.',
});
const chrono = product({
  name: 'Cronografo Sport',
  category: 'Orologi',
  price: 5000,
  description: 'Acciaio e zaffiro.',
});
const eternity = product({
  name: 'Anello Eternità',
  category: 'Anelli',
  price: 0,
  description: 'Una fila di brillanti.',
});
const gold = product({
  name: 'Orologio Oro',
  category: 'Orologi',
  price: 7200,
  description: 'Cassa in oro giallo 18 kt.',
});
const all = [solitaire, pearls, chrono, eternity, gold];

const names = (list: readonly { name: string }[]) => list.map((p) => p.name);
const withFilters = (filters: Partial<CatalogueFilters>) => filterProducts(all, { ...NO_FILTERS, ...filters });

describe('category', () => {
  it('Tutti keeps every product', () => {
    expect(withFilters({ category: 'Tutti' })).toHaveLength(all.length);
  });

  it('one category keeps only its products', () => {
    expect(names(withFilters({ category: 'Anelli' }))).toEqual(['Anello Solitario', 'Anello Eternità']);
    expect(names(withFilters({ category: 'Orologi' }))).toEqual(['Cronografo Sport', 'Orologio Oro']);
  });
});

describe('price range', () => {
  it('is inclusive at both ends', () => {
    expect(inPriceRange(300, [300, 1500])).toBe(true);
    expect(inPriceRange(1500, [300, 1500])).toBe(true);
    expect(inPriceRange(299.99, [300, 1500])).toBe(false);
    expect(inPriceRange(1500.01, [300, 1500])).toBe(false);
  });

  it('keeps a free piece at the bottom of the slider', () => {
    expect(names(withFilters({ priceRange: [0, 0] }))).toEqual(['Anello Eternità']);
  });

  it('treats the top of the slider as "and above"', () => {
    expect(names(withFilters({ priceRange: [5000, 5000] }))).toEqual(['Cronografo Sport', 'Orologio Oro']);
    expect(names(withFilters({ priceRange: [0, 4900] }))).not.toContain('Orologio Oro');
  });

  it('combines with the category', () => {
    expect(names(withFilters({ category: 'Anelli', priceRange: [100, 5000] }))).toEqual(['Anello Solitario']);
  });
});

describe('search', () => {
  it('ignores accents in the query and in the product', () => {
    expect(names(withFilters({ search: 'perle' }))).toEqual(['Orecchini Perlé']);
    expect(names(withFilters({ search: 'PERLÉ' }))).toEqual(['Orecchini Perlé']);
    expect(names(withFilters({ search: 'eternita' }))).toEqual(['Anello Eternità']);
  });

  it('looks in the description too', () => {
    expect(names(withFilters({ search: 'zaffiro' }))).toEqual(['Cronografo Sport']);
  });

  it('needs every word, in any order', () => {
    expect(names(withFilters({ search: '  brillanti   anello ' }))).toEqual(['Anello Eternità']);
    expect(withFilters({ search: 'anello zaffiro' })).toEqual([]);
  });

  it('an empty or blank query filters nothing', () => {
    expect(withFilters({ search: '   ' })).toHaveLength(all.length);
  });

  it('normalises case and diacritics', () => {
    expect(normalizeText('Perlé Àncora ÇA')).toBe('perle ancora ca');
  });

  it('sees a changed product, not a remembered one', () => {
    const renamed = { ...pearls, name: 'Orecchini Cerchio', description: 'Oro rosa.' };
    expect(filterProducts([renamed], { ...NO_FILTERS, search: 'perle' })).toEqual([]);
  });
});

describe('sorting', () => {
  it('by name follows Italian collation, ignoring case and accents', () => {
    const list = [
      product({ name: 'orologio' }),
      product({ name: 'Écrin' }),
      product({ name: 'Anello 10' }),
      product({ name: 'Anello 9' }),
    ];
    expect(names(sortProducts(list, 'name'))).toEqual(['Anello 9', 'Anello 10', 'Écrin', 'orologio']);
  });

  it('by price, both ways, with equal prices ordered by name', () => {
    expect(names(sortProducts(all, 'price-asc'))).toEqual([
      'Anello Eternità',
      'Orecchini Perlé',
      'Anello Solitario',
      'Cronografo Sport',
      'Orologio Oro',
    ]);
    expect(names(sortProducts(all, 'price-desc'))).toEqual([
      'Orologio Oro',
      'Cronografo Sport',
      'Anello Solitario',
      'Orecchini Perlé',
      'Anello Eternità',
    ]);
    const tie = [product({ name: 'Bracciale', price: 50 }), product({ name: 'Anello', price: 50 })];
    expect(names(sortProducts(tie, 'price-desc'))).toEqual(['Anello', 'Bracciale']);
  });

  it('newest first by creation time, whatever the timestamp format', () => {
    const older = product({ name: 'Vecchio', created_at: '2026-03-01T10:00:00+00:00' });
    const newer = product({ name: 'Nuovo', created_at: '2026-03-01T12:30:00.123456+02:00' });
    const newest = product({ name: 'Recente', created_at: '2026-03-02T00:00:00Z' });
    expect(names(sortProducts([older, newest, newer], 'newest'))).toEqual(['Recente', 'Nuovo', 'Vecchio']);
  });

  it('leaves its input alone', () => {
    const input = [...all];
    sortProducts(input, 'price-asc');
    expect(input).toEqual(all);
  });

  it('filters then sorts', () => {
    expect(names(visibleProducts(all, { ...NO_FILTERS, category: 'Orologi' }, 'price-asc'))).toEqual([
      'Cronografo Sport',
      'Orologio Oro',
    ]);
  });
});

describe('sorting a live list', () => {
  it('sorts each list once per order and sees a new list after a change', () => {
    const list = [product({ name: 'B', price: 2 }), product({ name: 'A', price: 1 })];
    expect(sortProducts(list, 'name')).toBe(sortProducts(list, 'name'));
    const changed = [...list, product({ name: 'C', price: 0 })];
    expect(names(sortProducts(changed, 'price-asc'))).toEqual(['C', 'A', 'B']);
  });
});

describe('filtering a list not sorted yet', () => {
  it('gives the same result as filtering the sorted list', () => {
    const list = Array.from({ length: 40 }, (_, i) =>
      product({ name: `Pezzo ${(i * 7) % 40}`, price: (i * 130) % 5000, category: i % 2 ? 'Anelli' : 'Orologi' }),
    );
    const filters = { ...NO_FILTERS, category: 'Anelli' as const, priceRange: [500, 4000] as const };
    for (const sort of ['name', 'price-asc', 'price-desc', 'newest'] as const) {
      const fresh = visibleProducts([...list], filters, sort);
      const expected = sortProducts(list, sort).filter(
        (p) => p.category === 'Anelli' && p.price >= 500 && p.price <= 4000,
      );
      expect(fresh).toEqual(expected);
      expect(visibleProducts(list, filters, sort)).toEqual(expected);
    }
  });
});
