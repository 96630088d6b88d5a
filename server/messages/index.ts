import type { MiddlewareHandler } from 'hono';
import { enquiryRateLimit } from '../../schemas/enquiry.ts';
import { clientAddress, trustedProxiesFromEnv } from '../client-address.ts';
import { RateLimiter } from './rate-limit.ts';
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

/**
 * Refuses a POST on `/rest/v1/messages` past the address's allowance with 429 and a PostgREST-shaped
 * JSON body, before the request is read: bots are stopped without a captcha or a third party's
 * script. Other methods pass (they are the owner's, and row level security decides them).
 */
export function enquiryRateLimiter(options: EnquiryOptions = {}): MiddlewareHandler {
  const { count, minutes } = options.rateLimit ?? enquiryRateLimit;
  const limiter = new RateLimiter({ count, windowMs: minutes * 60_000 });
  return async (c, next) => {
    if (c.req.method !== 'POST') {
      await next();
      return;
    }
    const wait = limiter.take(clientAddress(c, options.trustedProxies));
    if (wait === 0) {
      await next();
      return;
    }
    const seconds = Math.ceil(wait / 1000);
    c.header('Retry-After', String(seconds));
    return c.json(
      {
        code: 'over_request_rate_limit',
        message: `Too many messages from this address: try again in ${Math.ceil(seconds / 60)} min`,
        details: `At most ${count} messages every ${minutes} minutes from one address`,
        hint: null,
      },
      429,
    );
  };
}

/**
 * Enquiry options from the environment: `MESSAGE_RATE_LIMIT=5/10` (count/minutes), `TRUST_PROXY`
 * (the proxies' addresses, comma-separated), `SMTP_URL`, `NOTIFY_EMAIL` and `SMTP_FROM`.
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
    } else {
      console.warn('SMTP_URL is set without NOTIFY_EMAIL: no one to notify of new messages');
    }
  }
  return options;
}
