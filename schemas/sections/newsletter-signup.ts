/**
 * What a newsletter sign-up is, shared by the box (`src/sections/newsletter/`), the owner's
 * export, the embedded server's e-mail and the tests: the table's name, the bounds its checks hold
 * (`supabase/migrations/*_newsletter.sql`), the allowance per address, and the links of a sign-up.
 */

export const newsletterTable = 'newsletter_subscribers';

/** Characters, as the table's checks count them. */
export const newsletterBounds = { email: 254, consent: 500, page: 300 } as const;

/** Sign-ups one address may send, per minutes (the embedded server; `NEWSLETTER_RATE_LIMIT`). */
export const newsletterRateLimit = { count: 5, minutes: 10 } as const;

/** What a sign-up's links ask of the page they open, as the `newsletter` query parameter says it. */
export const newsletterActions = { confirm: 'conferma', unsubscribe: 'disiscrizione' } as const;
export type NewsletterAction = keyof typeof newsletterActions;

/**
 * The link that confirms or removes a sign-up: the page it was given on, whose newsletter box does
 * it (`?newsletter=disiscrizione&token=…`). `origin` is the site's own, never one a request named.
 */
export function newsletterLink(origin: string, page: string, action: NewsletterAction, token: string): string {
  const url = new URL(page, origin);
  url.search = new URLSearchParams({ newsletter: newsletterActions[action], token }).toString();
  return url.toString();
}

/**
 * The action and token a page's address carries, or null when it asks for none. A token that is
 * missing or malformed is kept as it is: the page then says the link is not valid.
 */
export function newsletterRequest(search: string): { action: NewsletterAction; token: string } | null {
  const params = new URLSearchParams(search);
  const token = params.get('token')?.trim() ?? '';
  const asked = params.get('newsletter');
  const action = (Object.keys(newsletterActions) as NewsletterAction[]).find((a) => newsletterActions[a] === asked);
  if (!action) return null;
  return { action, token: token.slice(0, 200) };
}

const emailShape = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** What is wrong with the address a visitor typed, in Italian, or null when the table would take it. */
export function newsletterEmailError(value: string): string | null {
  const email = value.trim();
  if (email === '') return 'Scrivi il tuo indirizzo e-mail per iscriverti.';
  if (email.length > newsletterBounds.email) return "L'indirizzo e-mail è troppo lungo.";
  if (!emailShape.test(email)) return "L'indirizzo e-mail non sembra completo: scrivilo come nome@esempio.it.";
  return null;
}

/** The consent's error when its box is not ticked. */
export const consentMissing = 'Per iscriverti spunta la casella: è il tuo consenso a ricevere la newsletter.';
