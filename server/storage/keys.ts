/**
 * Object names ("keys") and bucket ids. The character set is hosted Storage's, so a name that works
 * here works on a hosted project too; on top of it, names that could mean something else to a file
 * system or a URL resolver (`..`, `.`, empty segments, a leading `/`) are refused.
 */
const KEY_CHARACTERS = /^[\w/!\-.*'() &$@=;:+,?]+$/;
const BUCKET_CHARACTERS = /^[\w!\-.*'() &$@=;:+,?]+$/;
const MAX_KEY_BYTES = 1024;

export function isValidObjectName(name: string): boolean {
  if (name.length === 0 || Buffer.byteLength(name, 'utf8') > MAX_KEY_BYTES) return false;
  if (!KEY_CHARACTERS.test(name)) return false;
  return name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function isValidBucketId(id: string): boolean {
  return id.length > 0 && id.length <= 100 && BUCKET_CHARACTERS.test(id) && id !== '.' && id !== '..';
}

/**
 * The path segments of a request after `skip` leading ones, percent-decoded one by one (supabase-js
 * sends `encodeURI` output). Returns null when a segment is not valid percent-encoding.
 */
export function decodeSegments(pathname: string, skip: number): string[] | null {
  const segments = pathname.split('/').slice(1 + skip);
  try {
    return segments.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

/** A list prefix as a folder: no leading slash, one trailing slash unless it is the root. */
export function folderPrefix(prefix: string): string {
  const trimmed = prefix.replace(/^\/+/, '').replace(/\/+$/, '');
  return trimmed === '' ? '' : `${trimmed}/`;
}
