import { Check } from 'lucide-react';
import { useId } from 'react';
import type { Sections } from '../../../schemas/sections/index.ts';
import { Icon } from '../../ui/icons.tsx';
import { Picture } from '../../ui/picture.tsx';
import { HeadedSection, gridColumns, staggerStyle } from '../../ui/section.tsx';
import { ActionRow } from '../parts/action-button.tsx';

type ServicesSection = Sections['services'];
type Service = ServicesSection['items'][number];

function ServiceCard({ service, index }: { service: Service; index: number }) {
  return (
    <li className="card stagger-item flex flex-col overflow-hidden rounded-site" style={staggerStyle(index)}>
      {service.image && <Picture image={service.image} className="aspect-[4/3] w-full object-cover" />}
      <div className="flex flex-1 flex-col p-7">
        <div className="mb-5 flex items-center justify-between gap-3">
          {service.icon && (
            <span className="icon-badge grid size-12 place-items-center rounded-full">
              <Icon name={service.icon} className="size-5" strokeWidth={1.5} />
            </span>
          )}
          {service.label && (
            <span className="chip rounded-full px-3 py-1 text-[0.65rem] font-semibold uppercase tracking-[0.2em]">
              {service.label}
            </span>
          )}
        </div>
        <h3 className="font-display text-2xl leading-snug">{service.title}</h3>
        <p className="soft-text mt-3 text-sm leading-relaxed">{service.description}</p>
        {service.features && service.features.length > 0 && (
          <ul className="mt-5 space-y-2 text-sm">
            {service.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <Check className="accent-icon mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

const consultationClass = [
  'consultation relative mt-20 overflow-hidden rounded-site border border-accent/40 bg-inverse px-6 py-14',
  'text-center text-inverse-foreground sm:px-12',
].join(' ');

function Consultation({ consultation }: { consultation: NonNullable<ServicesSection['consultation']> }) {
  const id = useId();
  return (
    <aside aria-labelledby={id} className={consultationClass} data-tone="inverse">
      <p aria-hidden="true" className="eyebrow mb-4 text-2xl leading-none">
        ✦
      </p>
      <h3 id={id} className="mx-auto max-w-2xl font-display text-3xl leading-tight font-light sm:text-4xl">
        {consultation.title}
      </h3>
      {consultation.text && <p className="soft-text mx-auto mt-5 max-w-2xl leading-relaxed">{consultation.text}</p>}
      {consultation.actions && consultation.actions.length > 0 && (
        <div className="mt-9 flex flex-col items-center justify-center gap-4 sm:flex-row">
          <ActionRow actions={consultation.actions} />
        </div>
      )}
    </aside>
  );
}

export function Services({ section }: { section: ServicesSection }) {
  return (
    <HeadedSection section={section}>
      <ul className={`grid gap-6 ${gridColumns(section.items.length)}`}>
        {section.items.map((service, index) => (
          <ServiceCard key={service.title} service={service} index={index} />
        ))}
      </ul>
      {section.consultation && <Consultation consultation={section.consultation} />}
    </HeadedSection>
  );
}

export default Services;
