import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { CATEGORIES, isCategory } from '../products/types.ts';
import { Button } from '../ui/button.tsx';
import { ImageField } from './ImageField.tsx';
import type { ProductForm } from './product-form.ts';

interface ProductEditorProps {
  mode: 'create' | 'edit';
  form: ProductForm;
  saving: boolean;
  uploading: boolean;
  onChange: (form: ProductForm) => void;
  onUploadingChange: (uploading: boolean) => void;
  onSave: () => void;
  onCancel: () => void;
}

const inputClass =
  'h-11 w-full rounded-site border border-border bg-background px-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent';

function Field({ label, hint, children, htmlFor }: { label: string; hint?: ReactNode; htmlFor: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint}
    </div>
  );
}

/** The editor card: every field of spec §3, Salva and Annulla. The card's state lives in the parent. */
export function ProductEditor({ mode, form, saving, uploading, onChange, onUploadingChange, onSave, onCancel }: ProductEditorProps) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const set = <K extends keyof ProductForm>(key: K, value: ProductForm[K]) => onChange({ ...form, [key]: value });

  // Opening the card moves focus to it, so keyboard and screen-reader users land where they work.
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [form.id]);

  function submit(event: FormEvent) {
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
              <input id={`${id}-name`} className={inputClass} value={form.name} onChange={(e) => set('name', e.target.value)} autoComplete="off" />
            </Field>
            <Field label="Descrizione" htmlFor={`${id}-description`}>
              <textarea
                id={`${id}-description`}
                rows={4}
                className={`${inputClass} h-auto py-2 leading-relaxed`}
                value={form.description}
                onChange={(e) => set('description', e.target.value)}
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
                  className={inputClass}
                  value={form.price}
                  onChange={(e) => set('price', e.target.value)}
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
                  className={inputClass}
                  aria-describedby={`${id}-original-hint`}
                  value={form.originalPrice}
                  onChange={(e) => set('originalPrice', e.target.value)}
                />
              </Field>
            </div>
            <Field label="Categoria" htmlFor={`${id}-category`}>
              <select
                id={`${id}-category`}
                className={inputClass}
                value={form.category}
                onChange={(e) => {
                  if (isCategory(e.target.value)) set('category', e.target.value);
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
                <label className="flex cursor-pointer items-center gap-3 text-sm">
                  <input type="checkbox" className="size-5 accent-(--color-accent)" checked={form.isNew} onChange={(e) => set('isNew', e.target.checked)} />
                  Nuovo
                </label>
                <label className="flex cursor-pointer items-center gap-3 text-sm">
                  <input type="checkbox" className="size-5 accent-(--color-accent)" checked={form.isSale} onChange={(e) => set('isSale', e.target.checked)} />
                  Saldo
                </label>
              </div>
            </fieldset>
          </div>
          <ImageField value={form.image} productName={form.name} onChange={(url) => set('image', url)} onUploadingChange={onUploadingChange} />
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-border px-5 py-4 sm:flex-row sm:justify-end sm:px-8">
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
