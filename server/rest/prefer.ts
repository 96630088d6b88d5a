/** The `Prefer` header preferences PostgREST understands, as far as this server applies them. */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  /** What to echo in `Preference-Applied`. */
  applied: string[];
}

export function parsePrefer(header: string | null): Preferences {
  const prefs: Preferences = { return: null, count: null, resolution: null, missing: null, applied: [] };
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part
      .trim()
      .split('=')
      .map((s) => s.trim());
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      prefs.return = value;
      prefs.applied.push(`return=${value}`);
    } else if (key === 'count' && (value === 'exact' || value === 'planned' || value === 'estimated')) {
      prefs.count = value;
      prefs.applied.push(`count=${value}`);
    } else if (key === 'resolution' && (value === 'merge-duplicates' || value === 'ignore-duplicates')) {
      prefs.resolution = value;
      prefs.applied.push(`resolution=${value}`);
    } else if (key === 'missing' && (value === 'default' || value === 'null')) {
      prefs.missing = value;
    }
  }
  return prefs;
}
