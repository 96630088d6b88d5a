import type { MiddlewareHandler } from 'hono';
import { newsletterRateLimit, newsletterTable } from '../../schemas/sections/newsletter-signup.ts';
import type { ApiKeys } from '../auth/claims.ts';
import { addressGroup } from '../auth/sign-in-limits.ts';
import { clientAddress, trustedProxiesFromEnv } from '../client-address.ts';
import type { Database } from '../db.ts';
import { callerRole, insertWithinAllowance, tooMany, wouldUpdate } from '../messages/index.ts';
import { AddressAllowance } from '../messages/rate-limit.ts';
import { bodyLimit } from '../rest/limits.ts';
import { startNewsletterMailer, type NewsletterMail } from './mail.ts';

export { startNewsletterMailer, type NewsletterMail } from './mail.ts';

/**
 * Newsletter sign-ups on the embedded server (`public.newsletter_subscribers`): the allowance per
 * address, and the confirmation e-mail of double opt-in. `server/main.ts` reads them from the
 * environment (`newsletterOptionsFromEnv`).
 */
export interface NewsletterOptions {
  /** Sign-ups one address may send in a window; default 5 every 10 minutes. */
  rateLimit?: { count: number; minutes: number };
  /** Reverse proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`). */
  trustedProxies?: readonly string[];
  /** With it, sign-ups wait for their confirmation link (double opt-in), sent by e-mail. */
  mail?: NewsletterMail;
}

/** The answer to a sign-up request that carries a list. */
export const ONE_SIGN_UP = {
  code: 'PGRST102',
  message: 'Una iscrizione alla volta: invia un indirizzo per richiesta.',
  details: 'Un visitatore iscrive un solo indirizzo per richiesta, non un elenco.',
  hint: null,
} as const;

/**
 * Guards every insert into the sign-ups that is not the service role's, whatever the address
 * spells it as: the table is the one the REST layer would write (`/rest/v1/:table`, decoded as
 * its route decodes it), so `newsletter%5Fsubscribers` is the same insert.
 *
 * - **one address per request**: a JSON array is refused with 400 (`ONE_SIGN_UP`), nothing stored;
 * - **an allowance per address** (an IPv6 address counts as its /64): past it, 429 with
 *   `Retry-After` and a JSON body before the body is read. A refused sign-up gives its place back.
 *   On PostgreSQL the count is shared by every server process (`SharedRateLimiter`, its own keys).
 *
 * `ready` settles once the database knows whether sign-ups wait for confirmation.
 */
export function newsletterGuard(deps: {
  db: Database;
  keys: ApiKeys;
  options?: NewsletterOptions | undefined;
  ready: Promise<unknown>;
}): MiddlewareHandler {
  const options = deps.options ?? {};
  const { count, minutes } = options.rateLimit ?? newsletterRateLimit;
  const allowance = new AddressAllowance(deps.db, { count, windowMs: minutes * 60_000 });
  return async (c, next) => {
    if (c.req.method !== 'POST' || c.req.param('table') !== newsletterTable || wouldUpdate(c)) return next();
    const role = await callerRole(c, deps.keys);
    if (role === null || role === 'service_role') return next();
    await deps.ready;
    return insertWithinAllowance(c, next, {
      allowance,
      // Keys of their own: sign-ups and enquiries from one address are counted apart.
      key: `newsletter ${addressGroup(clientAddress(c, options.trustedProxies))}`,
      refuse: (waitMs) => tooMany(c, waitMs, { count, minutes, what: 'sign-ups' }),
      oneAtATime: ONE_SIGN_UP,
      bodyLimit: bodyLimit(role === 'anon' ? 'anon' : 'authenticated', newsletterTable),
    });
  };
}

/**
 * Tells the database whether sign-ups wait for confirmation: they do when this server can send the
 * e-mail that confirms them. Every process on one database is started with the same settings.
 */
export async function setDoubleOptIn(db: Database, on: boolean): Promise<void> {
  await db.pg.query('update boutique_private.newsletter_settings set double_opt_in = $1', [on]);
}

/**
 * Options from the environment: `NEWSLETTER_RATE_LIMIT=5/10` (count/minutes), `TRUST_PROXY`, and
 * `SMTP_URL` with `SMTP_FROM` (default `Boutique <no-reply@<SMTP host>>`): with an SMTP server,
 * double opt-in.
 */
export function newsletterOptionsFromEnv(env: Record<string, string | undefined>): NewsletterOptions {
  const options: NewsletterOptions = {};
  const limit = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(env.NEWSLETTER_RATE_LIMIT ?? '');
  if (limit) options.rateLimit = { count: Number(limit[1]), minutes: Math.max(1, Number(limit[2])) };
  else if (env.NEWSLETTER_RATE_LIMIT) console.warn('NEWSLETTER_RATE_LIMIT: expected <count>/<minutes>, e.g. 5/10');
  const proxies = trustedProxiesFromEnv(env);
  if (proxies.length > 0) options.trustedProxies = proxies;
  if (env.SMTP_URL) {
    options.mail = {
      url: env.SMTP_URL,
      from: env.SMTP_FROM ?? `Boutique <no-reply@${new URL(env.SMTP_URL).hostname}>`,
    };
  }
  return options;
}

/**
 * Wires sign-ups into the app: the database told whether they wait for confirmation, the guard,
 * and the confirmation e-mails when SMTP is configured. Links name `origin`, the site's configured
 * public origin.
 */
export function newsletterWiring(deps: {
  db: Database;
  keys: ApiKeys;
  options?: NewsletterOptions | undefined;
  origin: string;
}): MiddlewareHandler {
  const mail = deps.options?.mail;
  const ready = setDoubleOptIn(deps.db, Boolean(mail)).catch((error: unknown) =>
    console.error('Newsletter: whether sign-ups wait for confirmation could not be stored:', error),
  );
  if (mail) {
    startNewsletterMailer(deps.db, mail, deps.origin).catch((error: unknown) =>
      console.error('Newsletter confirmation e-mails could not start:', error),
    );
  }
  return newsletterGuard({ ...deps, ready });
}
