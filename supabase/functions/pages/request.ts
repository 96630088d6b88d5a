/**
 * What a caller may ask, read from the body: bounded before it is parsed, then checked field by
 * field, so a malformed request is a 400 that says what is wrong, never a failure further in.
 */
import { badRequest, Refusal } from './answers.ts';

/** The largest body read: a page's document is at most 256 KB, as the database also holds it. */
export const MAX_BODY_BYTES = 256 * 1024;

export type PageAction =
  | { action: 'save'; route: string; document: Record<string, unknown>; base: string | null }
  | { action: 'validate'; route: string; document: Record<string, unknown> }
  | { action: 'publish'; version: string; at: Date | null }
  | { action: 'restore'; version: string };

const tooLarge = () =>
  new Refusal(413, 'too_large', 'La pagina è troppo grande: il documento può occupare al massimo 256 KB.');

/** The body's text, refused past `MAX_BODY_BYTES` whether or not it announces its length. */
export async function readBoundedBody(request: Request, limit = MAX_BODY_BYTES): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest('La richiesta non è testo UTF-8 valido.');
  }
}

/** Deeper than any site document nests (about 8 levels): past it the checks' recursion is the risk. */
export const MAX_DEPTH = 32;

/** How deep a parsed JSON value nests, counted without recursion (a hostile body may be 100,000 deep). */
export function nestingDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [current, depth] = next;
    if (current === null || typeof current !== 'object') continue;
    deepest = Math.max(deepest, depth);
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return deepest;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function versionId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !UUID.test(value))
    throw badRequest(`Il campo «${field}» deve essere l'identificativo di una versione della pagina.`);
  return value.toLowerCase();
}

/** A page's route and document, as `save` and `validate` both carry them, bounded alike. */
function routeAndDocument(body: Record<string, unknown>): { route: string; document: Record<string, unknown> } {
  const { route, document } = body;
  if (typeof route !== 'string' || !route.startsWith('/') || route.length > 200)
    throw badRequest("Il campo «route» deve essere l'indirizzo della pagina, per esempio «/».");
  if (!isRecord(document)) throw badRequest('Il campo «document» deve essere il documento della pagina.');
  if (nestingDepth(document) > MAX_DEPTH)
    throw badRequest('Il documento della pagina è annidato troppo in profondità per essere una pagina del sito.');
  return { route, document };
}

/** The action the body asks for, or a 400 naming the field that is wrong. */
export function parseAction(text: string, now: Date = new Date()): PageAction {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('La richiesta non è JSON valido.');
  }
  if (!isRecord(body)) throw badRequest('La richiesta deve essere un oggetto JSON.');
  switch (body.action) {
    case 'save': {
      const { route, document } = routeAndDocument(body);
      const { base } = body;
      return { action: 'save', route, document, base: base === null ? null : versionId(base, 'base') };
    }
    case 'validate':
      return { action: 'validate', ...routeAndDocument(body) };
    case 'publish': {
      const version = versionId(body.version, 'version');
      if (body.at === undefined || body.at === null) return { action: 'publish', version, at: null };
      const at = typeof body.at === 'string' ? new Date(body.at) : new Date(NaN);
      if (typeof body.at !== 'string' || Number.isNaN(at.getTime()))
        throw badRequest('Il campo «at» deve essere una data e un orario, per esempio «2026-12-01T09:00:00Z».');
      if (at.getTime() <= now.getTime())
        throw badRequest('La data di pubblicazione deve essere nel futuro: per pubblicare subito non indicarla.');
      return { action: 'publish', version, at };
    }
    case 'restore':
      return { action: 'restore', version: versionId(body.version, 'version') };
    default:
      throw badRequest('Il campo «action» deve essere «save», «validate», «publish» o «restore».');
  }
}
