/** A JSON object: what request bodies, metadata and messages must be before their fields are read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * How deeply arrays and objects may nest in JSON a client sends. Nothing the app sends goes past 4;
 * a deeper document would only exercise recursive code (`JSON.stringify`, Postgres's jsonb) until
 * its stack runs out.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * True when arrays and objects in `text` nest deeper than `maxDepth`. One pass over the characters,
 * without recursion, so it can be asked before the text is parsed; strings are skipped.
 */
export function jsonNestsDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: the next character is escaped
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) {
      if (++depth > maxDepth) return true;
    } else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return false;
}

/**
 * The value of a JSON text, or `undefined` (which JSON cannot hold) when the text is not JSON or
 * nests deeper than `maxDepth`.
 */
export function parseJson(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  if (jsonNestsDeeperThan(text, maxDepth)) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A value as a message shows it: a string as it is, anything else as JSON. */
export function shown(value: unknown): string {
  if (value === undefined) return 'undefined';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
