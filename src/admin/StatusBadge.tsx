import type { ProductStatus } from '../products/types.ts';
import { statusLabels } from './product-status.ts';

/** Each state's colour, with a shape so it does not rest on colour alone (a ring for a draft, a dot, a bar). */
const statusTones = {
  bozza: 'border-dashed border-stone-600 bg-background text-stone-900 [--dot:transparent]',
  pubblicato: 'border-emerald-700/40 bg-emerald-700 text-white [--dot:var(--color-white)]',
  archiviato: 'border-stone-700/30 bg-stone-200 text-stone-900 [--dot:var(--color-stone-600)]',
} as const satisfies Record<ProductStatus, string>;

/** "Bozza", "Pubblicato" or "Archiviato", read as "Stato: Bozza". */
export function StatusBadge({ status }: { status: ProductStatus }) {
  return (
    <span
      data-status={status}
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-semibold
        ${statusTones[status]}`}
    >
      <span className="size-1.5 rounded-full border border-current bg-(--dot)" aria-hidden="true" />
      <span className="sr-only">Stato: </span>
      {statusLabels[status]}
    </span>
  );
}
