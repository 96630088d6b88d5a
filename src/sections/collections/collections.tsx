import { ArrowRight } from 'lucide-react';
import type { Sections } from '../../../schemas/sections/index.ts';
import { HeadedSection, gridColumns, staggerStyle } from '../../ui/section.tsx';
import { ClosingAction } from '../parts/action-button.tsx';
import { CardImage } from '../parts/card-image.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';

type CollectionsSection = Sections['collections'];
type Collection = CollectionsSection['items'][number];

function CollectionCard({ item, index }: { item: Collection; index: number }) {
  return (
    <li className="group stagger-item relative flex flex-col" style={staggerStyle(index)}>
      <div className="relative overflow-hidden rounded-site bg-muted">
        <CardImage image={item.image} label={item.category} />
      </div>
      <h3 className="mt-6 font-display text-3xl leading-tight">
        {item.href ? (
          <SmartLink href={item.href} className="stretched-link outline-none">
            {item.title}
          </SmartLink>
        ) : (
          item.title
        )}
      </h3>
      {item.description && <p className="soft-text mt-3 text-sm leading-relaxed">{item.description}</p>}
      {item.href && (
        <span
          aria-hidden="true"
          className="link-cue mt-5 inline-flex items-center gap-2 text-xs font-semibold uppercase tracking-[0.25em]"
        >
          {item.linkLabel}
          <ArrowRight className="size-4 transition-transform duration-300 group-hover:translate-x-1" />
        </span>
      )}
    </li>
  );
}

export function Collections({ section }: { section: CollectionsSection }) {
  return (
    <HeadedSection section={section}>
      <ul className={`grid gap-x-8 gap-y-14 ${gridColumns(section.items.length)}`}>
        {section.items.map((item, index) => (
          <CollectionCard key={item.title} item={item} index={index} />
        ))}
      </ul>
      <ClosingAction action={section.action} variant="elegant" />
    </HeadedSection>
  );
}

export default Collections;
