import { useEffect, useId, useRef, type SubmitEvent } from 'react';
import { CATEGORIES, isCategory } from '../products/types.ts';
import { Button } from '../ui/button.tsx';
import { Field, inputClass } from './Field.tsx';
import { ImageField } from './ImageField.tsx';
import type { FormChanges, ProductForm } from './product-form.ts';

interface ProductEditorProps {
  mode: 'create' | 'edit';
  form: ProductForm;
  saving: boolean;
  uploading: boolean;
  onChange: (changes: FormChanges) => void;
  onUploadingChange: (uploading: boolean) => void;
  onSave: () => void;
  onCancel: () => void;
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

/** The editor card: every field of spec §3, Salva and Annulla. The card's state lives in the parent. */
export function ProductEditor({
  mode,
  form,
  saving,
  uploading,
  onChange,
  onUploadingChange,
  onSave,
  onCancel,
}: ProductEditorProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // Opening the card moves focus to it, so keyboard and screen-reader users land where they work.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [form.id]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave();
  }

  const title = mode === 'create' ? 'Nuovo Prodotto' : 'Modifica Prodotto';

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-site border border-border bg-background shadow-sm">
      <form onSubmit={submit} noValidate>
        <div className="border-b border-border px-5 py-4 sm:px-8">
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-display text-3xl outline-none">
            {title}
          </h2>
        </div>
        <div className="grid gap-6 px-5 py-6 sm:px-8 lg:grid-cols-2 lg:gap-10">
          <div className="grid content-start gap-5">
            <Field label="Nome" htmlFor={`${id}-name`}>
              <input
                id={`${id}-name`}
                className={textInputClass}
                value={form.name}
                onChange={(e) => onChange({ name: e.target.value })}
                autoComplete="off"
              />
            </Field>
            <Field label="Descrizione" htmlFor={`${id}-description`}>
              <textarea
                id={`${id}-description`}
                rows={4}
                className={`${textInputClass} h-auto py-2 leading-relaxed`}
                value={form.description}
                onChange={(e) => onChange({ description: e.target.value })}
              />
            </Field>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Prezzo (€)" htmlFor={`${id}-price`}>
                <input
                  id={`${id}-price`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className={textInputClass}
                  value={form.price}
                  onChange={(e) => onChange({ price: e.target.value })}
                />
              </Field>
              <Field
                label="Prezzo originale (€)"
                htmlFor={`${id}-original-price`}
                hint={
                  <p id={`${id}-original-hint`} className="text-xs text-muted-foreground">
                    Facoltativo: lascia vuoto se non è scontato.
                  </p>
                }
              >
                <input
                  id={`${id}-original-price`}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.01}
                  className={textInputClass}
                  aria-describedby={`${id}-original-hint`}
                  value={form.originalPrice}
                  onChange={(e) => onChange({ originalPrice: e.target.value })}
                />
              </Field>
            </div>
            <Field label="Categoria" htmlFor={`${id}-category`}>
              <select
                id={`${id}-category`}
                className={textInputClass}
                value={form.category}
                onChange={(e) => {
                  if (isCategory(e.target.value)) onChange({ category: e.target.value });
                }}
              >
                {CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            </Field>
            <fieldset className="grid gap-3">
              <legend className="mb-1.5 text-sm font-medium">Etichette</legend>
              <div className="flex flex-wrap gap-x-8 gap-y-3">
                <Checkbox label="Nuovo" checked={form.isNew} onChange={(isNew) => onChange({ isNew })} />
                <Checkbox label="Saldo" checked={form.isSale} onChange={(isSale) => onChange({ isSale })} />
              </div>
            </fieldset>
          </div>
          <ImageField
            value={form.image}
            productName={form.name}
            onChange={(image) => onChange({ image })}
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
