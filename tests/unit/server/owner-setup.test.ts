import { describe, expect, it } from 'vitest';
import { OwnerSetup, setupLink } from '../../../server/auth/owner-setup.ts';

describe('OwnerSetup', () => {
  it('accepts its own token only, and nothing that is not a string', () => {
    const setup = new OwnerSetup('gettone-di-prova');
    expect(setup.accepts('gettone-di-prova')).toBe(true);
    expect(setup.accepts('gettone-di-provA')).toBe(false);
    expect(setup.accepts('gettone')).toBe(false);
    expect(setup.accepts('')).toBe(false);
    expect(setup.accepts(undefined)).toBe(false);
    expect(setup.accepts(['gettone-di-prova'])).toBe(false);
  });

  it('once taken, accepts nothing, until a failed use puts the token back', () => {
    const setup = new OwnerSetup('gettone-di-prova');
    const taken = setup.take();
    expect(setup.activeToken).toBeNull();
    expect(setup.accepts('gettone-di-prova')).toBe(false);
    expect(setup.take()).toBeNull();
    setup.restore(taken);
    expect(setup.activeToken).toBe('gettone-di-prova');
    expect(setup.accepts('gettone-di-prova')).toBe(true);
  });

  it('makes a different random token each time, safe in an address', () => {
    const tokens = new Set(Array.from({ length: 20 }, () => new OwnerSetup().activeToken));
    expect(tokens.size).toBe(20);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

describe('setupLink', () => {
  it('is the admin page with the token in `configura`, with or without a trailing slash', () => {
    expect(setupLink('https://negozio.example.it', 'abc')).toBe('https://negozio.example.it/admin?configura=abc');
    expect(setupLink('http://localhost:8080/', 'a+b')).toBe('http://localhost:8080/admin?configura=a%2Bb');
  });
});
