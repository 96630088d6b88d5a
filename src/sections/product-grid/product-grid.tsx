import type { Sections } from '../../../schemas/sections/index.ts';
import { Picture } from '../../ui/picture.tsx';
import { HeadedSection } from '../../ui/section.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';
import { ClosingAction } from '../parts/action-button.tsx';

type Section = Sections['product-grid'];
type Product = Section['products'][number];

const badgeClass = [
  'absolute top-3 left-3 bg-background px-2.5 py-1 text-[0.65rem] font-semibold uppercase tracking-[0.18em]',
  'text-foreground',
].join(' ');

function ProductCard({ product, index }: { product: Product; index: number }) {
  return (
    <li className="stagger-in group relative" style={{ transitionDelay: `${(index % 3) * 150}ms` }}>
      <div className="relative aspect-[3/4] overflow-hidden bg-muted">
        <Picture
          image={product.image}
          className="size-full object-cover transition-transform duration-700 group-hover:scale-[1.04]"
        />
        {product.badge && <span className={badgeClass}>{product.badge}</span>}
      </div>
      <h3 className="mt-4 text-sm font-medium">
        <SmartLink
          href={product.href}
          className="underline-offset-4 after:absolute after:inset-0 after:content-[''] group-hover:underline"
        >
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
  return (
    <HeadedSection section={section}>
      <ul className="-mx-1 grid grid-cols-2 gap-x-4 gap-y-12 sm:mx-0 sm:gap-x-6 lg:grid-cols-3 lg:gap-x-8">
        {section.products.map((product, index) => (
          <ProductCard key={`${product.name}-${index}`} product={product} index={index} />
        ))}
      </ul>
      <ClosingAction action={section.action} variant="default" />
    </HeadedSection>
  );
}

export default ProductGrid;
