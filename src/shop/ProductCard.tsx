import { memo, type SyntheticEvent } from 'react';
import { formatPrice } from '../products/price.ts';
import { PLACEHOLDER_IMAGE, type Product } from '../products/types.ts';
import type { CatalogueView } from './vocabulary.ts';

/** The demo pictures are 800×800; uploaded ones are shown in the same square frame. */
const IMAGE_SIZE = 800;

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

const badgeClass = 'px-2 py-1 text-[10px] leading-none font-semibold tracking-[0.2em]';

function Badges({ product }: { product: Product }) {
  if (!product.is_new && !product.is_sale) return null;
  return (
    <div className="absolute top-3 left-3 flex gap-1.5">
      {product.is_new && <span className={`${badgeClass} bg-foreground text-background`}>NUOVO</span>}
      {product.is_sale && <span className={`${badgeClass} bg-[#8b2635] text-white`}>SALDO</span>}
    </div>
  );
}

function Price({ product }: { product: Product }) {
  return (
    <p className="flex flex-wrap items-baseline gap-x-2.5 text-base tabular-nums">
      <span className={product.original_price !== null ? 'font-medium text-[#8b2635]' : 'font-medium'}>
        {formatPrice(product.price)}
      </span>
      {product.original_price !== null && (
        <del className="text-sm text-muted-foreground">
          <span className="sr-only">prezzo originale </span>
          {formatPrice(product.original_price)}
        </del>
      )}
    </p>
  );
}

interface ProductCardProps {
  product: Product;
  view: CatalogueView;
  /** Pictures in the first row load at once, the others when they come near the view. */
  eager: boolean;
}

/** One product: picture, badges, name, two lines of description, price (spec §2). */
export const ProductCard = memo(function ProductCard({ product, view, eager }: ProductCardProps) {
  const picture = (
    <img
      src={product.image || PLACEHOLDER_IMAGE}
      alt={product.name}
      width={IMAGE_SIZE}
      height={IMAGE_SIZE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={showPlaceholder}
      className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
    />
  );

  if (view === 'list') {
    return (
      <article
        className="group flex gap-4 border-b border-border py-5 sm:gap-8"
        aria-labelledby={`product-${product.id}`}
      >
        <div className="relative aspect-square w-28 shrink-0 overflow-hidden bg-muted sm:w-44">
          {picture}
          <Badges product={product} />
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-start sm:justify-between sm:gap-8">
          <div className="min-w-0">
            <p className="text-[11px] tracking-[0.22em] text-muted-foreground uppercase">{product.category}</p>
            <h3
              id={`product-${product.id}`}
              className="mt-1 font-display text-xl leading-tight font-medium sm:text-2xl"
            >
              {product.name}
            </h3>
            <p className="mt-2 line-clamp-2 max-w-xl text-sm leading-relaxed text-muted-foreground">
              {product.description}
            </p>
          </div>
          <div className="sm:text-right">
            <Price product={product} />
          </div>
        </div>
      </article>
    );
  }

  return (
    <article className="group flex flex-col" aria-labelledby={`product-${product.id}`}>
      <div className="relative aspect-square overflow-hidden bg-muted">
        {picture}
        <Badges product={product} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 pt-5">
        <p className="text-[11px] tracking-[0.22em] text-muted-foreground uppercase">{product.category}</p>
        <h3 id={`product-${product.id}`} className="font-display text-xl leading-tight font-medium">
          {product.name}
        </h3>
        <p className="line-clamp-2 min-h-[2lh] text-sm leading-relaxed text-muted-foreground">{product.description}</p>
        <div className="mt-auto pt-2">
          <Price product={product} />
        </div>
      </div>
    </article>
  );
});
