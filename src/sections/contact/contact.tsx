import { ArrowUpRight, Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Sections } from '../../../schemas/sections/index.ts';
import { addressLine, directionsHref, telHref, whatsappHref } from '../../site/address.ts';
import { hoursLines } from '../../site/hours.ts';
import { useSite } from '../../site/SiteContext.tsx';
import { HeadedSection } from '../../ui/section.tsx';
import { EnquiryForm } from '../parts/enquiry-form.tsx';
import { OpenStatusLine } from '../parts/open-status.tsx';
import { SocialLinks } from '../parts/social-links.tsx';

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
              <a
                href={directionsHref(shop.address)}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-1 inline-flex min-h-11 items-center gap-1 font-medium underline underline-offset-4"
              >
                Indicazioni
                <ArrowUpRight className="size-4" aria-hidden="true" />
                <span className="sr-only">(si apre in una nuova scheda)</span>
              </a>
            </Detail>
            <Detail icon={<Phone className="size-5" strokeWidth={1.5} aria-hidden="true" />} label="Telefono">
              <a href={telHref(shop.phone)} className="underline-offset-4 hover:underline">
                {shop.phone}
              </a>
            </Detail>
            {shop.whatsapp && (
              <Detail icon={<MessageCircle className="size-5" strokeWidth={1.5} aria-hidden="true" />} label="WhatsApp">
                <a
                  href={whatsappHref(shop.whatsapp)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="underline-offset-4 hover:underline"
                >
                  Scrivici su WhatsApp
                  <span className="sr-only"> al {shop.whatsapp} (si apre in una nuova scheda)</span>
                </a>
              </Detail>
            )}
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
                <OpenStatusLine hours={shop.hours ?? []} closures={shop.closures} className="mb-2" />
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

export default Contact;
