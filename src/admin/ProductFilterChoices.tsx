import { useId } from 'react';
import { productCount } from './availability.ts';

/** One choice of a filter above the owner's list: what it keeps, its word, and how many it keeps. */
export interface FilterChoice<T> {
  value: T;
  label: string;
  count: number;
}

/**
 * A filter above the owner's list (by availability, by state), each choice with its count. Native
 * radio buttons, so the group is one tab stop and the arrows move and choose. (How many the list
 * shows is said, and announced, under the filters.)
 */
export function ProductFilterChoices<T>({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: readonly FilterChoice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <label key={choice.label} className="relative">
            <input
              type="radio"
              name={name}
              className="peer sr-only"
              // Read as "Riservato, 4 prodotti" rather than the bare number shown beside the word.
              aria-label={`${choice.label}, ${productCount(choice.count)}`}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
            />
            <span
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-border
                bg-background px-4 text-sm transition-colors peer-checked:border-primary peer-checked:bg-primary
                peer-checked:text-primary-foreground peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2
                peer-focus-visible:outline-accent hover:border-foreground/40"
            >
              {choice.label}
              <span aria-hidden="true" className="text-xs tabular-nums opacity-80">
                {choice.count}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
