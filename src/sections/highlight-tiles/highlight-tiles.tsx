import type { Sections } from '../../../schemas/sections/index.ts';
import { Picture } from '../../ui/picture.tsx';
import { HeadedSection } from '../../ui/section.tsx';
import { SmartLink } from '../../ui/smart-link.tsx';

type Section = Sections['highlight-tiles'];

const columns: Record<number, string> = {
  1: '',
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 xl:grid-cols-4',
};

const pictureClass =
  'absolute inset-0 -z-20 size-full object-cover transition-transform duration-1000 group-hover:scale-105';

const ctaClass = [
  'mt-6 inline-block border-b border-white/70 pb-1 text-xs font-semibold uppercase tracking-[0.25em]',
  'transition-colors group-hover:border-white',
].join(' ');

/** Large picture tiles, each one link: the image, a title over a dark fade, and a short call. */
export function HighlightTiles({ section }: { section: Section }) {
  const aspect = section.shape === 'square' ? 'aspect-square' : 'aspect-[4/5]';
  return (
    <HeadedSection section={section}>
      <ul className={`grid gap-4 sm:gap-6 ${columns[section.tiles.length] ?? ''}`}>
        {section.tiles.map((tile, index) => (
          <li key={tile.title} className="stagger-in" style={{ transitionDelay: `${index * 200}ms` }}>
            <SmartLink
              href={tile.href}
              className={`group relative isolate flex ${aspect} items-end overflow-hidden rounded-site bg-inverse`}
            >
              <Picture image={tile.image} className={pictureClass} />
              <span
                className="absolute inset-0 -z-10 bg-gradient-to-t from-black/80 via-black/30 to-transparent"
                aria-hidden="true"
              />
              <span className="block p-7 text-white sm:p-10">
                {tile.eyebrow && (
                  <span className="mb-3 block text-xs font-medium uppercase tracking-[0.3em] text-white/90">
                    {tile.eyebrow}
                  </span>
                )}
                <span className="block font-display text-4xl font-light sm:text-5xl">{tile.title}</span>
                {tile.text && (
                  <span className="mt-3 block max-w-sm text-sm leading-relaxed text-white/90">{tile.text}</span>
                )}
                <span className={ctaClass}>{tile.cta}</span>
              </span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}

export default HighlightTiles;
