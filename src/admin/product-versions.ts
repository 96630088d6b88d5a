import type { Product } from '../products/types.ts';

/**
 * Which of two versions of a product is the later, by `updated_at` (moved by the database on every
 * change). REST and realtime may spell one moment differently (`T` or a space, `Z`, `+00` or
 * `+00:00`, three or six decimals), so versions are compared as moments, to the microsecond.
 */

const MOMENT = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}(?::?\d{2})?)?$/i;

/** Microseconds since 1970 of a Postgres or ISO timestamp (UTC when it names no offset), or NaN. */
export function momentOf(text: string): number {
  const match = MOMENT.exec(text.trim());
  if (!match) return Number.NaN;
  const [, year, month, day, hours, minutes, seconds, fraction = '', zone = 'Z'] = match;
  const millis = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
  );
  const micros = Number(fraction.slice(0, 6).padEnd(6, '0'));
  let offsetMinutes = 0;
  if (zone.toUpperCase() !== 'Z') {
    const digits = zone.slice(1).replace(':', '');
    const sign = zone.startsWith('-') ? -1 : 1;
    offsetMinutes = sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4) || '0'));
  }
  return (millis - offsetMinutes * 60_000) * 1000 + micros;
}

/** Positive when `a` was stored after `b`, negative when before, 0 for the same version. */
export function compareVersions(a: Pick<Product, 'updated_at'>, b: Pick<Product, 'updated_at'>): number {
  const [first, second] = [momentOf(a.updated_at), momentOf(b.updated_at)];
  if (Number.isNaN(first) || Number.isNaN(second)) {
    // Not a timestamp the admin knows how to read: the same spelling still sorts by time.
    return a.updated_at === b.updated_at ? 0 : a.updated_at > b.updated_at ? 1 : -1;
  }
  return Math.sign(first - second);
}

/** True when `a` is a later version than `b`. */
export const isLaterVersion = (a: Pick<Product, 'updated_at'>, b: Pick<Product, 'updated_at'>): boolean =>
  compareVersions(a, b) > 0;
