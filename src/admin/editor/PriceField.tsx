import { formatGroupedPrice, readPrice } from '../../products/price.ts';
import { describedBy, Field } from '../Field.tsx';
import { textInputClass } from './editor-classes.ts';

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
export function PriceField({ id, label, value, error, hint, onChange, onLeave }: PriceFieldProps) {
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
