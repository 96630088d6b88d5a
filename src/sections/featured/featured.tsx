import type { Sections } from '../../../schemas/sections/index.ts';
import { HeadedSection, gridColumns, staggerStyle } from '../../ui/section.tsx';
import { ActionButton, ClosingAction } from '../parts/action-button.tsx';
import { CardImage } from '../parts/card-image.tsx';

type FeaturedSection = Sections['featured'];
type FeaturedItem = FeaturedSection['items'][number];

function FeaturedCard({ item, index }: { item: FeaturedItem; index: number }) {
  return (
    <li className="card group stagger-item flex flex-col overflow-hidden rounded-site" style={staggerStyle(index)}>
      <div className="relative overflow-hidden">
        <CardImage image={item.image} label={item.badge} />
      </div>
      <div className="flex flex-1 flex-col p-7">
        <h3 className="font-display text-3xl leading-tight">{item.title}</h3>
        {item.description && <p className="soft-text mt-3 text-sm leading-relaxed">{item.description}</p>}
        <div className="mt-auto flex flex-wrap items-center justify-between gap-4 pt-7">
          {item.price && <p className="price font-display text-2xl lining-nums">{item.price}</p>}
          {item.action && <ActionButton action={item.action} variant="elegant" size="sm" />}
        </div>
      </div>
    </li>
  );
}

export function Featured({ section }: { section: FeaturedSection }) {
  return (
    <HeadedSection section={section}>
      <ul className={`grid gap-8 ${gridColumns(section.items.length)}`}>
        {section.items.map((item, index) => (
          <FeaturedCard key={item.title} item={item} index={index} />
        ))}
      </ul>
      <ClosingAction action={section.action} variant="elegant" />
    </HeadedSection>
  );
}

export default Featured;
