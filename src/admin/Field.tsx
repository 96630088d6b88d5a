import type { ReactNode } from 'react';

/** The admin's text inputs: full width, a touch target of 44 px, the accent on focus. */
export const inputClass = [
  'h-11 w-full rounded-site border border-border bg-background px-3 text-base text-foreground transition-colors',
  'focus-visible:border-accent focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
].join(' ');

interface FieldProps {
  label: string;
  htmlFor: string;
  /** Shown under the input; give it an id and point the input's `aria-describedby` at it. */
  hint?: ReactNode;
  children: ReactNode;
}

/** A labelled input of the admin's forms. */
export function Field({ label, htmlFor, hint, children }: FieldProps) {
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
