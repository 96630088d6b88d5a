import { describe, expect, it } from 'vitest';
import { publishProblems, fieldMessages } from '../../../src/admin/product-rules.ts';
import { savedMessage, statusActions, statusCounts } from '../../../src/admin/product-status.ts';
import { product } from './fixtures.ts';

describe("a product's state in the admin", () => {
  it('offers Pubblica to a draft or an archived piece, Archivia to a published one, Riporta in bozza to both', () => {
    expect(statusActions('bozza')).toEqual({ publish: true, archive: false, toDraft: false });
    expect(statusActions('pubblicato')).toEqual({ publish: false, archive: true, toDraft: true });
    expect(statusActions('archiviato')).toEqual({ publish: true, archive: false, toDraft: true });
  });

  it('counts the products of each state', () => {
    const products = [product({ status: 'bozza' }), product(), product(), product({ status: 'archiviato' })];
    expect(statusCounts(products)).toEqual({ tutti: 4, bozza: 1, pubblicato: 2, archiviato: 1 });
  });

  it('says after a save what became of the product in the shop', () => {
    expect(savedMessage('create', 'bozza', 'bozza')).toEqual({
      title: 'Prodotto aggiunto',
      description: 'Salvato come bozza: non è ancora nel negozio',
    });
    expect(savedMessage('create', 'bozza', 'pubblicato').title).toBe('Prodotto pubblicato');
    expect(savedMessage('edit', 'pubblicato', 'pubblicato').title).toBe('Prodotto aggiornato');
    expect(savedMessage('edit', 'pubblicato', 'archiviato')).toEqual({
      title: 'Prodotto archiviato',
      description: 'Non è più visibile nel negozio',
    });
    expect(savedMessage('edit', 'archiviato', 'bozza').title).toBe('Prodotto riportato in bozza');
  });

  it('knows what keeps a product out of the shop, as the database does', () => {
    expect(
      publishProblems({ name: 'Nuovo Prodotto', description: 'Descrizione del nuovo prodotto', price: 0 }),
    ).toEqual({
      name: fieldMessages.nameDefault,
      description: fieldMessages.descriptionDefault,
      price: fieldMessages.priceZero,
    });
    expect(publishProblems({ name: 'Anello Luce', description: '', price: 0.01 })).toEqual({});
    expect(publishProblems({ name: 'Anello Luce', description: '', price: null })).toEqual({});
  });
});
