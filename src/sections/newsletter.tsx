import { useId, useState, type SubmitEvent } from 'react';
import type { Sections } from '../../schemas/sections/index.ts';
import { Button } from '../ui/button.tsx';
import { SectionShell } from '../ui/section.tsx';

type Section = Sections['newsletter'];

const fieldClass = 'h-12 w-full min-w-0 rounded-site sm:flex-1 border px-4 text-base';
const lightField = 'border-foreground/40 bg-background text-foreground placeholder:text-muted-foreground';
/** On a dark band the field is drawn in the band's own light colour. */
const darkField =
  'border-inverse-foreground/60 bg-transparent text-inverse-foreground placeholder:text-inverse-foreground/70';

/**
 * A newsletter sign-up box that sends nothing anywhere: the browser checks the address, the page
 * stays put, and the visitor reads the shop's notice about how subscriptions work.
 */
export function Newsletter({ section }: { section: Section }) {
  const headingId = useId();
  const fieldId = useId();
  const [submitted, setSubmitted] = useState(false);
  const { tone } = section;

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
  }

  return (
    <SectionShell id={section.id} tone={tone} width="narrow" labelledBy={headingId}>
      <div className="text-center">
        {section.eyebrow && (
          <p className="eyebrow mb-4 text-xs font-semibold uppercase tracking-[0.3em]">{section.eyebrow}</p>
        )}
        <h2 id={headingId} className="font-display text-3xl leading-tight font-light text-balance sm:text-4xl">
          {section.title}
        </h2>
        {section.intro && <p className="soft-text mx-auto mt-4 max-w-xl leading-relaxed">{section.intro}</p>}
      </div>
      <form onSubmit={submit} className="mx-auto mt-10 max-w-lg">
        <label htmlFor={fieldId} className="mb-2 block text-xs font-semibold uppercase tracking-[0.2em]">
          {section.fieldLabel}
        </label>
        <div className="flex flex-col gap-3 sm:flex-row">
          <input
            id={fieldId}
            name="email"
            type="email"
            required
            autoComplete="email"
            placeholder={section.placeholder}
            className={`${fieldClass} ${tone === 'inverse' ? darkField : lightField}`}
          />
          <Button type="submit" size="lg" className="h-12">
            {section.submitLabel}
          </Button>
        </div>
      </form>
      <p role="status" className="mx-auto mt-5 min-h-6 max-w-lg text-center text-sm font-medium">
        {submitted ? section.notice : ''}
      </p>
      {section.note && (
        <p className="soft-text mx-auto mt-2 max-w-lg text-center text-xs leading-relaxed">{section.note}</p>
      )}
    </SectionShell>
  );
}
