import type { Context, MiddlewareHandler, Next } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { enquiryRateLimit } from '../../schemas/enquiry.ts';
import { claimsFromRequest, type ApiKeys } from '../auth/claims.ts';
import { addressGroup } from '../auth/sign-in-limits.ts';
import { clientAddress, trustedProxiesFromEnv } from '../client-address.ts';
import type { Database } from '../db.ts';
import { isRecord } from '../json.ts';
import { readJsonBody } from '../rest/body.ts';
import { RestError } from '../rest/errors.ts';
import { bodyLimit } from '../rest/limits.ts';
import { AddressAllowance } from './rate-limit.ts';
import type { SmtpSettings } from './notify.ts';

export { startEnquiryNotifier, type SmtpSettings } from './notify.ts';

/** How the embedded server guards and announces enquiries (`server/main.ts` reads them from the environment). */
export interface EnquiryOptions {
  /** Enquiries one address may send in a window; default 5 every 10 minutes. */
  rateLimit?: { count: number; minutes: number };
  /** Reverse proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`); none by default. */
  trustedProxies?: readonly string[];
  /** E-mail the owner for every enquiry; off without it. */
  notify?: SmtpSettings;
}

/** The answer to a visitor who sends several enquiries in one request. */
export const ONE_AT_A_TIME = {
  code: 'PGRST102',
  message: 'Una richiesta alla volta: invia un messaggio per volta.',
  details: 'Un visitatore invia un solo messaggio per richiesta, non un elenco.',
  hint: null,
} as const;

/**
 * Guards a visitor's enquiries (`POST /rest/v1/messages` with the anon key; the owner's and the
 * service role's requests pass untouched, and row level security decides them):
 *
 * - **one enquiry per request**: a JSON array is refused with 400 (`ONE_AT_A_TIME`);
 * - **an allowance per address** (5 every 10 minutes unless told otherwise; an IPv6 address counts
 *   as its /64): past it, 429 with `Retry-After` and a PostgREST-shaped body, before the body is
 *   read. A place is reserved before the insert and given back unless the enquiry was stored (201),
 *   so enquiries the table refuses use none. On PostgreSQL the allowance is kept in the database
 *   (`SharedRateLimiter`), so every server process counts the same enquiries; this process's own
 *   count stays in front of it and refuses a flood without a round trip;
 * - **the honeypot tells nothing**: the table's trigger drops an enquiry whose `website` is filled,
 *   and the answer is made the same as a stored one's (`Content-Range: *\/1` under
 *   `Prefer: count=exact`); it uses up the allowance as a stored one does.
 */
export function enquiryGuard(deps: { db: Database; keys: ApiKeys; options?: EnquiryOptions | undefined }) {
  const options = deps.options ?? {};
  const { count, minutes } = options.rateLimit ?? enquiryRateLimit;
  const allowance = new AddressAllowance(deps.db, { count, windowMs: minutes * 60_000 });
  const handler: MiddlewareHandler = async (c, next) => {
    if (c.req.method !== 'POST' || (await callerRole(c, deps.keys)) !== 'anon' || wouldUpdate(c)) {
      await next();
      return;
    }
    return insertWithinAllowance(c, next, {
      allowance,
      key: addressGroup(clientAddress(c, options.trustedProxies)),
      refuse: (waitMs) => tooMany(c, waitMs, { count, minutes, what: 'messages' }),
      oneAtATime: ONE_AT_A_TIME,
      bodyLimit: bodyLimit('anon', 'messages'),
      stored: (body) => {
        if (isTrapped(body)) answerAsIfStored(c.res);
      },
    });
  };
  return handler;
}

/**
 * A visitor's insert within its address's allowance: past it refused (`refuse`, 429) before the
 * body is read; a JSON array refused with `oneAtATime` (400) and nothing stored; otherwise the body,
 * read once within `bodyLimit`, is handed on to the REST layer. The place is given back unless the
 * row was stored (201), and `stored` is told the body of one that was.
 */
export async function insertWithinAllowance(
  c: Context,
  next: Next,
  rules: {
    allowance: AddressAllowance;
    key: string;
    refuse: (waitMs: number) => Response;
    oneAtATime: object;
    bodyLimit: number;
    stored?: (body: unknown) => void;
  },
): Promise<Response | undefined> {
  const place = await rules.allowance.take(rules.key);
  if ('waitMs' in place) return rules.refuse(place.waitMs);
  let stored = false;
  try {
    const body = await readJsonBody(c.req.raw, rules.bodyLimit);
    if (Array.isArray(body)) return c.json(rules.oneAtATime, 400);
    // The body was read here: the REST layer reads the same JSON again from a request of its own.
    const headers = new Headers(c.req.raw.headers);
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    c.req.raw = new Request(c.req.raw.url, { method: 'POST', headers, body: JSON.stringify(body) });
    await next();
    stored = c.res.status === 201;
    if (stored) rules.stored?.(body);
    return undefined;
  } catch (error) {
    if (error instanceof RestError) {
      // Refused before the whole body was read (413): the rest of it is not worth reading.
      if (error.status === 413) c.header('connection', 'close');
      return c.json(error.body, error.status as ContentfulStatusCode);
    }
    throw error;
  } finally {
    if (!stored) await place.giveBack();
  }
}

/**
 * An upsert that would update existing rows (`Prefer: resolution=merge-duplicates`) needs the update
 * privilege, which visitors do not have on `messages`: the REST layer refuses it before reading its
 * body (401), as PostgREST does, and stores nothing.
 */
export function wouldUpdate(c: Context): boolean {
  return /\bresolution\s*=\s*merge-duplicates\b/i.test(c.req.header('prefer') ?? '');
}

/** The caller's role, or null when its key is missing or invalid (the REST layer answers that). */
export async function callerRole(c: Context, keys: ApiKeys): Promise<string | null> {
  try {
    return (await claimsFromRequest(c.req.raw.headers, keys, c.req.url)).role;
  } catch {
    return null;
  }
}

/** 429 past an address's allowance, with `Retry-After` and a PostgREST-shaped body. */
export function tooMany(
  c: Context,
  waitMs: number,
  { count, minutes, what }: { count: number; minutes: number; what: string },
): Response {
  const seconds = Math.ceil(waitMs / 1000);
  c.header('Retry-After', String(seconds));
  return c.json(
    {
      code: 'over_request_rate_limit',
      message: `Too many ${what} from this address: try again in ${Math.ceil(seconds / 60)} min`,
      details: `At most ${count} ${what} every ${minutes} minutes from one address`,
      hint: null,
    },
    429,
  );
}

/** Whether the table's honeypot trigger drops this enquiry: its `website` is not blank. */
function isTrapped(body: unknown): boolean {
  if (!isRecord(body)) return false;
  const website = body.website;
  if (website === undefined || website === null) return false;
  const text = typeof website === 'string' ? website : JSON.stringify(website);
  return text.replace(/^ +| +$/g, '') !== '';
}

/**
 * A stored enquiry's answer for one the honeypot dropped: one row created, as far as the sender can
 * tell. (The REST layer's answers have headers of their own, changed in place: Hono's `c.res` setter
 * would copy the old ones over a new answer's.)
 */
function answerAsIfStored(response: Response): void {
  if (response.headers.get('content-range') === '*/0') response.headers.set('content-range', '*/1');
}

/**
 * One line for the start log on where a visitor's enquiries go, so an owner never waits for e-mails
 * that no one sends.
 */
export function enquiryDelivery({ notify }: EnquiryOptions): string {
  if (!notify)
    return "Le richieste arrivano nell'admin; per riceverle anche per e-mail imposta SMTP_URL e NOTIFY_EMAIL.";
  return (
    "Le richieste arrivano nell'admin e per e-mail all'indirizzo di ogni negozio " +
    `(a ${notify.to} per un negozio senza indirizzo), tramite ${new URL(notify.url).host}.`
  );
}

/**
 * Enquiry options from the environment: `MESSAGE_RATE_LIMIT=5/10` (count/minutes), `TRUST_PROXY`
 * (the proxies' addresses, comma-separated), `SMTP_URL`, `NOTIFY_EMAIL`, `SMTP_FROM` and
 * `NOTIFY_DIGEST=5/60` (enquiries a minute to one shop past which they are announced together,
 * and the seconds the digest waits).
 */
export function enquiryOptionsFromEnv(env: Record<string, string | undefined>): EnquiryOptions {
  const options: EnquiryOptions = {};
  const limit = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(env.MESSAGE_RATE_LIMIT ?? '');
  if (limit) options.rateLimit = { count: Number(limit[1]), minutes: Math.max(1, Number(limit[2])) };
  else if (env.MESSAGE_RATE_LIMIT) console.warn('MESSAGE_RATE_LIMIT: expected <count>/<minutes>, e.g. 5/10');
  const proxies = trustedProxiesFromEnv(env);
  if (proxies.length > 0) options.trustedProxies = proxies;
  if (env.SMTP_URL) {
    if (env.NOTIFY_EMAIL) {
      const host = new URL(env.SMTP_URL).hostname;
      options.notify = {
        url: env.SMTP_URL,
        to: env.NOTIFY_EMAIL,
        from: env.SMTP_FROM ?? `Boutique <no-reply@${host}>`,
      };
      const digest = /^\s*(\d+)\s*\/\s*(\d+)\s*$/.exec(env.NOTIFY_DIGEST ?? '');
      if (digest) options.notify.digest = { perMinute: Number(digest[1]), delaySeconds: Number(digest[2]) };
      else if (env.NOTIFY_DIGEST) console.warn('NOTIFY_DIGEST: expected <per minute>/<seconds>, e.g. 5/60');
    } else {
      console.warn('SMTP_URL is set without NOTIFY_EMAIL: no one to notify of new messages');
    }
  }
  return options;
}
