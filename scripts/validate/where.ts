import { locate, type JsonPath } from './json-document.ts';
import type { SiteFile } from './types.ts';

/** `sites/landing.json:4:14`, for "first defined at …" hints. */
export function where(site: SiteFile, path: JsonPath): string {
  const { line, column } = locate(site, path);
  return `${site.file}:${line}:${column}`;
}

/** A string-valued list of a document (its routes), ignoring whatever is not a string. */
export function stringsAt(document: unknown, key: string): { value: string; index: number }[] {
  const list =
    document !== null && typeof document === 'object' ? (document as Record<string, unknown>)[key] : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((value, index) => (typeof value === 'string' ? [{ value, index }] : []));
}

/** The sections of a document with their index, each as a plain record. */
export function sectionsOf(document: unknown): { section: Record<string, unknown>; index: number }[] {
  const list =
    document !== null && typeof document === 'object' ? (document as Record<string, unknown>).sections : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((section, index) =>
    section !== null && typeof section === 'object' && !Array.isArray(section)
      ? [{ section: section as Record<string, unknown>, index }]
      : [],
  );
}

/** The `id` of a document, when it is a string. */
export function idOf(value: unknown): string | undefined {
  const id = value !== null && typeof value === 'object' ? (value as Record<string, unknown>).id : undefined;
  return typeof id === 'string' ? id : undefined;
}
