import { Store } from 'lucide-react';
import { useId } from 'react';
import type { OwnerShop } from '../../backend/owner-shops.ts';

interface ShopPickerProps {
  shops: readonly OwnerShop[];
  chosenId: string;
  onChoose: (id: string) => void;
}

const pillClass =
  'inline-flex min-h-11 items-center gap-2 rounded-site border border-border bg-muted/60 px-3 text-sm text-foreground';

/**
 * Which shop the admin works on, always in sight in the header: the shop's name, or, for a person
 * who runs several, a select of them labelled "Negozio".
 */
export function ShopPicker({ shops, chosenId, onChoose }: ShopPickerProps) {
  const id = useId();
  const chosen = shops.find((shop) => shop.id === chosenId);
  if (shops.length < 2) {
    return (
      <p className={pillClass}>
        <Store className="size-4 text-accent" aria-hidden="true" />
        <span className="text-muted-foreground">Negozio:</span> <span className="font-medium">{chosen?.name}</span>
      </p>
    );
  }
  return (
    <div className={pillClass}>
      <Store className="size-4 text-accent" aria-hidden="true" />
      <label htmlFor={id} className="text-muted-foreground">
        Negozio
      </label>
      <select
        id={id}
        value={chosenId}
        onChange={(event) => onChoose(event.target.value)}
        className="h-9 min-w-0 rounded-site border border-border bg-background px-2 text-base font-medium
          focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-accent sm:text-sm"
      >
        {shops.map((shop) => (
          <option key={shop.id} value={shop.id}>
            {shop.name}
          </option>
        ))}
      </select>
    </div>
  );
}
