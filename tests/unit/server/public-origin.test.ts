import { describe, expect, it } from 'vitest';
import { requestOrigin } from '../../../server/public-origin.ts';

/** A request as `requestOrigin` reads it. */
function arriving(url: string, headers: Record<string, string> = {}) {
  return { url, header: (name: string) => headers[name.toLowerCase()] };
}

const proxied = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'negozio.example.it' };

describe('the origin a request arrived on', () => {
  it('is the request’s own, whatever X-Forwarded-* a client sends', () => {
    expect(requestOrigin(arriving('http://127.0.0.1:8080/shop', proxied), 'http://fallback.test')).toBe(
      'http://127.0.0.1:8080',
    );
  });

  it('is what a trusted reverse proxy reports', () => {
    expect(requestOrigin(arriving('http://10.0.0.2:8080/shop', proxied), 'http://fallback.test', true)).toBe(
      'https://negozio.example.it',
    );
    const first = { 'x-forwarded-proto': 'https, http', 'x-forwarded-host': 'a.example.it, b.example.it' };
    expect(requestOrigin(arriving('http://10.0.0.2/', first), 'http://fallback.test', true)).toBe(
      'https://a.example.it',
    );
  });

  it('keeps the request’s own scheme and host when the proxy’s are not plain', () => {
    const odd = { 'x-forwarded-proto': 'javascript', 'x-forwarded-host': 'evil.test"><script>' };
    expect(requestOrigin(arriving('http://10.0.0.2:8080/', odd), 'http://fallback.test', true)).toBe(
      'http://10.0.0.2:8080',
    );
  });
});
