import { newsletterLink } from '../../../schemas/sections/newsletter-signup.ts';
import type { Subscriber } from '../../backend/newsletter.ts';

/** The export's columns, in order, as a mailing tool reads their names. */
export const CSV_COLUMNS = [
  'email',
  'iscritto_il',
  'confermato_il',
  'pagina',
  'consenso',
  'link_disiscrizione',
] as const;

/**
 * One field of CSV (RFC 4180): quoted when it holds a comma, a quote or a line break. A field a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, return first) is written with a `'`
 * before it, so opening the list never runs what a visitor typed.
 */
export function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The shop's list as CSV (comma-separated, CRLF lines, a header row): each address with when it
 * signed up and confirmed (ISO 8601, UTC), the page, the words it agreed to, and its own unsubscribe
 * link on the site's `origin`, for the mailing that uses the list.
 */
export function subscribersCsv(subscribers: readonly Subscriber[], origin: string): string {
  const rows = subscribers.map((s) =>
    [
      s.email,
      new Date(s.consentedAt).toISOString(),
      s.confirmedAt === null ? '' : new Date(s.confirmedAt).toISOString(),
      s.page,
      s.consent,
      newsletterLink(origin, s.page, 'unsubscribe', s.token),
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].map((line) => `${line}\r\n`).join('');
}

/** The file's name: the shop and the day, `iscritti-seoul-2026-11-28.csv`. */
export function csvFileName(shopId: string, now: Date): string {
  return `iscritti-${shopId}-${now.toISOString().slice(0, 10)}.csv`;
}
