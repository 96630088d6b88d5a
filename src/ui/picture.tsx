import type { FromSchema } from 'json-schema-to-ts';
import type { image as imageSchema } from '../../schemas/common.ts';

export type DocumentImage = FromSchema<typeof imageSchema>;

/**
 * A picture from a site document, at its intrinsic size (no layout shift) and with its framing
 * (`position`). Lazy, unless it is the first thing a page shows: `priority` fetches it first.
 */
export function Picture({
  image,
  alt = image.alt,
  priority = false,
  className,
}: {
  image: DocumentImage;
  /** Replaces the document's text alternative, e.g. `""` for a picture that only repeats another. */
  alt?: string;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.src}
      alt={alt}
      width={image.width}
      height={image.height}
      {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy', decoding: 'async' })}
      className={className}
      style={image.position ? { objectPosition: image.position } : undefined}
    />
  );
}
