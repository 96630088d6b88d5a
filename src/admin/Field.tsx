import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

/** The admin's text inputs: full width, a touch target of 44 px, the accent on focus, red when refused. */
export const inputClass = [
  'h-11 w-full rounded-site border border-border bg-background px-3 text-base text-foreground transition-colors',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
  'aria-invalid:border-red-700 aria-invalid:focus-visible:outline-red-700',
].join(' ');

/** The ids a field's input names in `aria-describedby`, in reading order: hint, preview, problem. */
export function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

interface FieldProps {
  label: string;
  htmlFor: string;
  /** Shown under the input; give it an id and point the input's `aria-describedby` at it. */
  hint?: ReactNode;
  /** What is wrong with the value, shown under the input (the input names `errorId` in `aria-describedby`). */
  error?: string | undefined;
  errorId?: string;
  children: ReactNode;
}

/** A labelled input of the admin's forms, with its hint and, when refused, the reason. */
export function Field({ label, htmlFor, hint, error, errorId, children }: FieldProps) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={htmlFor} className="text-sm font-medium">
        {label}
      </label>
      {children}
      {hint}
      {error && (
        <p id={errorId} className="flex items-start gap-1.5 text-sm text-red-700">
          <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {error}
        </p>
      )}
    </div>
  );
}
