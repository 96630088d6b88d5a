import type { ErrorObject } from 'ajv';
import { pointerToPath, type JsonPath } from './json-document.ts';
import { parsedSites, type ProjectContext, type SiteFile } from './types.ts';

/** Characters as ajv counts them for `maxLength` and `minLength`: code points, so an emoji counts once. */
export const characterCount = (text: string): number => Array.from(text).length;

/** A text outside the length its schema allows, measured as the reader counts. */
export interface LengthError {
  site: SiteFile;
  path: JsonPath;
  keyword: 'maxLength' | 'minLength';
  length: number;
  limit: number;
}

/** The schema's `maxLength` and `minLength` errors that `accept` takes, with the text's length and the limit. */
export function lengthErrors(context: ProjectContext, accept: (error: ErrorObject) => boolean): LengthError[] {
  return parsedSites(context).flatMap((site) =>
    (site.schema?.errors ?? []).flatMap((error) => {
      const { keyword, data } = error;
      if ((keyword !== 'maxLength' && keyword !== 'minLength') || typeof data !== 'string' || !accept(error)) return [];
      return [
        {
          site,
          path: pointerToPath(error.instancePath, site.document),
          keyword,
          length: characterCount(data),
          limit: Number((error.params as { limit?: unknown }).limit),
        },
      ];
    }),
  );
}
