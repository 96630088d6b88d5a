import { PRODUCT_STATUS_LABELS, PRODUCT_STATUSES, type Product, type ProductStatus } from '../products/types.ts';

/** How the admin names each state: on the list's badges, in its filter, in the editor. */
export const statusLabels = PRODUCT_STATUS_LABELS;

/** What each state means for the shop, said beside the badge in the editor. */
export const statusMeanings = {
  bozza: 'Visibile solo qui: non è nel negozio finché non lo pubblichi.',
  pubblicato: 'Visibile nel negozio: nel catalogo, con la sua pagina.',
  archiviato: 'Tolto dal negozio e conservato qui: puoi pubblicarlo di nuovo quando vuoi.',
} as const satisfies Record<ProductStatus, string>;

/** The list's filter by state: one state, or every product (`null`, "Tutti"). */
export type StatusFilter = ProductStatus | null;

/** The filter's choices in the order shown: "Tutti", then draft, published, archived. */
export const STATUS_FILTER_CHOICES: readonly StatusFilter[] = [null, ...PRODUCT_STATUSES];

export function statusFilterLabel(filter: StatusFilter): string {
  return filter === null ? 'Tutti' : statusLabels[filter];
}

/** The products the list shows under a state filter, in the order given. */
export function productsInStatus(products: readonly Product[], filter: StatusFilter): readonly Product[] {
  return filter === null ? products : products.filter((product) => product.status === filter);
}

/** How many products each choice of the state filter shows. */
export function statusCounts(products: readonly Product[]): Record<ProductStatus | 'tutti', number> {
  const counts = { tutti: products.length, bozza: 0, pubblicato: 0, archiviato: 0 };
  for (const product of products) counts[product.status] += 1;
  return counts;
}

/** What the owner can do to a product in each state, besides Salva (which keeps it). */
export interface StatusActions {
  /** Pubblica: a draft or an archived product (or a new one) goes into the shop. */
  publish: boolean;
  /** Archivia: a published product leaves the shop, after the owner confirms. */
  archive: boolean;
  /** Riporta in bozza: a published or archived product becomes a draft again. */
  toDraft: boolean;
}

export function statusActions(status: ProductStatus): StatusActions {
  return {
    publish: status !== 'pubblicato',
    archive: status === 'pubblicato',
    toDraft: status !== 'bozza',
  };
}

/** The toast after a save that moved the product to `to` (or kept it, `to` = `from`). */
export function savedMessage(mode: 'create' | 'edit', from: ProductStatus, to: ProductStatus) {
  if (to !== from || (mode === 'create' && to === 'pubblicato')) {
    switch (to) {
      case 'pubblicato':
        return { title: 'Prodotto pubblicato', description: 'Ora è visibile nel negozio' };
      case 'archiviato':
        return { title: 'Prodotto archiviato', description: 'Non è più visibile nel negozio' };
      case 'bozza':
        return { title: 'Prodotto riportato in bozza', description: 'Non è più visibile nel negozio' };
    }
  }
  if (mode === 'create')
    return { title: 'Prodotto aggiunto', description: 'Salvato come bozza: non è ancora nel negozio' };
  return { title: 'Prodotto aggiornato', description: 'Le modifiche sono state salvate' };
}
