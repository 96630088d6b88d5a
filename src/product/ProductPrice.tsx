import { formatPrice } from '../products/price.ts';
import type { Product } from '../products/types.ts';
import { AVAILABILITY_LABELS } from './availability.ts';

/**
 * A product's price, badges and availability as the catalogue's cards and the product page both
 * show them: one look for the piece wherever it appears.
 */

const badgeClass = 'px-2 py-1 text-[10px] leading-none font-semibold tracking-[0.2em]';

/** NUOVO and SALDO (spec §2), over the corner of the product's picture. */
export function Badges({ product, className = 'absolute top-3 left-3' }: { product: Product; className?: string }) {
  if (!product.is_new && !product.is_sale) return null;
  return (
    <div className={`flex gap-1.5 ${className}`}>
      {product.is_new && <span className={`${badgeClass} bg-foreground text-background`}>NUOVO</span>}
      {product.is_sale && <span className={`${badgeClass} bg-[#8b2635] text-white`}>SALDO</span>}
    </div>
  );
}

/**
 * The availability of a piece that cannot simply be bought, over the other corner of its picture:
 * `Venduto`, `Riservato`, `Su ordinazione`. An available piece has no badge.
 */
export function AvailabilityBadge({
  product,
  className = 'absolute top-3 right-3',
}: {
  product: Product;
  className?: string;
}) {
  if (product.availability === 'disponibile') return null;
  const look =
    product.availability === 'su ordinazione'
      ? 'border border-foreground/15 bg-background/90 text-foreground'
      : 'bg-background/90 text-foreground ring-1 ring-foreground/20';
  return (
    <span className={`${badgeClass} uppercase ${look} ${className}`} data-availability={product.availability}>
      {AVAILABILITY_LABELS[product.availability]}
    </span>
  );
}

/** The price in euros, and the struck original price when the piece is on sale. */
export function Price({ product, size = 'text-base' }: { product: Product; size?: string }) {
  return (
    <p className={`flex flex-wrap items-baseline gap-x-2.5 tabular-nums ${size}`}>
      <span className={product.original_price !== null ? 'font-medium text-[#8b2635]' : 'font-medium'}>
        {formatPrice(product.price)}
      </span>
      {product.original_price !== null && (
        <del className="text-[0.875em] text-muted-foreground">
          <span className="sr-only">prezzo originale </span>
          {formatPrice(product.original_price)}
        </del>
      )}
    </p>
  );
}
