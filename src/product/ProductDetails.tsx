import { Mail, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Availability, Product } from '../products/types.ts';
import { telHref } from '../site/address.ts';
import { useSite } from '../site/SiteContext.tsx';
import { AVAILABILITY_LABELS, AVAILABILITY_NOTES } from './availability.ts';
import { Price } from './ProductPrice.tsx';

/** The dot before the availability: green when it can be had, gold when made for you, muted or red when not. */
const availabilityDot = {
  disponibile: 'bg-[#3f7a4a]',
  'su ordinazione': 'bg-accent',
  riservato: 'bg-[#b7791f]',
  venduto: 'bg-[#8b2635]',
} as const satisfies Record<Availability, string>;

/** The address of the catalogue filtered on one category, as the catalogue reads it (`?categoria=anelli`). */
export const categoryHref = (catalogue: string, category: string) =>
  `${catalogue}?categoria=${encodeURIComponent(category.toLowerCase())}`;

interface ProductDetailsProps {
  product: Product;
  headingId: string;
  catalogueHref: string;
}

/**
 * Everything a visitor reads about the piece beside its photos: category, name (the page's
 * heading), price, availability, description, and how to ask the shop about it.
 */
export function ProductDetails({ product, headingId, catalogueHref }: ProductDetailsProps) {
  const site = useSite();
  const subject = `Informazioni su ${product.name}`;
  return (
    <div className="flex flex-col">
      <p className="text-xs font-medium tracking-[0.35em] text-accent uppercase">{product.category}</p>
      <h1 id={headingId} className="mt-3 font-display text-4xl leading-[1.05] font-light sm:text-5xl">
        {product.name}
      </h1>
      <div className="mt-5">
        <Price product={product} size="text-2xl" />
      </div>

      <p role="status" className="mt-6 flex items-start gap-3 border-y border-border py-4 text-sm">
        <span
          aria-hidden="true"
          className={`mt-1.5 size-2 shrink-0 rounded-full ${availabilityDot[product.availability]}`}
        />
        <span>
          <span className="font-medium tracking-[0.12em] uppercase">{AVAILABILITY_LABELS[product.availability]}</span>
          <span className="mt-1 block text-muted-foreground">{AVAILABILITY_NOTES[product.availability]}</span>
        </span>
      </p>

      {product.description.trim() && (
        <div className="mt-8">
          <h2 className="text-xs font-medium tracking-[0.22em] text-muted-foreground uppercase">Descrizione</h2>
          <p className="mt-3 leading-relaxed whitespace-pre-line">{product.description}</p>
        </div>
      )}

      <dl className="mt-8 grid grid-cols-[auto_1fr] gap-x-8 gap-y-2 text-sm">
        <dt className="text-muted-foreground">Categoria</dt>
        <dd>
          <Link
            to={categoryHref(catalogueHref, product.category)}
            className="underline decoration-border underline-offset-4 hover:decoration-foreground"
          >
            {product.category}
          </Link>
        </dd>
      </dl>

      <div className="mt-10 bg-muted px-6 py-6">
        <h2 className="font-display text-2xl font-medium">Vuoi vederlo da vicino?</h2>
        <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
          Scrivici o chiamaci: ti diciamo tutto del pezzo e fissiamo una visita in atelier.
        </p>
        <div className="mt-5 flex flex-wrap gap-x-6 gap-y-3 text-sm">
          <a
            href={`mailto:${site.shop.email}?subject=${encodeURIComponent(subject)}`}
            className="inline-flex items-center gap-2 underline decoration-border underline-offset-4
              hover:decoration-foreground"
          >
            <Mail className="size-4 stroke-[1.5]" aria-hidden="true" />
            {site.shop.email}
          </a>
          <a
            href={telHref(site.shop.phone)}
            className="inline-flex items-center gap-2 underline decoration-border underline-offset-4
              hover:decoration-foreground"
          >
            <Phone className="size-4 stroke-[1.5]" aria-hidden="true" />
            {site.shop.phone}
          </a>
        </div>
      </div>
    </div>
  );
}
