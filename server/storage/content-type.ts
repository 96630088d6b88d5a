/**
 * What may go into a bucket. A bucket's allow-list checks the type the uploader declares; the first
 * bytes are checked too, so a page of HTML named `photo.png` with type image/png is refused, and
 * markup that a browser could run (HTML, SVG, XML) never enters a bucket that does not list it.
 */

/** `image/PNG; charset=x` → `image/png`. */
export function baseMimeType(contentType: string): string {
  return (contentType.split(';')[0] ?? '').trim().toLowerCase();
}

/** Supabase's allow-list semantics: exact types, or `type/*` wildcards. An empty list allows all. */
export function isMimeTypeAllowed(mimeType: string, allowList: readonly string[] | null): boolean {
  if (!allowList || allowList.length === 0) return true;
  return allowList.some((entry) => {
    const allowed = baseMimeType(entry);
    if (allowed.endsWith('/*')) return mimeType.startsWith(allowed.slice(0, -1));
    return allowed === mimeType;
  });
}

const MARKUP_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml']);

/** Exactly listed, not through a wildcard or an empty list. */
function isListedExactly(mimeType: string, allowList: readonly string[] | null): boolean {
  return (allowList ?? []).some((entry) => baseMimeType(entry) === mimeType);
}

type Signature = (head: Uint8Array) => boolean;

const startsWith =
  (bytes: readonly number[], at = 0): Signature =>
  (head) =>
    head.length >= at + bytes.length && bytes.every((byte, i) => head[at + i] === byte);

const ascii = (text: string) => Array.from(text, (ch) => ch.charCodeAt(0));

const isJpeg = startsWith([0xff, 0xd8, 0xff]);

/** Magic numbers of the image types a shop uploads. */
const IMAGE_SIGNATURES: Record<string, Signature> = {
  'image/jpeg': isJpeg,
  'image/jpg': isJpeg,
  'image/pjpeg': isJpeg,
  'image/png': startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (head) => startsWith(ascii('GIF87a'))(head) || startsWith(ascii('GIF89a'))(head),
  'image/webp': (head) => startsWith(ascii('RIFF'))(head) && startsWith(ascii('WEBP'), 8)(head),
};

/** How many leading bytes `checkContent` wants to see. */
export const SNIFF_BYTES = 512;

const MARKUP_START = /^\s*<(?:!doctype\s+html|html|head|body|script|iframe|svg|\?xml|!--)/i;

/** True when the bytes open like an HTML, SVG or XML document (UTF-8, or UTF-16 with its mark). */
export function looksLikeMarkup(head: Uint8Array): boolean {
  const encoding =
    head[0] === 0xff && head[1] === 0xfe ? 'utf-16le' : head[0] === 0xfe && head[1] === 0xff ? 'utf-16be' : 'utf-8';
  const text = new TextDecoder(encoding).decode(head.subarray(0, SNIFF_BYTES));
  return MARKUP_START.test(text.replace(/^\uFEFF/, ''));
}

export type ContentVerdict = { ok: true } | { ok: false; reason: 'type-not-allowed' | 'content-mismatch' };

/**
 * Decides whether a file of declared `mimeType` whose first bytes are `head` may enter a bucket
 * with `allowList`.
 */
export function checkContent(mimeType: string, head: Uint8Array, allowList: readonly string[] | null): ContentVerdict {
  if (!isMimeTypeAllowed(mimeType, allowList)) return { ok: false, reason: 'type-not-allowed' };
  if (MARKUP_TYPES.has(mimeType) && !isListedExactly(mimeType, allowList))
    return { ok: false, reason: 'type-not-allowed' };
  const signature = IMAGE_SIGNATURES[mimeType];
  if (signature && !signature(head)) return { ok: false, reason: 'content-mismatch' };
  if (!MARKUP_TYPES.has(mimeType) && looksLikeMarkup(head)) {
    const markupAllowed = [...MARKUP_TYPES].some((type) => isListedExactly(type, allowList));
    if (!markupAllowed) return { ok: false, reason: 'content-mismatch' };
  }
  return { ok: true };
}

const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  json: 'application/json',
  txt: 'text/plain',
};

/** The type of a seeded file, from its extension. */
export function mimeTypeForName(name: string): string {
  const extension = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  return TYPES_BY_EXTENSION[extension] ?? 'application/octet-stream';
}
