import { useId } from 'react';
import type { Sections } from '../../../schemas/sections/index.ts';
import { Picture } from '../../ui/picture.tsx';
import { HeadedSection } from '../../ui/section.tsx';
import { CarouselButton } from '../parts/product-carousel-controls.tsx';
import { rotate, useRotation, wrapIndex } from '../parts/product-carousel-rotation.ts';

type Section = Sections['brand-carousel'];

const slideClass = 'flex justify-center transition-[opacity,transform,filter] duration-500';

/**
 * The houses a shop carries, three at a time with the current one in the middle at full opacity and
 * its neighbours dimmed. Next and previous wrap around; arrow keys work while focus is inside.
 */
export function BrandCarousel({ section }: { section: Section }) {
  const trackId = useId();
  const { brands } = section;
  const rotation = useRotation(brands.length);
  const current = brands[rotation.index];
  // Previous, current, next.
  const shown = rotate(brands, rotation.index - 1).slice(0, 3);

  return (
    <HeadedSection section={section} width="normal" aria-roledescription="carousel" onKeyDown={rotation.onKeyDown}>
      <div className="flex items-center gap-2 sm:gap-8">
        <CarouselButton direction="previous" item="Marchio" controls={trackId} rotation={rotation} />
        <div
          id={trackId}
          className="grid min-w-0 flex-1 grid-cols-[1fr_1.6fr_1fr] items-center gap-1 sm:grid-cols-3 sm:gap-10"
        >
          {shown.map((brand, i) => {
            const isCurrent = i === 1;
            const position = wrapIndex(rotation.index - 1 + i, brands.length) + 1;
            return (
              <div
                key={brand.name}
                role="group"
                aria-roledescription="slide"
                aria-label={`${position} di ${brands.length}: ${brand.name}`}
                aria-current={isCurrent ? 'true' : undefined}
                className={`${slideClass} ${isCurrent ? 'scale-110 opacity-100' : 'scale-90 opacity-35 grayscale'}`}
              >
                <Picture image={brand.image} alt={brand.image.alt || brand.name} className="h-auto w-full max-w-56" />
              </div>
            );
          })}
        </div>
        <CarouselButton direction="next" item="Marchio" controls={trackId} rotation={rotation} />
      </div>
      <div className="mx-auto mt-10 min-h-24 max-w-xl text-center" aria-live="polite" aria-atomic="true">
        {current && (
          <>
            <p className="font-display text-2xl sm:text-3xl">{current.name}</p>
            {current.description && <p className="soft-text mt-3 text-sm leading-relaxed">{current.description}</p>}
          </>
        )}
      </div>
    </HeadedSection>
  );
}

export default BrandCarousel;
