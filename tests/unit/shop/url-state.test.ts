import { describe, expect, it } from 'vitest';
import {
  initialState,
  readCatalogueState,
  writeCatalogueState,
  type CatalogueSetup,
  type CatalogueState,
} from '../../../src/shop/url-state.ts';

/** The jewellery shop's catalogue (`/shop`): its three categories, the slider up to 5000 €. */
const jewellery: CatalogueSetup = {
  sort: 'name',
  view: 'grid',
  categories: ['Anelli', 'Orologi', 'Orecchini'],
  priceMax: 5000,
};

const read = (query: string, setup: CatalogueSetup = jewellery) =>
  readCatalogueState(new URLSearchParams(query), setup);

describe('catalogue state in the address', () => {
  it('an address without a query is the initial state', () => {
    expect(read('')).toEqual({ category: 'Tutti', search: '', priceRange: [0, 5000], sort: 'name', view: 'grid' });
  });

  it('the initial state writes an empty query', () => {
    expect(writeCatalogueState(initialState()).toString()).toBe('');
  });

  it('round-trips every value', () => {
    const state: CatalogueState = {
      category: 'Orecchini',
      search: 'perlé rosa',
      priceRange: [200, 1800],
      sort: 'price-desc',
      view: 'list',
    };
    const query = writeCatalogueState(state).toString();
    expect(query).toBe(
      'categoria=orecchini&cerca=perl%C3%A9+rosa&min=200&max=1800&ordina=prezzo-decrescente&vista=elenco',
    );
    expect(read(query)).toEqual(state);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeCatalogueState({ ...initialState(), sort: 'newest' }).toString()).toBe('ordina=novita');
    expect(writeCatalogueState({ ...initialState(), priceRange: [0, 3000] }).toString()).toBe('max=3000');
  });

  it('honours defaults chosen by the site document', () => {
    const defaults: CatalogueSetup = { ...jewellery, sort: 'newest', view: 'list' };
    expect(read('', defaults)).toMatchObject({ sort: 'newest', view: 'list' });
    expect(writeCatalogueState({ ...initialState(defaults), sort: 'name' }, defaults).toString()).toBe('ordina=nome');
    expect(writeCatalogueState(initialState(defaults), defaults).toString()).toBe('');
  });

  it("reads another shop's categories and price range, and none of the jewellery shop's", () => {
    const cless: CatalogueSetup = { ...jewellery, categories: ['Borse', 'Scarpe', 'Cura della pelle'], priceMax: 1500 };
    expect(read('categoria=borse&max=1200', cless)).toMatchObject({ category: 'Borse', priceRange: [0, 1200] });
    expect(read('categoria=cura+della+pelle', cless)).toMatchObject({ category: 'Cura della pelle' });
    expect(read('categoria=anelli&max=3000', cless)).toMatchObject({ category: 'Tutti', priceRange: [0, 1500] });
    expect(writeCatalogueState(initialState(cless), cless).toString()).toBe('');
    expect(writeCatalogueState({ ...initialState(cless), priceRange: [0, 1000] }, cless).toString()).toBe('max=1000');
  });

  it('keeps parameters that are not its own', () => {
    const current = new URLSearchParams('utm_source=newsletter&categoria=anelli');
    expect(writeCatalogueState(initialState(), undefined, current).toString()).toBe('utm_source=newsletter');
  });

  it('reads category and slugs whatever their case', () => {
    expect(read('categoria=OROLOGI&ordina=Prezzo-Crescente&vista=ELENCO')).toMatchObject({
      category: 'Orologi',
      sort: 'price-asc',
      view: 'list',
    });
  });

  it.each([
    ['an unknown category', 'categoria=collane', { category: 'Tutti' }],
    ['an unknown sort', 'ordina=price-asc', { sort: 'name' }],
    ['an unknown view', 'vista=mosaico', { view: 'grid' }],
    ['a price that is not a number', 'min=abc&max=1e3', { priceRange: [0, 5000] }],
    ['a negative price', 'min=-100', { priceRange: [0, 5000] }],
    ['a price off the slider', 'max=9000', { priceRange: [0, 5000] }],
    ['a price between two steps', 'min=150&max=2000', { priceRange: [0, 2000] }],
    ['a minimum above the maximum', 'min=3000&max=1000', { priceRange: [0, 5000] }],
    ['an empty value', 'categoria=&min=&ordina=', { category: 'Tutti', priceRange: [0, 5000], sort: 'name' }],
  ])('falls back to the default for %s', (_, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('trims the search and caps its length', () => {
    expect(read('cerca=%20%20anello%20%20').search).toBe('anello');
    expect(read(`cerca=${'a'.repeat(500)}`).search).toHaveLength(100);
  });

  it('a repeated parameter uses its first value', () => {
    expect(read('categoria=anelli&categoria=orologi').category).toBe('Anelli');
  });
});
