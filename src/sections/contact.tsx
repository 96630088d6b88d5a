import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Sections } from '../../schemas/sections/index.ts';
import { addressLine } from '../site/address.ts';
import { hoursLines } from '../site/hours.ts';
import { useSite } from '../site/SiteContext.tsx';
import { Button } from '../ui/button.tsx';
import { HeadedSection } from '../ui/section.tsx';
import { SocialLinks } from './parts/social-links.tsx';

type ContactSection = Sections['contact'];

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // dt and dd stay direct children of their group (a valid <dl>); the icon sits in the dt's padding.
  return (
    <div className="relative min-h-11 pl-15">
      <dt className="pt-1 text-xs font-semibold uppercase tracking-[0.25em]">
        <span className="icon-badge absolute top-0 left-0 grid size-11 place-items-center rounded-full">{icon}</span>
        {label}
      </dt>
      <dd className="soft-text mt-1 leading-relaxed">{children}</dd>
    </div>
  );
}

const fieldClass = [
  'w-full rounded-site border border-border bg-background px-4 py-3 text-base text-foreground',
  'placeholder:text-muted-foreground',
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent',
].join(' ');

/** Spec §5: the form shows asterisk placeholders and sends nothing; each field still has a label. */
function EnquiryForm({ title, submitLabel }: { title: string; submitLabel: string }) {
  const id = useId();
  const fields = [
    { name: 'nome', label: 'Nome', placeholder: 'Nome *', type: 'text', autoComplete: 'given-name' },
    { name: 'cognome', label: 'Cognome', placeholder: 'Cognome *', type: 'text', autoComplete: 'family-name' },
    { name: 'email', label: 'Email', placeholder: 'Email *', type: 'email', autoComplete: 'email' },
    { name: 'oggetto', label: 'Oggetto', placeholder: 'Oggetto *', type: 'text', autoComplete: 'off' },
  ] as const;
  return (
    <form
      aria-labelledby={`${id}-titolo`}
      onSubmit={(event) => event.preventDefault()}
      className="card rounded-site p-6 sm:p-10"
    >
      <h3 id={`${id}-titolo`} className="mb-8 font-display text-3xl leading-tight">
        {title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f.name} className={f.name === 'email' || f.name === 'oggetto' ? 'sm:col-span-2' : ''}>
            <label htmlFor={`${id}-${f.name}`} className="sr-only">
              {f.label}
            </label>
            <input
              id={`${id}-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              placeholder={f.placeholder}
              className={fieldClass}
            />
          </div>
        ))}
        <div className="sm:col-span-2">
          <label htmlFor={`${id}-messaggio`} className="sr-only">
            Messaggio
          </label>
          <textarea
            id={`${id}-messaggio`}
            name="messaggio"
            rows={5}
            placeholder="Messaggio"
            className={`${fieldClass} resize-y`}
          />
        </div>
      </div>
      <Button variant="default" size="lg" className="mt-6 w-full">
        {submitLabel}
      </Button>
    </form>
  );
}

export function Contact({ section }: { section: ContactSection }) {
  const { shop } = useSite();
  const showHours = section.hours && shop.hours && shop.hours.length > 0;

  return (
    <HeadedSection section={section}>
      <div className={`grid gap-12 ${section.form ? 'lg:grid-cols-[2fr_3fr] lg:gap-16' : 'mx-auto max-w-xl'}`}>
        <div>
          <dl className="space-y-7">
            <Detail icon={<MapPin className="size-5" strokeWidth={1.5} aria-hidden="true" />} label="Indirizzo">
              <address className="not-italic">{addressLine(shop.address)}</address>
            </Detail>
            <Detail icon={<Phone className="size-5" strokeWidth={1.5} aria-hidden="true" />} label="Telefono">
              <a href={`tel:${shop.phone.replace(/[^+0-9]/g, '')}`} className="underline-offset-4 hover:underline">
                {shop.phone}
              </a>
            </Detail>
            <Detail icon={<Mail className="size-5" strokeWidth={1.5} aria-hidden="true" />} label="Email">
              <a href={`mailto:${shop.email}`} className="break-all underline-offset-4 hover:underline">
                {shop.email}
              </a>
            </Detail>
            {showHours && (
              <Detail
                icon={<Clock className="size-5" strokeWidth={1.5} aria-hidden="true" />}
                label="Orari di apertura"
              >
                <ul className="space-y-1">
                  {hoursLines(shop.hours ?? []).map((line) => (
                    <li key={line.days} className="flex flex-wrap justify-between gap-x-6">
                      <span>{line.days}</span>
                      <span>{line.time}</span>
                    </li>
                  ))}
                </ul>
              </Detail>
            )}
          </dl>
          {shop.social && shop.social.length > 0 && (
            <div className="mt-10 border-t border-current/15 pt-8">
              <p className="mb-4 text-xs font-semibold uppercase tracking-[0.25em]">Seguici</p>
              <SocialLinks social={shop.social} />
            </div>
          )}
        </div>
        {section.form && <EnquiryForm title={section.form.title} submitLabel={section.form.submitLabel} />}
      </div>
    </HeadedSection>
  );
}
