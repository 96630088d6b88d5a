import { createHash } from 'node:crypto';

/**
 * A site document's fingerprint, whatever the order of its keys: the build records it for each
 * page it pre-rendered (`pages.json`), the server compares it with the version in force (read back
 * from jsonb, which orders keys its own way) to know whether the built page is still that page.
 */
export function documentHash(document: unknown): string {
  return createHash('sha256').update(canonicalJson(document)).digest('base64url').slice(0, 32);
}

/** JSON with every object's keys sorted, so equal documents give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  // undefined (and functions) are not JSON: as in a list, they stand for null.
  return value === undefined || typeof value === 'function' ? 'null' : JSON.stringify(value);
}
