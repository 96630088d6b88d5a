import { describedBy, Field } from './Field.tsx';
import { addressPreview, productPagePrefix } from './product-address.ts';
import { useAdminShop } from './shops/shop-context.ts';

interface AddressFieldProps {
  id: string;
  mode: 'create' | 'edit';
  slug: string;
  /** The product's name, which an empty address is made from. */
  name: string;
  error: string | undefined;
  onChange: (slug: string) => void;
  onLeave: () => void;
}

/**
 * The product's page address, `<shop's catalogue>/<slug>`: the slug typed after the fixed part, and
 * under it the address that will be saved. Left empty, the address is made from the name when
 * saving; the preview shows it as the owner types the name. A shop without a catalogue has no
 * product pages yet: the slug is kept for when it has one, and the line under the field says so.
 */
export function AddressField({ id, mode, slug, name, error, onChange, onLeave }: AddressFieldProps) {
  const { catalogueRoute } = useAdminShop();
  const prefix = productPagePrefix(catalogueRoute);
  const preview = addressPreview(catalogueRoute, slug, name);
  const hint =
    mode === 'create'
      ? 'Lascia vuoto per crearlo dal nome. Lettere minuscole, numeri e trattini.'
      : 'Lettere minuscole, numeri e trattini. Se lo cambi, il vecchio indirizzo non porterà più a questo prodotto.';
  return (
    <Field
      label="Indirizzo"
      htmlFor={id}
      error={error}
      errorId={`${id}-error`}
      hint={
        <>
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
          <p id={`${id}-preview`} aria-live="polite" className="text-sm break-all text-muted-foreground">
            {preview && (
              <>
                Pagina del prodotto: <span className="font-medium text-foreground">{preview}</span>
              </>
            )}
            {prefix === null &&
              'Il negozio non ha ancora un catalogo online: la pagina del prodotto arriverà con esso.'}
          </p>
        </>
      }
    >
      <div
        className={`flex h-11 w-full items-center rounded-site border bg-background text-base text-foreground
          shadow-xs transition-colors focus-within:outline-2 ${
            error
              ? 'border-red-700 focus-within:outline-red-700'
              : 'border-border focus-within:border-accent focus-within:outline-accent'
          }`}
      >
        {prefix !== null && (
          <span className="pl-3 text-muted-foreground select-none" aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          type="text"
          inputMode="url"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          className={`h-full min-w-0 flex-1 bg-transparent pr-3 text-base outline-none
            placeholder:text-muted-foreground ${prefix === null ? 'pl-3' : ''}`}
          value={slug}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(
            `${id}-hint`,
            (preview !== null || prefix === null) && `${id}-preview`,
            error && `${id}-error`,
          )}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onLeave}
        />
      </div>
    </Field>
  );
}
