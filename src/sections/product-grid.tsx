import { useId } from 'react';
import type { Sections } from '../../schemas/sections/index.ts';
import { ButtonLink } from '../ui/button.tsx';
import { SectionHeading } from './parts/product-grid-heading.tsx';
import { SiteLink } from './parts/product-grid-link.tsx';

type Section = Sections['product-grid'];
type Product = Section['products'][number];

function ProductCard({ product, index }: { product: Product; index: number }) {
  return (
    <li className="stagger-in group relative" style={{ animationDelay: `${(index % 3) * 150}ms` }}>
      <div className="relative aspect-[3/4] overflow-hidden bg-muted">
        <img src={product.image.src} alt={product.image.alt} width={product.image.width} height={product.image.height} loading="lazy" decoding="async" className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.04]" style={product.image.position ? { objectPosition: product.image.position } : undefined} />
        {product.badge && <span className="absolute top-3 left-3 bg-background px-2.5 py-1 text-[0.65rem] font-semibold uppercase tracking-[0.18em] text-foreground">{product.badge}</span>}
      </div>
      <h3 className="mt-4 text-sm font-medium">
        <SiteLink href={product.href} className="after:absolute after:inset-0 after:content-[''] group-hover:underline underline-offset-4">
          {product.name}
        </SiteLink>
      </h3>
      {product.detail && <p className="mt-1 text-xs text-muted-foreground">{product.detail}</p>}
      <p className="mt-2 text-sm">
        {product.originalPrice && (
          <>
            <span className="sr-only">Prezzo originale </span>
            <s className="mr-2 text-muted-foreground">{product.originalPrice}</s>
            <span className="sr-only">, ora </span>
          </>
        )}
        <span className={product.originalPrice ? 'font-semibold text-accent' : ''}>{product.price}</span>
      </p>
    </li>
  );
}

/** Static product cards, each leading to the catalogue: two columns on phones, three from desktop. */
export function ProductGrid({ section }: { section: Section }) {
  const headingId = useId();
  return (
    <section id={section.id} aria-labelledby={headingId} className="bg-background py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} align="center" className="px-2" />
        <ul className="mt-14 grid grid-cols-2 gap-x-4 gap-y-12 sm:gap-x-6 lg:grid-cols-3 lg:gap-x-8">
          {section.products.map((product, index) => (
            <ProductCard key={`${product.name}-${index}`} product={product} index={index} />
          ))}
        </ul>
        {section.action?.href && (
          <div className="mt-16 text-center">
            <ButtonLink href={section.action.href} variant={section.action.variant ?? 'default'} size={section.action.size ?? 'lg'}>
              {section.action.label}
            </ButtonLink>
          </div>
        )}
      </div>
    </section>
  );
}
