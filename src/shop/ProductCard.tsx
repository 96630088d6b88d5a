import { memo, type SyntheticEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { productPath, type ProductLinkState } from '../product/address.ts';
import { useCatalogueScope } from './catalogue-scope.ts';
import { CARD_MAX_WIDTH, CARD_SIZES, LIST_CARD_SIZES } from '../product/photo-sources.ts';
import { AvailabilityBadge, Badges, Price } from '../product/ProductPrice.tsx';
import { imageSources, productImages } from '../products/images.ts';
import { PLACEHOLDER_IMAGE, type Product } from '../products/types.ts';
import type { CatalogueView } from './vocabulary.ts';

function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (img.src.endsWith(PLACEHOLDER_IMAGE)) return;
  // The browser picks from `srcset` before `src`: without it, the placeholder is what loads.
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
}

interface ProductCardProps {
  product: Product;
  view: CatalogueView;
  /** Pictures in the first row load at once, the others when they come near the view. */
  eager: boolean;
  /** The catalogue's first card: its picture is fetched before anything else. */
  first?: boolean;
}

/**
 * The focus ring of the name's link, drawn around the whole card its area covers (on that area, so
 * no `:has()` selector makes the browser restyle every card while the page is first laid out).
 */
const cardFocus =
  'focus-visible:after:outline-2 focus-visible:after:outline-offset-4 focus-visible:after:outline-accent';

/**
 * The product's name, linking to its page; the link's area covers the whole card, so a click
 * anywhere on it opens the page, while the link's name stays the product's. The page is told the
 * catalogue's address, filters included, for its back link.
 */
function NameLink({ product, className }: { product: Product; className: string }) {
  const location = useLocation();
  const { route } = useCatalogueScope();
  const state: ProductLinkState = { catalogue: `${location.pathname}${location.search}` };
  return (
    <h3 id={`product-${product.id}`} className={className}>
      <Link
        to={productPath(route, product.slug)}
        state={state}
        className={`outline-none after:absolute after:inset-0 after:z-10 group-hover:underline
          group-hover:decoration-1 group-hover:underline-offset-4 ${cardFocus}`}
      >
        {product.name}
      </Link>
    </h3>
  );
}

/** One product: picture, badges, availability, name (its page's link), two lines of description, price (spec §2). */
export const ProductCard = memo(function ProductCard({ product, view, eager, first = false }: ProductCardProps) {
  const [photo] = productImages(product);
  const sources = photo ? imageSources(photo, CARD_MAX_WIDTH) : null;
  const picture = (
    <img
      src={sources?.src ?? PLACEHOLDER_IMAGE}
      srcSet={sources?.srcSet}
      sizes={sources?.srcSet ? (view === 'grid' ? CARD_SIZES : LIST_CARD_SIZES) : undefined}
      alt={photo?.alt.trim() ? photo.alt : product.name}
      width={sources?.width}
      height={sources?.height}
      loading={eager ? 'eager' : 'lazy'}
      // The first card's picture is what a phone shows largest as the catalogue arrives: fetched first.
      fetchPriority={first ? 'high' : undefined}
      decoding="async"
      onError={showPlaceholder}
      className="size-full object-cover transition-transform duration-700 ease-out group-hover:scale-[1.04]"
    />
  );
  const marks = (
    <>
      <Badges product={product} />
      <AvailabilityBadge product={product} />
    </>
  );

  if (view === 'list') {
    return (
      <article
        className="group relative flex gap-4 border-b border-border py-5 sm:gap-8"
        aria-labelledby={`product-${product.id}`}
      >
        <div className="relative aspect-square w-28 shrink-0 overflow-hidden bg-muted sm:w-44">
          {picture}
          {marks}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-1.5 sm:flex-row sm:items-start sm:justify-between sm:gap-8">
          <div className="min-w-0">
            <p className="text-[11px] tracking-[0.22em] text-muted-foreground uppercase">{product.category}</p>
            <NameLink product={product} className="mt-1 font-display text-xl leading-tight font-medium sm:text-2xl" />
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
    <article className="group relative flex flex-col" aria-labelledby={`product-${product.id}`}>
      <div className="relative aspect-square overflow-hidden bg-muted">
        {picture}
        {marks}
      </div>
      <div className="flex flex-1 flex-col gap-1.5 pt-5">
        <p className="text-[11px] tracking-[0.22em] text-muted-foreground uppercase">{product.category}</p>
        <NameLink product={product} className="font-display text-xl leading-tight font-medium" />
        <p className="line-clamp-2 min-h-[2lh] text-sm leading-relaxed text-muted-foreground">{product.description}</p>
        <div className="mt-auto pt-2">
          <Price product={product} />
        </div>
      </div>
    </article>
  );
});
