import { useId, useState, type FormEvent } from 'react';
import type { Sections } from '../../schemas/sections/index.ts';
import { Button } from '../ui/button.tsx';

type Section = Sections['newsletter'];

const tones: Record<NonNullable<Section['tone']>, { band: string; field: string; small: string; eyebrow: string }> = {
  default: { band: 'bg-background text-foreground', field: 'border-foreground/40 bg-background', small: 'text-muted-foreground', eyebrow: 'text-accent' },
  muted: { band: 'bg-muted text-foreground', field: 'border-foreground/40 bg-background', small: 'text-muted-foreground', eyebrow: 'text-accent' },
  inverse: { band: 'bg-inverse text-inverse-foreground', field: 'border-inverse-foreground/50 bg-transparent placeholder:text-inverse-foreground/70', small: 'opacity-85', eyebrow: 'opacity-85' },
};

/**
 * A newsletter sign-up box that sends nothing anywhere: the browser checks the address, the page
 * stays put, and the visitor reads the shop's notice about how subscriptions work.
 */
export function Newsletter({ section }: { section: Section }) {
  const headingId = useId();
  const fieldId = useId();
  const [submitted, setSubmitted] = useState(false);
  const tone = tones[section.tone ?? 'muted'];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
  }

  return (
    <section id={section.id} aria-labelledby={headingId} className={`${tone.band} px-6 py-20 sm:py-28`}>
      <div className="mx-auto max-w-2xl text-center">
        {section.eyebrow && <p className={`mb-4 text-xs font-medium uppercase tracking-[0.35em] ${tone.eyebrow}`}>{section.eyebrow}</p>}
        <h2 id={headingId} className="font-display text-3xl leading-tight font-light text-balance sm:text-4xl">
          {section.title}
        </h2>
        {section.intro && <p className={`mt-4 leading-relaxed ${tone.small}`}>{section.intro}</p>}
        <form onSubmit={submit} className="mx-auto mt-10 max-w-lg text-left">
          <label htmlFor={fieldId} className="mb-2 block text-xs font-medium uppercase tracking-[0.2em]">
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
              className={`h-12 min-w-0 flex-1 rounded-site border px-4 text-base ${tone.field}`}
            />
            <Button type="submit" size="lg" className="h-12">
              {section.submitLabel}
            </Button>
          </div>
        </form>
        <p role="status" className="mt-5 min-h-6 text-sm font-medium">
          {submitted ? section.notice : ''}
        </p>
        {section.note && <p className={`mt-2 text-xs leading-relaxed ${tone.small}`}>{section.note}</p>}
      </div>
    </section>
  );
}
