import type { Closures, OpeningHours } from '../../../schemas/site.ts';
import { openStatus, openStatusText } from '../../site/open-status.ts';
import { stopNothing } from './motion.ts';

const MINUTE = 60_000;

const dotClass = { open: 'bg-emerald-600', closed: 'bg-current opacity-60', closure: 'bg-amber-600' } as const;

/** Calls `onTurn` at each turn of the minute, and when the page comes back into view. */
function everyMinute(onTurn: () => void): () => void {
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

/**
 * Fills an open-status line (`[data-open-status]`, its hours and closures in `data-hours` and
 * `data-closures`): "Aperto ora · chiude alle 19:00", "Chiuso · apre lunedì alle 9:00", "Chiuso per
 * ferie fino al 25 agosto", in the shop's time zone, at the visitor's moment (which the pre-rendered
 * page cannot know: it holds an empty line of the same height), and again at each minute.
 */
export function watchOpenStatus(line: HTMLElement): () => void {
  // One watch per line: a brochure page's loader and an island hydrated later both ask.
  if (line.dataset.watched !== undefined) return stopNothing;
  line.dataset.watched = '';
  const hours = JSON.parse(line.dataset.hours ?? '[]') as OpeningHours;
  const closures = JSON.parse(line.dataset.closures ?? '[]') as Closures;
  const dot = document.createElement('span');
  dot.setAttribute('aria-hidden', 'true');
  const text = document.createElement('span');
  text.className = 'truncate';
  const show = () => {
    const status = openStatus(hours, closures, new Date());
    const words = openStatusText(status);
    dot.className = `inline-block size-2 shrink-0 rounded-full ${dotClass[status.state]}`;
    text.textContent = words;
    line.title = words;
    line.dataset.state = status.state;
    line.removeAttribute('aria-hidden');
    if (!dot.isConnected) line.replaceChildren(dot, text);
  };
  show();
  const stop = everyMinute(show);
  return () => {
    stop();
    delete line.dataset.watched;
  };
}
