/**
 * The shop's clock: owners think in Italy's time (Europe/Rome, with its summer time), the server
 * stores instants. These convert between the two without a time-zone library: the offset of an
 * instant is read from `Intl`, and a wall-clock time is turned into the instant that shows it there.
 */

export const SHOP_TIME_ZONE = 'Europe/Rome';

/** A date and a time of day as a person in Italy reads them: `2026-12-01`, `09:30`. */
export interface RomeWallTime {
  date: string;
  time: string;
}

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function wallClock(instant: number): { year: number; month: number; day: number; hour: number; minute: number } {
  const found = Object.fromEntries(parts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return {
    year: Number(found.year),
    month: Number(found.month),
    day: Number(found.day),
    hour: Number(found.hour),
    minute: Number(found.minute),
  };
}

/** How far Italy's clock is ahead of UTC at an instant, in milliseconds (one hour, two in summer). */
export function romeOffset(instant: number): number {
  const clock = wallClock(instant);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  return asUtc - Math.floor(instant / 60_000) * 60_000;
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The instant Italy's clock shows `date` at `time`, as an ISO string; null for a date or time that
 * is not one. A time the spring change skips (02:30 on the last Sunday of March) is read on the
 * clock as it was before the change, so it lands an hour later; an hour the autumn change repeats is
 * its first passing.
 */
export function romeToInstant({ date, time }: RomeWallTime): string | null {
  const d = datePattern.exec(date);
  const t = timePattern.exec(time);
  if (!d || !t) return null;
  const [year, month, day] = [Number(d[1]), Number(d[2]), Number(d[3])];
  const asUtc = Date.UTC(year, month - 1, day, Number(t[1]), Number(t[2]));
  const check = new Date(asUtc);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // Italy's offset the day before and the day after: equal but across a change of clock.
  const shown = [asUtc - romeOffset(asUtc - 86_400_000), asUtc - romeOffset(asUtc + 86_400_000)];
  const matching = shown.filter((instant) => wallTimeOf(instant).time === time);
  const instant = matching.length > 0 ? Math.min(...matching) : (shown[0] ?? asUtc);
  return new Date(instant).toISOString();
}

/** The date and time Italy's clock shows at an instant. */
export function wallTimeOf(instant: number | string): RomeWallTime {
  const clock = wallClock(typeof instant === 'string' ? Date.parse(instant) : instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    date: `${String(clock.year)}-${pad(clock.month)}-${pad(clock.day)}`,
    time: `${pad(clock.hour)}:${pad(clock.minute)}`,
  };
}

const longFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const shortFormat = new Intl.DateTimeFormat('it-IT', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An instant as Italy reads it: "martedì 1 dicembre 2026 alle ore 09:30". */
export function romeLong(instant: string): string {
  // Italian's own pattern already joins the date and time with "alle ore".
  return longFormat.format(new Date(instant));
}

/** An instant as a list reads it: "1 dic 2026, 09:30". */
export function romeShort(instant: string): string {
  return shortFormat.format(new Date(instant));
}
