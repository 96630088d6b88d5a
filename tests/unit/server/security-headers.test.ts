import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../../../server/security-headers.ts';

describe('the pages’ Content-Security-Policy', () => {
  it('allows only the shop’s own origin when the browser asks the shop for its backend', () => {
    expect(contentSecurityPolicy(null)).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' 'inline-speculation-rules'; " +
        "style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: blob:; media-src 'self'; font-src 'self'; connect-src 'self'; " +
        "frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'",
    );
  });

  it('adds a hosted backend for data, stored pictures and videos, and its websocket in the same security', () => {
    const hosted = contentSecurityPolicy('https://abc.supabase.co');
    expect(hosted).toContain("connect-src 'self' https://abc.supabase.co wss://abc.supabase.co;");
    expect(hosted).toContain("img-src 'self' data: blob: https://abc.supabase.co;");
    expect(hosted).toContain("media-src 'self' https://abc.supabase.co;");
    expect(hosted).toContain("script-src 'self' 'wasm-unsafe-eval' 'inline-speculation-rules';");
    expect(contentSecurityPolicy('http://192.168.1.20:54321')).toContain(
      "connect-src 'self' http://192.168.1.20:54321 ws://192.168.1.20:54321;",
    );
  });
});

describe('the security headers middleware', () => {
  const app = new Hono();
  app.use(securityHeaders(undefined));
  app.get('/rest/v1/products', (c) => c.json([]));
  app.get('/storage/v1/object/public/x', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; sandbox");
    return c.body('dati');
  });
  app.get('/redirect', () => Response.redirect('http://localhost/', 301));
  app.get('*', (c) => c.html('<!doctype html><title>Pagina</title>'));

  it('gives the pages every header, the APIs nosniff, and keeps a header a route set itself', async () => {
    const page = await app.request('/chi-siamo');
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy(null));
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const api = await app.request('/rest/v1/products');
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
    expect(api.headers.get('content-security-policy')).toBeNull();
    const stored = await app.request('/storage/v1/object/public/x');
    expect(stored.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
  });

  it('adds them to a response whose headers cannot be changed in place', async () => {
    const moved = await app.request('/redirect');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('http://localhost/');
    expect(moved.headers.get('x-frame-options')).toBe('DENY');
  });
});
