import { describe, expect, it } from 'vitest';
import {
  AllowedHosts,
  allowedHostsFromEnv,
  arrivingHost,
  publicOriginFromEnv,
  requestOrigin,
} from '../../../server/public-origin.ts';

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

describe('the host a request arrived on', () => {
  it('is the request’s own, in lower case, unless a trusted proxy reports one', () => {
    expect(arrivingHost(arriving('http://LocalHost:8080/shop', proxied))).toBe('localhost:8080');
    expect(arrivingHost(arriving('http://10.0.0.2:8080/', proxied), true)).toBe('negozio.example.it');
    expect(arrivingHost(arriving('http://10.0.0.2/', { 'x-forwarded-host': 'Negozio.Example.it:443' }), true)).toBe(
      'negozio.example.it:443',
    );
  });

  it('is none when a trusted proxy reports one that is not plain', () => {
    expect(arrivingHost(arriving('http://10.0.0.2/', { 'x-forwarded-host': 'evil.test"><script>' }), true)).toBeNull();
  });
});

describe('the hosts the server answers for', () => {
  const own = () => new AllowedHosts();

  it('are this machine’s loopback names, on no port or the port it listens on', () => {
    const hosts = own();
    hosts.listeningOn(8080);
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'localhost:8080', '127.0.0.1:8080', '[::1]:8080'])
      expect(hosts.allows(host, false), host).toBe(true);
    for (const host of ['localhost:9000', '127.0.0.1:5173', '[::1]:1'])
      expect(hosts.allows(host, false), host).toBe(false);
  });

  it('read a host as a URL does: any case, any IPv4 spelling, port 80 as none', () => {
    const hosts = own();
    for (const host of ['LOCALHOST', '0x7f.1', '127.1', '2130706433', 'localhost:80'])
      expect(hosts.allows(host, false), host).toBe(true);
  });

  it('let a request from this machine name a loopback name on any port (npm run dev, a tunnel)', () => {
    const hosts = own();
    for (const host of ['localhost:5173', '127.0.0.1:9000', '[::1]:4173'])
      expect(hosts.allows(host, true), host).toBe(true);
    expect(hosts.allows('evil.example', true)).toBe(false);
    expect(hosts.allows('evil.example:5173', true)).toBe(false);
  });

  it('are the address and port the request’s connection arrived at, whatever HOST the server listens on', () => {
    const hosts = own();
    const v4 = { address: '192.0.2.2', port: 8080 };
    for (const host of ['192.0.2.2', '192.0.2.2:8080', 'localhost:8080'])
      expect(hosts.allows(host, false, v4), host).toBe(true);
    for (const host of ['192.0.2.2:9000', '192.0.2.3:8080', 'localhost:9000'])
      expect(hosts.allows(host, false, v4), host).toBe(false);
    expect(hosts.allows('[fd00::2]:8080', false, { address: 'fd00::2', port: 8080 })).toBe(true);
    expect(hosts.allows('192.0.2.2:8080', false, { address: '::ffff:192.0.2.2', port: 8080 })).toBe(true);
    expect(hosts.allows('[fe80::1]:8080', false, { address: 'fe80::1%eth0', port: 8080 })).toBe(false);
    // With a public origin, only its host names the shop.
    expect(new AllowedHosts('https://www.negozio.example').allows('192.0.2.2:8080', false, v4)).toBe(false);
  });

  it('refuse made-up, empty and malformed hosts', () => {
    const hosts = own();
    hosts.listeningOn(8080);
    for (const host of ['evil.example', 'evil.example:8080', '', 'a b', '[::1', 'localhost.', 'x'.repeat(300), null])
      expect(hosts.allows(host, false), String(host)).toBe(false);
  });

  it('add the machine’s own names and ALLOWED_HOSTS: without a port on no port and the listening one', () => {
    const hosts = own().allowOwnName('boutique-server').allow('Negozio.Example.it').allow('vetrina.example:8443');
    hosts.listeningOn(8080);
    for (const host of [
      'boutique-server:8080',
      'negozio.example.it',
      'negozio.example.it:8080',
      'vetrina.example:8443',
    ])
      expect(hosts.allows(host, false), host).toBe(true);
    for (const host of ['negozio.example.it:9999', 'vetrina.example', 'vetrina.example:8080', 'www.negozio.example.it'])
      expect(hosts.allows(host, false), host).toBe(false);
    expect(() => hosts.allow('a/b')).toThrow();
  });

  it('are the public origin’s host alone when there is one, and ALLOWED_HOSTS', () => {
    const hosts = new AllowedHosts('https://www.negozio.example')
      .allowOwnName('boutique-server')
      .allow('negozio.example');
    hosts.listeningOn(8080);
    for (const host of ['www.negozio.example', 'WWW.negozio.example', 'negozio.example', 'negozio.example:8080'])
      expect(hosts.allows(host, false), host).toBe(true);
    for (const host of ['www.negozio.example:8080', 'boutique-server', 'localhost:8080', '127.0.0.1', 'evil.example'])
      expect(hosts.allows(host, false), host).toBe(false);
    // `npm run backup` and a health check from the machine itself still reach it.
    expect(hosts.allows('127.0.0.1:8080', true)).toBe(true);
  });
});

describe('PUBLIC_ORIGIN and ALLOWED_HOSTS', () => {
  it('PUBLIC_ORIGIN is an http(s) origin alone, or none', () => {
    expect(publicOriginFromEnv({})).toBeNull();
    expect(publicOriginFromEnv({ PUBLIC_ORIGIN: ' ' })).toBeNull();
    expect(publicOriginFromEnv({ PUBLIC_ORIGIN: 'https://www.negozio.it/' })).toBe('https://www.negozio.it');
    for (const wrong of ['www.negozio.it', 'https://www.negozio.it/shop', 'ftp://negozio.it', 'https://Negozio.it'])
      expect(() => publicOriginFromEnv({ PUBLIC_ORIGIN: wrong }), wrong).toThrow(/PUBLIC_ORIGIN/);
  });

  it('ALLOWED_HOSTS is a comma-separated list of hosts, each with an optional port', () => {
    expect(allowedHostsFromEnv({})).toEqual([]);
    expect(allowedHostsFromEnv({ ALLOWED_HOSTS: ' negozio.it, www.negozio.it ,vetrina.local:8443,' })).toEqual([
      'negozio.it',
      'www.negozio.it',
      'vetrina.local:8443',
    ]);
    expect(() => allowedHostsFromEnv({ ALLOWED_HOSTS: 'negozio.it,https://negozio.it' })).toThrow(
      /"https:\/\/negozio.it"/,
    );
  });
});
