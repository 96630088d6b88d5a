import { useEffect, useId, useRef, type ReactNode, type SubmitEvent } from 'react';
import type { ProductStatus } from '../products/types.ts';
import { Button } from '../ui/button.tsx';
import { AddressField } from './AddressField.tsx';
import { AvailabilityField, CategoryField, LabelsField } from './editor/ChoiceFields.tsx';
import { textInputClass } from './editor/editor-classes.ts';
import { PriceField } from './editor/PriceField.tsx';
import { describedBy, Field } from './Field.tsx';
import { PhotoManager } from './photos/PhotoManager.tsx';
import type { FormChanges, ProductForm } from './product-form.ts';
import type { FieldErrors, FormField } from './product-rules.ts';
import { statusActions, statusMeanings } from './product-status.ts';
import { StatusBadge } from './StatusBadge.tsx';

interface ProductEditorProps {
  mode: 'create' | 'edit';
  form: ProductForm;
  /** The shop's categories, offered in this order. */
  categories: readonly string[];
  /** The problems shown, by field. */
  errors: FieldErrors;
  /** Counts refused saves: each one moves focus to the first field with a problem. */
  refusals: number;
  saving: boolean;
  /** The state the save under way writes: its button says it is working. */
  savingAs: ProductStatus | null;
  uploading: boolean;
  onChange: (changes: FormChanges) => void;
  /** The owner left a field: from now on its problems are shown as they type. */
  onLeave: (field: FormField) => void;
  onUploadingChange: (uploading: boolean) => void;
  /** Salva: the product keeps its state. */
  onSave: () => void;
  /** Pubblica: saved as published, when it is ready for the shop. */
  onPublish: () => void;
  /** Archivia: asks the owner, then saves it as archived. */
  onArchive: () => void;
  /** Riporta in bozza: saved as a draft. */
  onToDraft: () => void;
  onCancel: () => void;
  /** What became of the product on another device while the card was open, at the top of the card. */
  notice?: ReactNode;
}

const actionsClass =
  'flex flex-col-reverse gap-3 border-t border-border px-5 py-4 sm:flex-row sm:flex-wrap sm:justify-end sm:px-8';

/** The product's state under the card's title, with what it means for the shop and its problem, if any. */
function StatusLine({ id, status, error }: { id: string; status: ProductStatus; error: string | undefined }) {
  return (
    <div id={id} className="mt-2 grid gap-1 text-sm" data-invalid={error ? true : undefined} tabIndex={-1}>
      <p className="flex flex-wrap items-center gap-2">
        <StatusBadge status={status} />
        <span className="text-muted-foreground">{statusMeanings[status]}</span>
      </p>
      {error && <p className="text-red-700">{error}</p>}
    </div>
  );
}

interface StatusButtonsProps {
  status: ProductStatus;
  saving: boolean;
  savingAs: ProductStatus | null;
  uploading: boolean;
  onPublish: () => void;
  onArchive: () => void;
  onToDraft: () => void;
}

/**
 * Riporta in bozza and Archivia, then Salva (the form's submit), then Pubblica, as the product's state
 * allows them: the main step last, where the eye ends.
 */
function StatusButtons({ status, saving, savingAs, uploading, onPublish, onArchive, onToDraft }: StatusButtonsProps) {
  const can = statusActions(status);
  const busy = (target: ProductStatus) => saving && savingAs === target && target !== status;
  return (
    <>
      {can.toDraft && (
        <Button variant="outline" onClick={onToDraft} disabled={saving || uploading}>
          {busy('bozza') ? 'Salvataggio...' : 'Riporta in bozza'}
        </Button>
      )}
      {can.archive && (
        <Button variant="outline" onClick={onArchive} disabled={saving || uploading}>
          Archivia
        </Button>
      )}
      <Button type="submit" variant={can.publish ? 'outline' : 'default'} disabled={saving || uploading}>
        {saving && savingAs === status ? 'Salvataggio...' : 'Salva'}
      </Button>
      {can.publish && (
        <Button onClick={onPublish} disabled={saving || uploading}>
          {busy('pubblicato') ? 'Pubblicazione...' : 'Pubblica'}
        </Button>
      )}
    </>
  );
}

interface TextFieldsProps {
  fieldId: (field: FormField) => string;
  form: ProductForm;
  mode: 'create' | 'edit';
  errors: FieldErrors;
  onChange: (changes: FormChanges) => void;
  onLeave: (field: FormField) => void;
}

/** Name, page address and description. */
function TextFields({ fieldId, form, mode, errors, onChange, onLeave }: TextFieldsProps) {
  const errorId = (field: FormField) => `${fieldId(field)}-error`;
  return (
    <>
      <Field label="Nome" htmlFor={fieldId('name')} error={errors.name} errorId={errorId('name')}>
        <input
          id={fieldId('name')}
          className={textInputClass}
          value={form.name}
          required
          aria-invalid={errors.name ? true : undefined}
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
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy(errors.description && errorId('description'))}
          onChange={(e) => onChange({ description: e.target.value })}
          onBlur={() => onLeave('description')}
        />
      </Field>
    </>
  );
}

/**
 * The editor card: every field of spec §3, the product's state, Salva (which keeps the state), the
 * state's own buttons and Annulla. The card's state lives in the parent. Salva and Pubblica are
 * always there to press: with problems, each is shown at its field and focus goes to the first.
 */
export function ProductEditor({
  mode,
  form,
  categories,
  errors,
  refusals,
  saving,
  savingAs,
  uploading,
  onChange,
  onLeave,
  onUploadingChange,
  onSave,
  onPublish,
  onArchive,
  onToDraft,
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
    formElement.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [refusals]);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    onSave();
  }

  const title = mode === 'create' ? 'Nuovo Prodotto' : 'Modifica Prodotto';
  const fieldId = (field: FormField) => `${id}-${field}`;

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-site border border-border bg-background shadow-sm">
      <form ref={formElement} onSubmit={submit} noValidate>
        <div className="border-b border-border px-5 py-4 sm:px-8">
          <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-display text-3xl outline-none">
            {title}
          </h2>
          <StatusLine id={fieldId('status')} status={form.status} error={errors.status} />
        </div>
        {notice && <div className="px-5 pt-6 sm:px-8">{notice}</div>}
        <div className="grid gap-6 px-5 py-6 sm:px-8 lg:grid-cols-2 lg:gap-10">
          <div className="grid content-start gap-5">
            <TextFields
              fieldId={fieldId}
              form={form}
              mode={mode}
              errors={errors}
              onChange={onChange}
              onLeave={onLeave}
            />
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
              <CategoryField
                id={fieldId('category')}
                value={form.category}
                categories={categories}
                error={errors.category}
                onChange={(category) => onChange({ category })}
                onLeave={() => onLeave('category')}
              />
              <AvailabilityField
                id={fieldId('availability')}
                value={form.availability}
                error={errors.availability}
                onChange={(availability) => onChange({ availability })}
                onLeave={() => onLeave('availability')}
              />
            </div>
            <LabelsField isNew={form.isNew} isSale={form.isSale} onChange={onChange} />
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
          <StatusButtons
            status={form.status}
            saving={saving}
            savingAs={savingAs}
            uploading={uploading}
            onPublish={onPublish}
            onArchive={onArchive}
            onToDraft={onToDraft}
          />
        </div>
      </form>
    </section>
  );
}
