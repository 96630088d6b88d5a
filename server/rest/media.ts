import { RestError } from './errors.ts';

/** How an answer's rows are written, chosen from the `Accept` header as PostgREST 12 chooses it. */
export interface Media {
  /** JSON (an array, or one object), or CSV. */
  format: 'json' | 'csv';
  /** `application/vnd.pgrst.object+json`: the one row as an object, else 406 `PGRST116`. */
  single: boolean;
  /** `nulls=stripped` on PostgREST's own JSON media types: object fields that are null are left out. */
  stripNulls: boolean;
  /** The answer's `Content-Type`. */
  contentType: string;
}

const CHARSET = '; charset=utf-8';

export const JSON_MEDIA: Media = {
  format: 'json',
  single: false,
  stripNulls: false,
  contentType: `application/json${CHARSET}`,
};

/**
 * One media type of an `Accept` header as PostgREST decodes it: type and subtype without case, and
 * `nulls=stripped` only on `application/vnd.pgrst.object(+json)` and `application/vnd.pgrst.array(+json)`
 * (on `application/json` the parameter means nothing: nulls are kept). Null for a type this server
 * does not produce.
 */
function decode(text: string): Media | null {
  const [essence = '', ...parameters] = text.split(';').map((p) => p.trim());
  const type = essence.toLowerCase();
  const stripped = parameters.some((p) => /^nulls\s*=\s*stripped$/i.test(p));
  switch (type) {
    case 'application/json':
    case 'application/*':
    case '*/*':
    case '':
      return JSON_MEDIA;
    case 'application/vnd.pgrst.object+json':
    case 'application/vnd.pgrst.object':
      return {
        format: 'json',
        single: true,
        stripNulls: stripped,
        contentType: `application/vnd.pgrst.object+json${stripped ? ';nulls=stripped' : ''}${CHARSET}`,
      };
    case 'application/vnd.pgrst.array+json':
    case 'application/vnd.pgrst.array':
      return stripped
        ? {
            format: 'json',
            single: false,
            stripNulls: true,
            contentType: `application/vnd.pgrst.array+json;nulls=stripped${CHARSET}`,
          }
        : JSON_MEDIA;
    case 'text/csv':
      return { format: 'csv', single: false, stripNulls: false, contentType: `text/csv${CHARSET}` };
    default:
      return null;
  }
}

/** The quality of one `Accept` entry (`q=0.5`), 1 when none is given. */
function quality(text: string): number {
  const q = /;\s*q\s*=\s*([0-9.]+)/i.exec(text);
  return q?.[1] === undefined ? 1 : Number(q[1]);
}

/**
 * The media type to answer in: the first of the `Accept` header's types, by quality then order,
 * that this server produces; JSON without the header. None of them: PostgREST's 406 `PGRST107`.
 */
export function negotiate(accept: string | null): Media {
  if (accept === null || accept.trim() === '') return JSON_MEDIA;
  const entries = accept
    .split(',')
    .map((text, index) => ({ text: text.trim(), index, q: quality(text) }))
    .filter((e) => e.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of entries) {
    const media = decode(entry.text.replace(/;\s*q\s*=\s*[0-9.]+/i, ''));
    if (media) return media;
  }
  throw new RestError(406, 'PGRST107', `None of these media types are available: ${accept}`);
}
