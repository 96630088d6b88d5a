import { useEffect, useId, useRef, type ReactNode, type SubmitEvent } from 'react';
import { formatGroupedPrice, readPrice } from '../products/price.ts';
import { AVAILABILITIES, CATEGORIES, isAvailability, isCategory } from '../products/types.ts';
import { Button } from '../ui/button.tsx';
import { AddressField } from './AddressField.tsx';
import { availabilityLabels } from './availability.ts';
import { describedBy, Field, inputClass } from './Field.tsx';
import { PhotoManager } from './photos/PhotoManager.tsx';
import type { FormChanges, ProductForm } from './product-form.ts';
import type { FieldErrors, FormField } from './product-rules.ts';

interface ProductEditorProps {
  mode: 'create' | 'edit';
  form: ProductForm;
  /** The problems shown, by field. */
  errors: FieldErrors;
  /** Counts refused saves: each one moves focus to the first field with a problem. */
  refusals: number;
  saving: boolean;
  uploading: boolean;
  onChange: (changes: FormChanges) => void;
  /** The owner left a field: from now on its problems are shown as they type. */
  onLeave: (field: FormField) => void;
  onUploadingChange: (uploading: boolean) => void;
  onSave: () => void;
  onCancel: () => void;
  /** What became of the product on another device while the card was open, at the top of the card. */
  notice?: ReactNode;
}

const textInputClass = `${inputClass} shadow-xs placeholder:text-muted-foreground`;
const actionsClass = 'flex flex-col-reverse gap-3 border-t border-border px-5 py-4 sm:flex-row sm:justify-end sm:px-8';

function Checkbox({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) {
  return (
    <label className="flex cursor-pointer items-center gap-3 text-sm">
      <input
        type="checkbox"
        className="size-5 accent-(--color-accent)"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

interface PriceFieldProps {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  /** A line under the field, always shown. */
  hint?: string;
  onChange: (text: string) => void;
  onLeave: () => void;
}

/**
 * A price typed the Italian way (`1.250,50`): a text field, so the browser never reinterprets it,
 * with a numeric keypad on phones, and beside it the amount that will be saved, as the owner types.
 */
function PriceField({ id, label, value, error, hint, onChange, onLeave }: PriceFieldProps) {
  const reading = readPrice(value);
  const preview = reading.kind === 'amount' && reading.euros >= 0 ? `= ${formatGroupedPrice(reading.euros)}` : '';
  return (
    <Field
      label={label}
      htmlFor={id}
      error={error}
      errorId={`${id}-error`}
      hint={
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )
      }
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          className={`${textInputClass} min-w-28 flex-1`}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hint && `${id}-hint`, preview && `${id}-preview`, error && `${id}-error`)}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onLeave}
        />
        {/* Read out as it changes, and with the field (its description). */}
        <span
          id={`${id}-preview`}
          aria-live="polite"
          className="text-sm whitespace-nowrap text-muted-foreground tabular-nums"
        >
          {preview}
        </span>
      </div>
    </Field>
  );
}

/**
 * The editor card: every field of spec §3, Salva and Annulla. The card's state lives in the parent.
 * Salva is always there to press: with problems, each is shown at its field and focus goes to the first.
 */
export function ProductEditor({
  mode,
  form,
  errors,
  refusals,
  saving,
  uploading,
  onChange,
  onLeave,
  onUploadingChange,
  onSave,
  onCancel,
  notice,
}: ProductEditorProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const formElement = useRef<HTMLFormElement>(null);

  // Opening the card moves focus to it, so keyboard and screen-reader users land where they work.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [form.id]);

  // A refused save: focus on the first field marked invalid, in screen order.
  useEffect(() => {
    if (refusals === 0) return;
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave();
  }

  const title = mode === 'create' ? 'Nuovo Prodotto' : 'Modifica Prodotto';
  const fieldId = (field: FormField) => `${id}-${field}`;
  const errorId = (field: FormField) => `${id}-${field}-error`;
  const invalid = (field: FormField) => (errors[field] ? true : undefined);

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-site border border-border bg-background shadow-sm">
      <form ref={formElement} onSubmit={submit} noValidate>
        <div className="border-b border-border px-5 py-4 sm:px-8">
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-display text-3xl outline-none">
            {title}
          </h2>
        </div>
        {notice && <div className="px-5 pt-6 sm:px-8">{notice}</div>}
        <div className="grid gap-6 px-5 py-6 sm:px-8 lg:grid-cols-2 lg:gap-10">
          <div className="grid content-start gap-5">
            <Field label="Nome" htmlFor={fieldId('name')} error={errors.name} errorId={errorId('name')}>
              <input
                id={fieldId('name')}
                className={textInputClass}
                value={form.name}
                required
                aria-invalid={invalid('name')}
                aria-describedby={describedBy(errors.name && errorId('name'))}
                onChange={(e) => onChange({ name: e.target.value })}
                onBlur={() => onLeave('name')}
                autoComplete="off"
              />
            </Field>
            <AddressField
              id={fieldId('slug')}
              mode={mode}
              slug={form.slug}
              name={form.name}
              error={errors.slug}
              onChange={(slug) => onChange({ slug })}
              onLeave={() => onLeave('slug')}
            />
            <Field
              label="Descrizione"
              htmlFor={fieldId('description')}
              error={errors.description}
              errorId={errorId('description')}
            >
              <textarea
                id={fieldId('description')}
                rows={4}
                className={`${textInputClass} h-auto py-2 leading-relaxed`}
                value={form.description}
                aria-invalid={invalid('description')}
                aria-describedby={describedBy(errors.description && errorId('description'))}
                onChange={(e) => onChange({ description: e.target.value })}
                onBlur={() => onLeave('description')}
              />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <PriceField
                id={fieldId('price')}
                label="Prezzo (€)"
                value={form.price}
                error={errors.price}
                onChange={(price) => onChange({ price })}
                onLeave={() => onLeave('price')}
              />
              <PriceField
                id={fieldId('originalPrice')}
                label="Prezzo originale (€)"
                hint="Facoltativo, per i prodotti in saldo: più alto del prezzo. Vuoto se non è scontato."
                value={form.originalPrice}
                error={errors.originalPrice}
                onChange={(originalPrice) => onChange({ originalPrice })}
                onLeave={() => onLeave('originalPrice')}
              />
            </div>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field
                label="Categoria"
                htmlFor={fieldId('category')}
                error={errors.category}
                errorId={errorId('category')}
              >
                <select
                  id={fieldId('category')}
                  className={textInputClass}
                  value={form.category}
                  aria-invalid={invalid('category')}
                  aria-describedby={describedBy(errors.category && errorId('category'))}
                  onChange={(e) => {
                    if (isCategory(e.target.value)) onChange({ category: e.target.value });
                  }}
                  onBlur={() => onLeave('category')}
                >
                  {CATEGORIES.map((category) => (
                    <option key={category} value={category}>
                      {category}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                label="Disponibilità"
                htmlFor={fieldId('availability')}
                error={errors.availability}
                errorId={errorId('availability')}
              >
                <select
                  id={fieldId('availability')}
                  className={textInputClass}
                  value={form.availability}
                  aria-invalid={invalid('availability')}
                  aria-describedby={describedBy(errors.availability && errorId('availability'))}
                  onChange={(e) => {
                    if (isAvailability(e.target.value)) onChange({ availability: e.target.value });
                  }}
                  onBlur={() => onLeave('availability')}
                >
                  {AVAILABILITIES.map((availability) => (
                    <option key={availability} value={availability}>
                      {availabilityLabels[availability]}
                    </option>
                  ))}
                </select>
              </Field>
            </div>
            <fieldset className="grid gap-3">
              <legend className="mb-1.5 text-sm font-medium">Etichette</legend>
              <div className="flex flex-wrap gap-x-8 gap-y-3">
                <Checkbox label="Nuovo" checked={form.isNew} onChange={(isNew) => onChange({ isNew })} />
                <Checkbox label="Saldo" checked={form.isSale} onChange={(isSale) => onChange({ isSale })} />
              </div>
            </fieldset>
          </div>
          <PhotoManager
            productId={form.id}
            productName={form.name}
            photos={form.images}
            onChange={(images) => onChange({ images })}
            onUploadingChange={onUploadingChange}
          />
        </div>
        <div className={actionsClass}>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            Annulla
          </Button>
          <Button type="submit" disabled={saving || uploading}>
            {saving ? 'Salvataggio...' : 'Salva'}
          </Button>
        </div>
      </form>
    </section>
  );
}
