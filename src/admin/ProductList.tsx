import { Pencil, Trash2 } from 'lucide-react';
import type { Product } from '../products/types.ts';
import { formatPrice } from '../products/price.ts';
import { Button } from '../ui/button.tsx';

interface ProductListProps {
  products: readonly Product[];
  /** The product open in the editor, marked in the list. */
  editingId: string | null;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

function Badge({ children, tone }: { children: string; tone: 'category' | 'new' | 'sale' }) {
  const tones = {
    category: 'border border-border bg-muted text-foreground',
    new: 'bg-primary text-primary-foreground',
    sale: 'bg-red-700 text-white',
  } as const;
  return (
    <span className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}

/**
 * Every product with its picture, texts, badges and prices, and its edit and delete buttons, in the
 * order given (newest first). A row can take focus from script (`data-product-id` finds it): after a
 * save it is focused, scrolled into view and briefly highlighted (`data-highlight`).
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
              <Badge tone="category">{product.category}</Badge>
              {product.is_new && <Badge tone="new">Nuovo</Badge>}
              {product.is_sale && <Badge tone="sale">Saldo</Badge>}
            </div>
            <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
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
