import { RestError } from './errors.ts';

/**
 * The `Prefer` header as PostgREST 12 reads it (RFC 7240): preferences separated by commas (in one
 * header or several), spaces around them ignored, the first of each kind winning. What it does not
 * know is `invalid`: ignored under `handling=lenient` (the default), refused under `handling=strict`.
 */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  /** `tx=commit|rollback`: this server allows the override (PostgREST's `db-tx-end = commit-allow-override`). */
  tx: 'commit' | 'rollback' | null;
  handling: 'strict' | 'lenient' | null;
  /** `params=single-object` (deprecated in PostgREST): known, so never "invalid"; refused on RPC. */
  params: 'single-object' | null;
  /** `max-affected=N`, applied to updates and deletes under `handling=strict`. */
  maxAffected: number | null;
  /** `timezone=<name>`, applied when Postgres knows the name (checked when the request runs). */
  timezone: string | null;
  /** The preferences given that are none of the above, as written. */
  invalid: string[];
}

/** Each kind of preference with the values PostgREST accepts, in the order it echoes them. */
const CHOICES = {
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  return: ['representation', 'minimal', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
} as const;

type Kind = keyof typeof CHOICES;

const ACCEPTED: ReadonlyMap<string, [Kind, string]> = new Map(
  (Object.keys(CHOICES) as Kind[]).flatMap((kind) =>
    CHOICES[kind].map((value): [string, [Kind, string]] => [`${kind}=${value}`, [kind, value]]),
  ),
);

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    tx: null,
    handling: null,
    params: null,
    maxAffected: null,
    timezone: null,
    invalid: [],
  };
  const set = prefs as unknown as Record<Kind, string | null>;
  for (const raw of (header ?? '').split(',')) {
    const part = raw.trim();
    if (part === '') continue;
    const known = ACCEPTED.get(part);
    if (known) {
      const [kind, value] = known;
      set[kind] ??= value;
    } else if (part.startsWith('max-affected=')) {
      const text = part.slice('max-affected='.length);
      if (prefs.maxAffected === null && /^-?\d{1,18}$/.test(text)) prefs.maxAffected = Number(text);
    } else if (part.startsWith('timezone=')) {
      prefs.timezone ??= part.slice('timezone='.length);
    } else {
      prefs.invalid.push(part);
    }
  }
  return prefs;
}

/** `handling=strict` with preferences this server does not know: PostgREST's 400 `PGRST122`. */
export function checkStrict(prefs: Preferences): void {
  if (prefs.handling !== 'strict' || prefs.invalid.length === 0) return;
  throw new RestError(
    400,
    'PGRST122',
    'Invalid preferences given with handling=strict',
    `Invalid preferences: ${prefs.invalid.join(', ')}`,
  );
}

/** What a kind of request echoes in `Preference-Applied` besides count, tx, handling and timezone. */
export interface Echo {
  resolution?: boolean;
  missing?: boolean;
  return?: boolean;
  maxAffected?: boolean;
}

/**
 * `Preference-Applied` as PostgREST writes it: resolution, missing, return, count, tx, handling,
 * timezone and (under `handling=strict`) max-affected, each when given and applied by this kind of
 * request; null when none is. `timezone` is the one Postgres accepted, if any.
 */
export function preferenceApplied(prefs: Preferences, echo: Echo, timezone: string | null): string | null {
  const applied = [
    echo.resolution && prefs.resolution ? `resolution=${prefs.resolution}` : null,
    echo.missing && prefs.missing ? `missing=${prefs.missing}` : null,
    echo.return && prefs.return ? `return=${prefs.return}` : null,
    prefs.count ? `count=${prefs.count}` : null,
    prefs.tx ? `tx=${prefs.tx}` : null,
    prefs.handling ? `handling=${prefs.handling}` : null,
    timezone ? `timezone=${timezone}` : null,
    echo.maxAffected && prefs.handling === 'strict' && prefs.maxAffected !== null
      ? `max-affected=${String(prefs.maxAffected)}`
      : null,
  ].filter((p): p is string => p !== null);
  return applied.length > 0 ? applied.join(', ') : null;
}

/** `count=exact` and `count=estimated` count the rows (PostgREST's `shouldCount`). */
export const counts = (prefer: Preferences) => prefer.count === 'exact' || prefer.count === 'estimated';

/** More rows changed than `max-affected` allows, under `handling=strict`: PostgREST's 400 `PGRST124`. */
export function exceedsMaxAffected(prefs: Preferences, changed: number): RestError | null {
  if (prefs.handling !== 'strict' || prefs.maxAffected === null || changed <= prefs.maxAffected) return null;
  return new RestError(
    400,
    'PGRST124',
    'Query result exceeds max-affected preference constraint',
    `The query affects ${String(changed)} rows`,
  );
}
