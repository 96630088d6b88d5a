import { useId } from 'react';
import type { Sections } from '../../../schemas/sections/index.ts';
import { Picture } from '../../ui/picture.tsx';
import { SectionHeading, SectionShell } from '../../ui/section.tsx';
import { ClosingAction } from '../parts/action-button.tsx';
import { CarouselButton } from '../parts/product-carousel-controls.tsx';
import { rotate, useRotation } from '../parts/product-carousel-rotation.ts';
import { SmartLink } from '../../ui/smart-link.tsx';

type Section = Sections['product-carousel'];
type Product = Section['products'][number];

/** The second picture, shown over the first while the card is hovered. */
const alternateClass =
  'absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-700 group-hover:opacity-100';

/** One card per step of the rotation: one on phones, two on tablets, three from desktop width. */
const visibility = ['block', 'hidden sm:block', 'hidden lg:block'];

interface CardProps {
  product: Product;
  position: number;
  total: number;
  delay: number;
  /** The visitor turned the carousel: the card slides in instead of waiting for the scroll reveal. */
  turned: boolean;
}

function ProductCard({ product, position, total, delay, turned }: CardProps) {
  const [face, alternate] = product.images;
  const count =
    product.variantCount ?? `${product.variants.length} ${product.variants.length === 1 ? 'formato' : 'formati'}`;
  return (
    <div
      className={`group relative ${turned ? 'carousel-turn' : 'stagger-in'}`}
      style={turned ? { animationDelay: `${delay}ms` } : { transitionDelay: `${delay}ms` }}
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} di ${total}`}
    >
      <div className="relative aspect-[3/4] overflow-hidden rounded-site bg-muted">
        {face && (
          <Picture
            image={face}
            className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
          />
        )}
        {alternate && <Picture image={alternate} alt="" className={alternateClass} />}
      </div>
      <div className="pt-7 text-center">
        <p className="soft-text text-xs font-medium uppercase tracking-[0.3em]">{product.brand}</p>
        <h3 className="mt-2 font-display text-2xl font-light sm:text-3xl">
          {product.href ? (
            <SmartLink
              href={product.href}
              className="after:absolute after:inset-0 after:content-[''] hover:underline underline-offset-4"
            >
              {product.name}
            </SmartLink>
          ) : (
            product.name
          )}
        </h3>
        <p className="mt-2 text-sm tracking-wide">{product.price}</p>
        <ul className="mt-4 flex flex-wrap justify-center gap-2" aria-label="Formati disponibili">
          {product.variants.map((variant) => (
            <li key={variant} className="rounded-full border border-border px-3 py-1 text-xs tracking-wide">
              {variant}
            </li>
          ))}
        </ul>
        <p className="soft-text mt-3 text-xs">{count}</p>
      </div>
    </div>
  );
}

/**
 * Products in a row that turns: next and previous wrap around both ways, arrow keys work while
 * focus is inside, and the current product is announced politely (WAI-ARIA carousel pattern).
 */
export function ProductCarousel({ section }: { section: Section }) {
  const headingId = useId();
  const trackId = useId();
  const { products } = section;
  const rotation = useRotation(products.length);
  const current = products[rotation.index];
  const shown = rotate(products, rotation.index).slice(0, visibility.length);

  return (
    <SectionShell
      id={section.id}
      tone={section.tone}
      labelledBy={headingId}
      aria-roledescription="carousel"
      onKeyDown={rotation.onKeyDown}
    >
      <div className="mb-12 flex flex-col gap-8 sm:mb-16 md:flex-row md:items-end md:justify-between">
        <SectionHeading
          id={headingId}
          eyebrow={section.eyebrow}
          title={section.title}
          intro={section.intro}
          align="start"
          className="mb-0! sm:mb-0!"
        />
        <div className="flex shrink-0 items-center gap-6">
          <p className="soft-text font-display text-lg tabular-nums" aria-hidden="true">
            {String(rotation.index + 1).padStart(2, '0')} / {String(products.length).padStart(2, '0')}
          </p>
          <div className="flex items-center gap-3">
            <CarouselButton direction="previous" item="Prodotto" controls={trackId} rotation={rotation} />
            <CarouselButton direction="next" item="Prodotto" controls={trackId} rotation={rotation} />
          </div>
        </div>
      </div>
      <div id={trackId} className="grid gap-12 sm:grid-cols-2 sm:gap-8 lg:grid-cols-3 lg:gap-12">
        {shown.map((product, i) => (
          <div key={`${rotation.index}-${product.id}`} className={visibility[i]}>
            <ProductCard
              product={product}
              position={((rotation.index + i) % products.length) + 1}
              total={products.length}
              delay={i * 150}
              turned={rotation.turned}
            />
          </div>
        ))}
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {current && `Prodotto ${rotation.index + 1} di ${products.length}: ${current.brand}, ${current.name}`}
      </p>
      <ClosingAction action={section.action} variant="elegant" />
    </SectionShell>
  );
}

export default ProductCarousel;
