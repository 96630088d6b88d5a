import type { Closures, OpeningHours, Weekday } from '../../schemas/site.ts';
import { clock, dayNames, minutesOf, slotsOn } from './hours.ts';

/**
 * Whether the shop is open at a given moment, in the shop's own time (Europe/Rome, whatever the
 * visitor's clock says), from the document's hours and closures; and the line that says it.
 */

/** The shop's time zone: every shop of the product is in Italy. */
export const SHOP_TIME_ZONE = 'Europe/Rome';

export type OpenStatus =
  | { state: 'open'; closes: string }
  /** Shut by a closure; `until` is its last day (closures that follow on are joined). */
  | { state: 'closure'; note: string | undefined; until: string }
  /** Outside the hours; `next` is when it opens, `days` from today (null: it never opens). */
  | { state: 'closed'; next: { days: number; day: Weekday; date: string; opens: string } | null };

/** A moment as the shop's clock and calendar show it. */
export interface ShopTime {
  /** `YYYY-MM-DD` */
  date: string;
  day: Weekday;
  /** Minutes since midnight. */
  minutes: number;
}

const weekdayByIndex = ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'] as const satisfies readonly Weekday[];

const monthNames = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

let shopClock: Intl.DateTimeFormat | undefined;

/** The date, weekday and time of `now` in the shop's time zone. */
export function shopTime(now: Date): ShopTime {
  shopClock ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = Object.fromEntries(shopClock.formatToParts(now).map((part) => [part.type, part.value]));
  const date = `${parts.year ?? ''}-${parts.month ?? ''}-${parts.day ?? ''}`;
  return { date, day: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

const utcDay = (date: string) => {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day));
};

function weekdayOf(date: string): Weekday {
  return weekdayByIndex[utcDay(date).getUTCDay()] ?? 'lun';
}

/** The calendar date `days` after `date` (both `YYYY-MM-DD`). */
export function addDays(date: string, days: number): string {
  const moved = utcDay(date);
  moved.setUTCDate(moved.getUTCDate() + days);
  return moved.toISOString().slice(0, 10);
}

// ISO dates compare as strings.
const closureOn = (closures: Closures, date: string) => closures.find((c) => c.from <= date && date <= c.to);

/** The last day of the closure under way, following closures that start the next day or overlap. */
function closureEnd(closures: Closures, until: string): string {
  let end = until;
  for (let next = closureOn(closures, addDays(end, 1)); next; next = closureOn(closures, addDays(end, 1))) {
    end = next.to;
  }
  return end;
}

/** Whether the shop is open at `now`, and if not, until when it is closed or when it opens next. */
export function openStatus(hours: OpeningHours, closures: Closures, now: Date): OpenStatus {
  const today = shopTime(now);
  const closure = closureOn(closures, today.date);
  if (closure) return { state: 'closure', note: closure.note, until: closureEnd(closures, closure.to) };

  const current = slotsOn(hours, today.day).find(
    (slot) => minutesOf(slot.opens) <= today.minutes && today.minutes < minutesOf(slot.closes),
  );
  if (current) return { state: 'open', closes: current.closes };

  if (hours.every((range) => range.slots.length === 0)) return { state: 'closed', next: null };
  // A year ahead is enough for any run of closures; the hours open some day of every week.
  for (let days = 0; days <= 366; days++) {
    const date = addDays(today.date, days);
    if (days > 0 && closureOn(closures, date)) continue;
    const day = weekdayOf(date);
    const slot = slotsOn(hours, day).find((s) => days > 0 || minutesOf(s.opens) > today.minutes);
    if (slot) return { state: 'closed', next: { days, day, date, opens: slot.opens } };
  }
  return { state: 'closed', next: null };
}

/** `25 agosto`: a date as the status line names it. */
export function dayAndMonth(date: string): string {
  const moment = utcDay(date);
  return `${moment.getUTCDate()} ${monthNames[moment.getUTCMonth()] ?? ''}`;
}

/** "fino al 25 agosto", "fino all'8 agosto", "fino al 1º agosto": the article as Italian elides it. */
function untilDate(date: string): string {
  const day = utcDay(date).getUTCDate();
  const words = dayAndMonth(date);
  if (day === 8 || day === 11) return `fino all'${words}`;
  if (day === 1) return `fino al 1º ${words.slice(2)}`;
  return `fino al ${words}`;
}

/** The status as the contact block and the footer write it: `Aperto ora · chiude alle 19:00`. */
export function openStatusText(status: OpenStatus): string {
  if (status.state === 'open') return `Aperto ora · chiude alle ${clock(status.closes)}`;
  if (status.state === 'closure') return ['Chiuso', status.note, untilDate(status.until)].filter(Boolean).join(' ');
  const { next } = status;
  if (!next) return 'Chiuso';
  const at = `alle ${clock(next.opens)}`;
  const weekday = dayNames[next.day].toLowerCase();
  if (next.days === 0) return `Chiuso · apre ${at}`;
  if (next.days === 1) return `Chiuso · apre domani ${at}`;
  if (next.days < 7) return `Chiuso · apre ${weekday} ${at}`;
  return `Chiuso · apre ${weekday} ${dayAndMonth(next.date)} ${at}`;
}
