import type { FromSchema } from 'json-schema-to-ts';
import type { image } from '../../../schemas/common.ts';

type CardImageData = FromSchema<typeof image>;

/** A card's picture: zooms softly on hover, with an optional label chip over its corner. */
export function CardImage({ image, label }: { image: CardImageData; label?: string }) {
  return (
    <>
      <img
        src={image.src}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] w-full object-cover transition-transform duration-700 ease-out group-hover:scale-105 sm:aspect-[4/5]"
        style={image.position ? { objectPosition: image.position } : undefined}
      />
      {label && (
        <span className="chip absolute top-4 left-4 rounded-full px-3 py-1 text-[0.7rem] font-semibold uppercase tracking-[0.2em]">
          {label}
        </span>
      )}
    </>
  );
}
