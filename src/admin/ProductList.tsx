import { ExternalLink, Images, Pencil, Trash2 } from 'lucide-react';
import type { Availability, Product } from '../products/types.ts';
import { formatPrice } from '../products/price.ts';
import { Button } from '../ui/button.tsx';
import { availabilityLabels } from './availability.ts';
import { productPagePath } from './product-address.ts';
import { useAdminShop } from './shops/shop-context.ts';
import { StatusBadge } from './StatusBadge.tsx';

interface ProductListProps {
  products: readonly Product[];
  /** The product open in the editor, marked in the list. */
  editingId: string | null;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

const badgeTones = {
  category: 'border border-border bg-muted text-foreground',
  new: 'bg-primary text-primary-foreground',
  sale: 'bg-red-700 text-white',
} as const;

function Badge({ children, tone }: { children: string; tone: keyof typeof badgeTones }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${badgeTones[tone]}`}>
      {children}
    </span>
  );
}

/** Each availability's colour, with a dot so it does not rest on colour alone. */
const availabilityTones = {
  disponibile: 'border-emerald-700/30 bg-emerald-50 text-emerald-900 [--dot:var(--color-emerald-700)]',
  'su ordinazione': 'border-sky-700/30 bg-sky-50 text-sky-900 [--dot:var(--color-sky-700)]',
  riservato: 'border-amber-700/30 bg-amber-50 text-amber-950 [--dot:var(--color-amber-600)]',
  venduto: 'border-stone-700/30 bg-stone-200 text-stone-900 [--dot:var(--color-stone-600)]',
} as const satisfies Record<Availability, string>;

function AvailabilityBadge({ availability }: { availability: Availability }) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium
        ${availabilityTones[availability]}`}
    >
      <span className="size-1.5 rounded-full bg-(--dot)" aria-hidden="true" />
      <span className="sr-only">Disponibilità: </span>
      {availabilityLabels[availability]}
    </span>
  );
}

function photoCount(count: number): string {
  if (count === 0) return 'Nessuna foto';
  return `${String(count)} foto`;
}

/** The product's page in the shop, opened in a new tab; nothing while the shop has no catalogue. */
function PageLink({ name, slug }: { name: string; slug: string }) {
  const { catalogueRoute } = useAdminShop();
  const path = productPagePath(catalogueRoute, slug);
  if (path === null) return null;
  return (
    <a
      href={path}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex min-h-6 items-center gap-1.5 break-all text-foreground underline
        decoration-border underline-offset-4 hover:decoration-current focus-visible:outline-2
        focus-visible:outline-offset-2 focus-visible:outline-accent"
    >
      <span className="sr-only">Pagina di {name} nel negozio: </span>
      {path}
      <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
      <span className="sr-only"> (si apre in una nuova scheda)</span>
    </a>
  );
}

/** The address a product not in the shop will have once published: text, since it opens nothing yet. */
function PageAddress({ slug }: { slug: string }) {
  const { catalogueRoute } = useAdminShop();
  const path = productPagePath(catalogueRoute, slug);
  if (path === null) return null;
  return (
    <span className="break-all text-muted-foreground">
      <span className="sr-only">Indirizzo nel negozio, quando sarà pubblicato: </span>
      {path}
    </span>
  );
}

/**
 * Every product with its picture, texts, state, badges, availability, number of photos and prices, a
 * link to its page in the shop when it is published (a new tab; none while the shop has no
 * catalogue), and its edit and delete buttons, in the order given (newest first). A row can take
 * focus from script (`data-product-id` finds it): after a save it is focused, scrolled into view and
 * briefly highlighted (`data-highlight`).
 */
export function ProductList({ products, editingId, onEdit, onDelete }: ProductListProps) {
  return (
    <ul className="grid gap-3" aria-label="Prodotti">
      {products.map((product) => (
        <li
          key={product.id}
          tabIndex={-1}
          data-product-id={product.id}
          data-editing={product.id === editingId}
          aria-label={product.name}
          className="grid scroll-my-24 grid-cols-[4.5rem_1fr] gap-4 rounded-site border border-border bg-background p-3
            shadow-xs transition-colors duration-700 focus:outline-2 focus:outline-offset-2 focus:outline-accent
            data-[editing=true]:border-accent data-[highlight=true]:border-accent data-[highlight=true]:bg-accent/10
            sm:grid-cols-[6rem_1fr_auto] sm:items-center sm:p-4"
        >
          <img
            src={product.image}
            alt=""
            width={96}
            height={96}
            loading="lazy"
            className="aspect-square w-full rounded-site bg-muted object-cover"
          />
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="font-display text-xl leading-tight">{product.name}</h3>
              <StatusBadge status={product.status} />
              <Badge tone="category">{product.category}</Badge>
              {product.is_new && <Badge tone="new">Nuovo</Badge>}
              {product.is_sale && <Badge tone="sale">Saldo</Badge>}
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
            <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
              <AvailabilityBadge availability={product.availability} />
              <span className="inline-flex items-center gap-1.5 text-muted-foreground">
                <Images className="size-4" aria-hidden="true" />
                {photoCount(product.images.length)}
              </span>
              {/* A draft's or an archived piece's address answers "not found": said, not linked. */}
              {product.status === 'pubblicato' ? (
                <PageLink name={product.name} slug={product.slug} />
              ) : (
                <PageAddress slug={product.slug} />
              )}
            </div>
            <p className="mt-2 flex flex-wrap items-baseline gap-2">
              <span className="font-semibold">{formatPrice(product.price)}</span>
              {product.original_price !== null && (
                <s className="text-sm text-muted-foreground">
                  <span className="sr-only">Prezzo originale </span>
                  {formatPrice(product.original_price)}
                </s>
              )}
            </p>
          </div>
          <div
            className="col-span-2 flex justify-end gap-2 border-t border-border pt-3
              sm:col-span-1 sm:border-0 sm:pt-0"
          >
            <Button
              variant="outline"
              size="sm"
              data-action="edit"
              aria-label={`Modifica ${product.name}`}
              onClick={() => onEdit(product)}
            >
              <Pencil aria-hidden="true" />
              <span>Modifica</span>
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-red-700 hover:bg-red-50"
              aria-label={`Elimina ${product.name}`}
              onClick={() => onDelete(product)}
            >
              <Trash2 aria-hidden="true" />
              <span>Elimina</span>
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
