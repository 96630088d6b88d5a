import { describe, expect, it } from 'vitest';
import { SignInFailures } from '../../../server/auth/sign-in-failures.ts';

const minute = 60 * 1000;

describe('failed sign-ins', () => {
  it('refuses an address after ten failures within five minutes, until the oldest is five minutes old', () => {
    const failures = new SignInFailures();
    for (let i = 0; i < 10; i++) {
      expect(failures.isLimited('titolare@boutique.test', i * 1000)).toBe(false);
      failures.record('titolare@boutique.test', i * 1000);
    }
    expect(failures.isLimited('titolare@boutique.test', 10_000)).toBe(true);
    expect(failures.isLimited('altro@boutique.test', 10_000)).toBe(false);
    expect(failures.isLimited('titolare@boutique.test', 5 * minute + 500)).toBe(false);
  });

  it('forgets an address once it signs in', () => {
    const failures = new SignInFailures();
    for (let i = 0; i < 10; i++) failures.record('titolare@boutique.test', i);
    failures.clear('titolare@boutique.test');
    expect(failures.isLimited('titolare@boutique.test', 20)).toBe(false);
  });

  it('keeps a bounded number of addresses, whatever callers send', () => {
    const failures = new SignInFailures();
    for (let i = 0; i < 30_000; i++) {
      failures.isLimited(`guess-${i}@example.test`, 0);
      failures.record(`guess-${i}@example.test`, 0);
    }
    for (let i = 0; i < 10; i++) failures.record('titolare@boutique.test', 0);
    expect(failures.isLimited('titolare@boutique.test', 0)).toBe(true);
    expect(failures.size).toBeLessThanOrEqual(10_001);
  });
});
