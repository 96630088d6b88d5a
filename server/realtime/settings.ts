import { existsSync, readFileSync } from 'node:fs';

/**
 * What an operator may change about realtime, from the `[realtime]` section of
 * `supabase/config.toml`. Everything else is a fixed bound (`limits.ts`).
 */
export interface RealtimeSettings {
  /** Relay client broadcasts between sockets; the shop does not use them. */
  broadcast: boolean;
  /** Answer presence messages; the shop does not use them. */
  presence: boolean;
  /** Open sockets on the whole server. */
  maxConnections: number;
  /** Open sockets per client address (an IPv6 client counts by its /64). */
  maxConnectionsPerClient: number;
}

export const DEFAULT_REALTIME_SETTINGS: RealtimeSettings = {
  broadcast: false,
  presence: false,
  maxConnections: 1000,
  maxConnectionsPerClient: 50,
};

/** The keys of `[realtime]` this server reads, with the kind of value each takes. */
const KEYS = {
  broadcast: ['broadcast', 'boolean'],
  presence: ['presence', 'boolean'],
  max_connections: ['maxConnections', 'count'],
  max_connections_per_client: ['maxConnectionsPerClient', 'count'],
} as const satisfies Record<string, readonly [keyof RealtimeSettings, 'boolean' | 'count']>;

export class RealtimeSettingsError extends Error {}

/**
 * The settings of a config.toml file: the defaults, changed by the keys of its `[realtime]` section
 * that this server knows. Other sections and keys (`enabled`, the Supabase CLI's own) are left to
 * their readers. A known key with a wrong value is an error, so a typo cannot silently open a door.
 */
export function readRealtimeSettings(file: string): RealtimeSettings {
  if (!existsSync(file)) return { ...DEFAULT_REALTIME_SETTINGS };
  return parseRealtimeSettings(readFileSync(file, 'utf8'), file);
}

export function parseRealtimeSettings(toml: string, where = 'config.toml'): RealtimeSettings {
  const settings = { ...DEFAULT_REALTIME_SETTINGS };
  let section = '';
  toml.split(/\r?\n/).forEach((raw, index) => {
    // The values read here are booleans and numbers, so a `#` always starts a comment.
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const header = /^\[\[?\s*([^\]]+?)\s*\]\]?$/.exec(line);
    if (header?.[1] !== undefined) {
      section = header[1];
      return;
    }
    if (section !== 'realtime') return;
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*(.+)$/.exec(line);
    const key = pair?.[1];
    if (key === undefined || !(key in KEYS)) return;
    const [field, kind] = KEYS[key as keyof typeof KEYS];
    const value = (pair?.[2] ?? '').trim();
    const problem = `${where}:${index + 1}: [realtime] ${key}`;
    if (kind === 'boolean') {
      if (value !== 'true' && value !== 'false') throw new RealtimeSettingsError(`${problem} must be true or false`);
      Object.assign(settings, { [field]: value === 'true' });
    } else {
      const count = /^\+?[0-9](?:_?[0-9])*$/.test(value) ? Number(value.replace(/[_+]/g, '')) : NaN;
      if (!Number.isSafeInteger(count) || count < 1)
        throw new RealtimeSettingsError(`${problem} must be a whole number of at least 1`);
      Object.assign(settings, { [field]: count });
    }
  });
  return settings;
}
