import { describe, expect, it } from 'vitest';
import { addressGroup, SIGN_IN_RULES, SignInLimits, type SignInAttempt } from '../../../server/auth/sign-in-limits.ts';

const minute = 60 * 1000;
const OWNER = 'titolare@boutique.test';

/** Limits on a clock the test moves. */
function limitsAt(start = 1_000_000, rules = SIGN_IN_RULES) {
  const clock = { now: start };
  return { limits: new SignInLimits(rules, () => clock.now), clock };
}

/** Begins `count` checks at once (none ends before the last begins); the admitted ones. */
function burst(limits: SignInLimits, count: number, email: string, address: string): SignInAttempt[] {
  const admitted: SignInAttempt[] = [];
  for (let i = 0; i < count; i++) {
    const attempt = limits.begin(email, address);
    if (attempt) admitted.push(attempt);
  }
  return admitted;
}

function fail(limits: SignInLimits, count: number, email: string, address: string): void {
  for (let i = 0; i < count; i++) {
    const attempt = limits.begin(email, address);
    if (!attempt) throw new Error(`check ${i} was refused`);
    attempt.failed();
  }
}

describe('sign-in limits', () => {
  it('admits no more than ten checks of one e-mail from one address, however many arrive together', () => {
    const { limits } = limitsAt();
    for (const size of [11, 50, 200]) {
      const address = `203.0.113.${size}`;
      const admitted = burst(limits, size, OWNER, address);
      expect(admitted).toHaveLength(10);
      for (const attempt of admitted) attempt.failed();
      expect(limits.begin(OWNER, address)).toBeNull();
    }
  });

  it('refuses the pair until its oldest failure is five minutes old, and nobody else', () => {
    const { limits, clock } = limitsAt();
    for (let i = 0; i < 10; i++) {
      fail(limits, 1, OWNER, '203.0.113.7');
      clock.now += 1000;
    }
    expect(limits.begin(OWNER, '203.0.113.7')).toBeNull();
    const owner = limits.begin(OWNER, '198.51.100.1');
    expect(owner?.clean).toBe(true);
    owner?.succeeded();
    clock.now += 5 * minute - 10_001;
    expect(limits.begin(OWNER, '203.0.113.7')).toBeNull();
    clock.now += 1;
    expect(limits.begin(OWNER, '203.0.113.7')).not.toBeNull();
  });

  it('counts an address across the e-mail addresses it tries', () => {
    const { limits } = limitsAt();
    for (let i = 0; i < 20; i++) fail(limits, 1, `nome${i}@example.test`, '203.0.113.9');
    expect(limits.begin('altro@example.test', '203.0.113.9')).toBeNull();
    expect(limits.begin('altro@example.test', '203.0.113.10')).not.toBeNull();
  });

  it('forgets the pair and the address once the right password is given', () => {
    const { limits } = limitsAt();
    fail(limits, 9, OWNER, '198.51.100.1');
    const right = limits.begin(OWNER, '198.51.100.1');
    expect(right?.clean).toBe(false);
    right?.succeeded();
    expect(limits.size).toEqual({ accounts: 0, addresses: 0 });
    expect(limits.begin(OWNER, '198.51.100.1')?.clean).toBe(true);
  });

  it('counts nothing for a check that never happened', () => {
    const { limits } = limitsAt();
    for (let i = 0; i < 30; i++) limits.begin(OWNER, '203.0.113.1')?.abandoned();
    expect(limits.size).toEqual({ accounts: 0, addresses: 0 });
    expect(limits.begin(OWNER, '203.0.113.1')?.clean).toBe(true);
  });

  it('counts an attempt once, whichever ending comes first', () => {
    const { limits } = limitsAt();
    const attempt = limits.begin(OWNER, '203.0.113.1');
    attempt?.failed();
    attempt?.failed();
    attempt?.succeeded();
    fail(limits, 9, OWNER, '203.0.113.1');
    expect(limits.begin(OWNER, '203.0.113.1')).toBeNull();
  });

  it('past the global allowance hears only addresses with a clean record, one guess each', () => {
    const { limits } = limitsAt();
    // 100 failures from 25 addresses, 4 each: below every per-address limit.
    for (let a = 0; a < 25; a++) fail(limits, 4, OWNER, `192.0.2.${a}`);
    expect(limits.begin(OWNER, '192.0.2.0')).toBeNull();
    const fresh = limits.begin(OWNER, '203.0.113.50');
    expect(fresh?.clean).toBe(true);
    expect(limits.begin(OWNER, '203.0.113.50')).toBeNull();
    fresh?.failed();
    expect(limits.begin(OWNER, '203.0.113.50')).toBeNull();
    const owner = limits.begin(OWNER, '198.51.100.1');
    expect(owner?.clean).toBe(true);
  });

  it('lets the global allowance recover as failures age', () => {
    const { limits, clock } = limitsAt();
    for (let a = 0; a < 25; a++) fail(limits, 4, OWNER, `192.0.2.${a}`);
    expect(limits.begin(OWNER, '192.0.2.0')).toBeNull();
    clock.now += 5 * minute + 1;
    expect(limits.begin(OWNER, '192.0.2.0')?.clean).toBe(true);
  });

  it('keeps a bounded number of pairs and addresses, whatever callers send', () => {
    const { limits } = limitsAt(1_000_000, { ...SIGN_IN_RULES, everyone: 1_000_000 });
    for (let i = 0; i < 30_000; i++)
      fail(limits, 1, `guess-${i}@example.test`, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    fail(limits, 10, OWNER, '203.0.113.1');
    expect(limits.begin(OWNER, '203.0.113.1')).toBeNull();
    expect(limits.size.accounts).toBeLessThanOrEqual(SIGN_IN_RULES.maxEntries);
    expect(limits.size.addresses).toBeLessThanOrEqual(SIGN_IN_RULES.maxEntries);
  });
});

describe('the address a sign-in is counted under', () => {
  it('is an IPv4 address itself', () => {
    expect(addressGroup('203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(addressGroup('2001:db8:1:2::1')).toBe(network);
    expect(addressGroup('2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe(network);
    expect(addressGroup('2001:db8:1:2:ffff::%eth0')).toBe(network);
    expect(addressGroup('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(network);
  });

  it('is anything else as it is, cut short', () => {
    expect(addressGroup('unknown')).toBe('unknown');
    expect(addressGroup('x'.repeat(500))).toHaveLength(64);
    expect(addressGroup('1:2:3::4::5')).toBe('1:2:3::4::5');
  });
});
