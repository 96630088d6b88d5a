import { AVAILABILITIES, isAvailability, type Availability } from '../../products/types.ts';
import { availabilityLabels } from '../availability.ts';
import { describedBy, Field } from '../Field.tsx';
import { textInputClass } from './editor-classes.ts';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  error: string | undefined;
  onChange: (value: string) => void;
  onLeave: () => void;
}

function SelectField({ id, label, value, options, error, onChange, onLeave }: SelectFieldProps) {
  return (
    <Field label={label} htmlFor={id} error={error} errorId={`${id}-error`}>
      <select
        id={id}
        className={textInputClass}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(error && `${id}-error`)}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onLeave}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.value === ''}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

interface CategoryFieldProps {
  id: string;
  value: string;
  /** The shop's categories, in its catalogue's order. */
  categories: readonly string[];
  error: string | undefined;
  onChange: (category: string) => void;
  onLeave: () => void;
}

/**
 * The shop's categories. A stored product whose category the shop no longer lists shows it all the
 * same, so the field says what is saved; the form then asks for one of the shop's.
 */
export function CategoryField({ id, value, categories, error, onChange, onLeave }: CategoryFieldProps) {
  const names = categories.includes(value) ? categories : [value, ...categories];
  const options = names.map((name) => ({ value: name, label: name === '' ? 'Nessuna categoria' : name }));
  return (
    <SelectField
      id={id}
      label="Categoria"
      value={value}
      options={options}
      error={error}
      onChange={onChange}
      onLeave={onLeave}
    />
  );
}

interface AvailabilityFieldProps {
  id: string;
  value: Availability;
  error: string | undefined;
  onChange: (availability: Availability) => void;
  onLeave: () => void;
}

const availabilityOptions = AVAILABILITIES.map((value) => ({ value, label: availabilityLabels[value] }));

export function AvailabilityField({ id, value, error, onChange, onLeave }: AvailabilityFieldProps) {
  return (
    <SelectField
      id={id}
      label="Disponibilità"
      value={value}
      options={availabilityOptions}
      error={error}
      onChange={(chosen) => {
        if (isAvailability(chosen)) onChange(chosen);
      }}
      onLeave={onLeave}
    />
  );
}

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

interface LabelsFieldProps {
  isNew: boolean;
  isSale: boolean;
  onChange: (changes: { isNew?: boolean; isSale?: boolean }) => void;
}

/** The badges the catalogue shows on the product's card: Nuovo and Saldo. */
export function LabelsField({ isNew, isSale, onChange }: LabelsFieldProps) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1.5 text-sm font-medium">Etichette</legend>
      <div className="flex flex-wrap gap-x-8 gap-y-3">
        <Checkbox label="Nuovo" checked={isNew} onChange={(on) => onChange({ isNew: on })} />
        <Checkbox label="Saldo" checked={isSale} onChange={(on) => onChange({ isSale: on })} />
      </div>
    </fieldset>
  );
}
