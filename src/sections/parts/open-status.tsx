import { useEffect, useRef } from 'react';
import type { Closures, OpeningHours } from '../../../schemas/site.ts';
import { watchOpenStatus } from '../../islands/behaviours/open-status.ts';

const noClosures: Closures = [];

const lineClass =
  'open-status flex h-6 items-center gap-2 overflow-hidden text-sm leading-6 font-medium whitespace-nowrap';

/**
 * "Aperto ora · chiude alle 19:00", "Chiuso · apre lunedì alle 9:00", "Chiuso per ferie fino al 25
 * agosto", computed in the shop's time zone. The moment is the visitor's, so the pre-rendered HTML
 * holds an empty line of the same height; `watchOpenStatus` (a plain script: the islands' loader on
 * a brochure page, the effect below in an app) fills it and changes it with the minute. The line's
 * content is the script's, never React's. A line, never wrapping: nothing below it moves.
 */
export function OpenStatusLine({
  hours,
  closures = noClosures,
  className = '',
}: {
  hours: OpeningHours;
  closures?: Closures | undefined;
  className?: string;
}) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => (line.current ? watchOpenStatus(line.current) : undefined), []);
  return (
    <p
      ref={line}
      className={`${lineClass} ${className}`}
      data-open-status=""
      data-hours={JSON.stringify(hours)}
      data-closures={JSON.stringify(closures)}
      data-state="pending"
      aria-hidden={true}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: '' }}
    />
  );
}
