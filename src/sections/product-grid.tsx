import { useId } from 'react';
import type { Sections } from '../../schemas/sections/index.ts';
import { ButtonLink } from '../ui/button.tsx';
import { SectionHeading, SectionShell } from '../ui/section.tsx';
import { SmartLink } from './parts/smart-link.tsx';

type Section = Sections['product-grid'];
type Product = Section['products'][number];

function ProductCard({ product, index }: { product: Product; index: number }) {
  return (
    <li className="stagger-in group relative" style={{ transitionDelay: `${(index % 3) * 150}ms` }}>
      <div className="relative aspect-[3/4] overflow-hidden bg-muted">
        <img src={product.image.src} alt={product.image.alt} width={product.image.width} height={product.image.height} loading="lazy" decoding="async" className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.04]" style={product.image.position ? { objectPosition: product.image.position } : undefined} />
        {product.badge && <span className="absolute top-3 left-3 bg-background px-2.5 py-1 text-[0.65rem] font-semibold uppercase tracking-[0.18em] text-foreground">{product.badge}</span>}
      </div>
      <h3 className="mt-4 text-sm font-medium">
        <SmartLink href={product.href} className="underline-offset-4 after:absolute after:inset-0 after:content-[''] group-hover:underline">
          {product.name}
        </SmartLink>
      </h3>
      {product.detail && <p className="soft-text mt-1 text-xs">{product.detail}</p>}
      <p className="mt-2 text-sm">
        {product.originalPrice && (
          <>
            <span className="sr-only">Prezzo originale </span>
            <s className="soft-text mr-2">{product.originalPrice}</s>
            <span className="sr-only">, ora </span>
          </>
        )}
        <span className={product.originalPrice ? 'price font-semibold' : ''}>{product.price}</span>
      </p>
    </li>
  );
}

/** Static product cards, each leading to the catalogue: two columns on phones, three from desktop. */
export function ProductGrid({ section }: { section: Section }) {
  const headingId = useId();
  return (
    <SectionShell id={section.id} tone={section.tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={section.eyebrow} title={section.title} intro={section.intro} />
      <ul className="-mx-1 grid grid-cols-2 gap-x-4 gap-y-12 sm:mx-0 sm:gap-x-6 lg:grid-cols-3 lg:gap-x-8">
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
    </SectionShell>
  );
}
