/**
 * The enquiry a visitor sends from a contact form (and the owner finds in the admin's `Messaggi`).
 * Each field's bounds are written here once: the form checks them before sending and the
 * `messages` table enforces the same ones with its own checks
 * (`supabase/migrations/20261123150000_messages.sql`; a unit test compares the two), so an
 * over-long field is refused by the database even when the form is bypassed.
 */

/** An e-mail address as the shop and the form accept it: something@somewhere.tld, no spaces. */
export const emailPattern = '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';

/** A phone number as people write it: digits, spaces and + ( ) . / -. */
export const phonePattern = '^\\+?[0-9 ()./-]{6,25}$';

/** The fields of an enquiry, in the order the form shows them, with the table column each fills. */
export const enquiryFields = ['firstName', 'lastName', 'email', 'phone', 'subject', 'body'] as const;

export type EnquiryField = (typeof enquiryFields)[number];

export const enquiryFieldRules = {
  firstName: { column: 'first_name', required: true, maxLength: 80 },
  lastName: { column: 'last_name', required: true, maxLength: 80 },
  email: { column: 'email', required: true, maxLength: 254, pattern: emailPattern },
  phone: { column: 'phone', required: false, maxLength: 30, pattern: phonePattern },
  subject: { column: 'subject', required: true, maxLength: 150 },
  body: { column: 'body', required: true, maxLength: 4000 },
} as const satisfies Record<EnquiryField, { column: string; required: boolean; maxLength: number; pattern?: string }>;

/** The page an enquiry was sent from: a path of the site, as long as a route may be and a little more. */
export const enquiryPageMaxLength = 300;

/**
 * A path of this site: `/` followed by anything but a second `/` or a `\`, or `/` alone, with no
 * control character. A browser reads `//evil.example/login` and `/\evil.example/login` as another
 * site's addresses, and drops tabs and line breaks from an address first (`/<tab>/evil.example` is
 * `//evil.example`); the owner opens an enquiry's page from the admin. The `messages` table checks
 * the same pattern (`supabase/migrations/20261127200000_enquiry_limits.sql`).
 */
export const enquiryPagePattern = String.raw`^/([^/\\\x01-\x1f\x7f][^\x01-\x1f\x7f]*)?$`;

/**
 * The page an enquiry names, from the path the browser shows (`location.pathname`): leading slashes
 * and backslashes become one `/` (a shop's address typed as `https://shop.it//contatti` is its
 * `/contatti`), and it is cut to the table's bound.
 */
export function enquiryPage(pathname: string): string {
  return `/${pathname.replace(/^[/\\]+/, '')}`.slice(0, enquiryPageMaxLength);
}

/**
 * The honeypot: a field people never see or fill. A message that arrives with it filled is dropped
 * by the table's trigger, and the sender is told nothing different.
 */
export const honeypotColumn = 'website';

/** How many enquiries one address may send in a window, unless the server is told otherwise. */
export const enquiryRateLimit = { count: 5, minutes: 10 } as const;
