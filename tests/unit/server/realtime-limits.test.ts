import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readBindings } from '../../../server/realtime/bindings.ts';
import { ByteBudget, clientKey } from '../../../server/realtime/limits.ts';
import { encodeFrame, encodePush, push } from '../../../server/realtime/protocol.ts';
import {
  DEFAULT_REALTIME_SETTINGS,
  parseRealtimeSettings,
  readRealtimeSettings,
  RealtimeSettingsError,
} from '../../../server/realtime/settings.ts';

describe('the [realtime] settings of config.toml', () => {
  it('keeps broadcast and presence off, and the connection caps, unless the section says otherwise', () => {
    expect(DEFAULT_REALTIME_SETTINGS).toEqual({
      broadcast: false,
      presence: false,
      maxConnections: 1000,
      maxConnectionsPerClient: 50,
    });
    expect(readRealtimeSettings(path.resolve(import.meta.dirname, '../../../supabase/config.toml'))).toEqual(
      DEFAULT_REALTIME_SETTINGS,
    );
    expect(readRealtimeSettings('/nonexistent/config.toml')).toEqual(DEFAULT_REALTIME_SETTINGS);
  });

  it('reads the keys of [realtime] only, with comments and TOML number spelling', () => {
    const toml = [
      'broadcast = true # outside [realtime]: not ours',
      '[realtime]',
      'enabled = true',
      'broadcast = true   # relay',
      '  presence=true',
      'max_connections = 2_000',
      'ip_version = "IPv6"',
      '[realtime.extra]',
      'max_connections_per_client = 7',
      '[[remotes]]',
      'max_connections_per_client = 7',
      '[ realtime ]',
      'max_connections_per_client = 20',
      '[storage]',
      'max_connections = 3',
    ].join('\n');
    expect(parseRealtimeSettings(toml)).toEqual({
      broadcast: true,
      presence: true,
      maxConnections: 2000,
      maxConnectionsPerClient: 20,
    });
  });

  it('refuses a known key with a wrong value, naming the line', () => {
    for (const line of ['broadcast = "yes"', 'presence = 1', 'max_connections = 0', 'max_connections = 1.5']) {
      expect(() => parseRealtimeSettings(`[realtime]\n${line}`, 'config.toml'), line).toThrow(RealtimeSettingsError);
    }
    expect(() => parseRealtimeSettings('[realtime]\n\nmax_connections_per_client = -1', 'c.toml')).toThrow(
      'c.toml:3: [realtime] max_connections_per_client must be a whole number of at least 1',
    );
  });
});

describe('client keys', () => {
  it('counts an IPv4 address as itself and an IPv6 address by its /64', () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff:0:0:1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('64:ff9b::192.0.2.1')).toBe('64:ff9b:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientKey('unknown')).toBe('unknown');
  });
});

describe('byte budgets', () => {
  it('holds a socket to its own bound, and to a sixteenth of it once the total is spent', () => {
    const budget = new ByteBudget(1000, 160);
    expect(budget.admits(0, 160)).toBe('ok');
    expect(budget.admits(100, 61)).toBe('socket');
    budget.take(990);
    expect(budget.admits(0, 10)).toBe('ok');
    expect(budget.admits(5, 10)).toBe('ok');
    expect(budget.admits(5, 11)).toBe('server');
    budget.release(990);
    expect(budget.admits(5, 11)).toBe('ok');
    budget.release(5);
    expect(budget.used).toBe(0);
  });
});

describe('pushes with a ready payload', () => {
  it('writes the same frame as encodeFrame in both serializers', () => {
    const payload = { ids: [3, 4], data: { table: 'products', record: { name: 'Anello "Sole"' } } };
    for (const vsn of ['1.0.0', '2.0.0'] as const) {
      expect(encodePush('realtime:x"y', 'postgres_changes', JSON.stringify(payload), vsn)).toBe(
        encodeFrame(push('realtime:x"y', 'postgres_changes', payload), vsn),
      );
    }
  });
});

describe("a join's bindings", () => {
  const binding = (filter?: string) => ({ event: '*', schema: 'public', table: 'products', filter });

  it('are read without the database, each problem on its own', () => {
    expect(readBindings(undefined)).toEqual({ requested: [] });
    expect(readBindings([binding('id=in.(1,2)'), { event: 'NOPE', schema: 'public' }, binding('id=like.x')])).toEqual({
      requested: [
        {
          event: '*',
          schema: 'public',
          table: 'products',
          filter: { column: 'id', operator: 'in', values: ['1', '2'] },
        },
        { problem: 'invalid binding [event: NOPE, schema: public, table: *, filter: ]' },
        { problem: 'Error parsing `filter` params: unknown operator like' },
      ],
    });
  });

  it('refuse the whole join past 16 bindings or 100 values in a list', () => {
    const list = (count: number) => `id=in.(${Array.from({ length: count }, (_, i) => i).join(',')})`;
    expect(readBindings(Array.from({ length: 16 }, () => binding(list(100))))).toHaveProperty('requested');
    expect(readBindings(Array.from({ length: 17 }, () => binding()))).toEqual({
      refused: 'At most 16 postgres_changes bindings per channel',
    });
    expect(readBindings([binding(list(101))])).toEqual({ refused: 'At most 100 values in an in.() filter' });
    expect(readBindings([binding(), 'x'])).toEqual({ refused: 'Invalid postgres_changes bindings' });
    expect(readBindings({ table: 'products' })).toEqual({ refused: 'Invalid postgres_changes bindings' });
  });
});
