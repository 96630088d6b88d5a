import { useMemo, useSyncExternalStore } from 'react';
import type { Closures, OpeningHours } from '../../../schemas/site.ts';
import { openStatus, openStatusText } from '../../site/open-status.ts';

const MINUTE = 60_000;

/** The current minute, as a number that changes once a minute (a stable snapshot for React). */
const currentMinute = () => Math.floor(Date.now() / MINUTE);

/** Wakes subscribers at each turn of the minute, and when the page comes back into view. */
function subscribeToMinutes(onTurn: () => void): () => void {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onTurn();
        schedule();
      },
      MINUTE - (Date.now() % MINUTE) + 50,
    );
  };
  schedule();
  document.addEventListener('visibilitychange', onTurn);
  return () => {
    clearTimeout(timer);
    document.removeEventListener('visibilitychange', onTurn);
  };
}

const noClosures: Closures = [];

const lineClass =
  'open-status flex h-6 items-center gap-2 overflow-hidden text-sm leading-6 font-medium whitespace-nowrap';

const dotClass = { open: 'bg-emerald-600', closed: 'bg-current opacity-60', closure: 'bg-amber-600' } as const;

/**
 * "Aperto ora · chiude alle 19:00", "Chiuso · apre lunedì alle 9:00", "Chiuso per ferie fino al 25
 * agosto", computed in the shop's time zone. The moment is the visitor's, so the pre-rendered HTML
 * (and the render that hydrates it) hold an empty line of the same height; the text arrives right
 * after hydration, and changes with the minute. A line, never wrapping: nothing below it moves.
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
  const minute = useSyncExternalStore(subscribeToMinutes, currentMinute, () => null);
  const status = useMemo(
    () => (minute === null ? null : openStatus(hours, closures, new Date(minute * MINUTE))),
    [hours, closures, minute],
  );
  const text = status ? openStatusText(status) : '';
  return (
    <p
      className={`${lineClass} ${className}`}
      data-state={status?.state ?? 'pending'}
      title={text || undefined}
      aria-hidden={status ? undefined : true}
    >
      {status && (
        <span aria-hidden="true" className={`inline-block size-2 shrink-0 rounded-full ${dotClass[status.state]}`} />
      )}
      <span className="truncate">{text}</span>
    </p>
  );
}
