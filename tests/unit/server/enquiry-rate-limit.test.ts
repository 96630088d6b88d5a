import { describe, expect, it } from 'vitest';
import { enquiryOptionsFromEnv } from '../../../server/messages/index.ts';
import { RateLimiter } from '../../../server/messages/rate-limit.ts';

describe('RateLimiter', () => {
  it('allows the count in a sliding window, then says how long to wait', () => {
    let now = 0;
    const limiter = new RateLimiter({ count: 2, windowMs: 1000 }, () => now);
    expect(limiter.take('a')).toBe(0);
    now = 400;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(600);
    expect(limiter.take('b')).toBe(0);
    now = 1001;
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(399);
  });

  it('gives back an attempt that did not happen after all', () => {
    const limiter = new RateLimiter({ count: 2, windowMs: 1000 }, () => 0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(1000);
    limiter.giveBack('a');
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('a')).toBe(1000);
    limiter.giveBack('b');
    expect(limiter.take('b')).toBe(0);
  });

  it('forgets the address seen longest ago past its bound', () => {
    const limiter = new RateLimiter({ count: 1, windowMs: 1000 }, () => 0, 2);
    limiter.take('a');
    limiter.take('b');
    limiter.take('c');
    expect(limiter.take('a')).toBe(0);
    expect(limiter.take('c')).toBe(1000);
  });
});

describe('enquiry options from the environment', () => {
  it('reads the limit, the trusted proxies and SMTP, and needs someone to notify', () => {
    expect(
      enquiryOptionsFromEnv({
        MESSAGE_RATE_LIMIT: '20/5',
        TRUST_PROXY: '10.0.0.1, 10.0.0.2',
        SMTP_URL: 'smtp://posta.example.it:587',
        NOTIFY_EMAIL: 'titolare@example.it',
      }),
    ).toEqual({
      rateLimit: { count: 20, minutes: 5 },
      trustedProxies: ['10.0.0.1', '10.0.0.2'],
      notify: {
        url: 'smtp://posta.example.it:587',
        to: 'titolare@example.it',
        from: 'Boutique <no-reply@posta.example.it>',
      },
    });
    expect(enquiryOptionsFromEnv({})).toEqual({});
    expect(
      enquiryOptionsFromEnv({ SMTP_URL: 'smtp://posta.example.it', NOTIFY_EMAIL: 'a@b.it', NOTIFY_DIGEST: '3/30' })
        .notify?.digest,
    ).toEqual({ perMinute: 3, delaySeconds: 30 });
  });
});
