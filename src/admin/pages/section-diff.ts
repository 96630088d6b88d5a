/**
 * What changed between two versions of a page, section by section: added, removed, changed,
 * moved, each by its type's Italian name, and whether the rest of the page (title, shop, header,
 * theme) changed. A section is known across versions by its anchor `id`, else by its type and the
 * how-many-th of that type it is.
 */
import { sectionName } from './labels.ts';

export type SectionChangeKind = 'aggiunta' | 'rimossa' | 'modificata' | 'spostata';

export interface SectionChange {
  kind: SectionChangeKind;
  type: string;
  /** "Copertina", or "Servizi (#servizi)" when it has an anchor. */
  name: string;
}

export interface PageDiff {
  sections: SectionChange[];
  /** Something outside the sections changed (the page's title, description, shop, header, theme). */
  pageChanged: boolean;
}

interface Keyed {
  key: string;
  type: string;
  id: string | undefined;
  json: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Stable JSON: objects' keys in order, so a reordered object is no change. */
function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (isRecord(value))
    return `{${Object.keys(value)
      .sort()
      .filter((key) => value[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stable(value[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

function keyed(document: unknown): Keyed[] {
  const sections = isRecord(document) && Array.isArray(document.sections) ? (document.sections as unknown[]) : [];
  const seen = new Map<string, number>();
  return sections.map((section) => {
    const record = isRecord(section) ? section : {};
    const type = typeof record.type === 'string' ? record.type : '';
    const id = typeof record.id === 'string' ? record.id : undefined;
    const nth = seen.get(type) ?? 0;
    seen.set(type, nth + 1);
    return { key: id !== undefined ? `#${id}` : `${type}/${String(nth)}`, type, id, json: stable(section) };
  });
}

/** The longest run of keys both orders share, in order: what did not move. */
function unmoved(before: readonly string[], after: readonly string[]): Set<string> {
  const table = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  const cell = (i: number, j: number) => table[i]?.[j] ?? 0;
  for (let i = before.length - 1; i >= 0; i--) {
    const row = table[i] ?? [];
    for (let j = after.length - 1; j >= 0; j--)
      row[j] = before[i] === after[j] ? cell(i + 1, j + 1) + 1 : Math.max(cell(i + 1, j), cell(i, j + 1));
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    const key = before[i];
    if (key !== undefined && key === after[j]) {
      kept.add(key);
      i++;
      j++;
    } else if (cell(i + 1, j) >= cell(i, j + 1)) i++;
    else j++;
  }
  return kept;
}

const nameOf = (section: Keyed) =>
  section.id ? `${sectionName(section.type)} (#${section.id})` : sectionName(section.type);

/** The changes from `before` to `after` (null `before`: the page's first version, everything added). */
export function diffPages(before: unknown, after: unknown): PageDiff {
  const old = keyed(before);
  const now = keyed(after);
  const oldByKey = new Map(old.map((s) => [s.key, s]));
  const nowKeys = new Set(now.map((s) => s.key));
  const common = now.filter((s) => oldByKey.has(s.key)).map((s) => s.key);
  const stay = unmoved(
    old.filter((s) => nowKeys.has(s.key)).map((s) => s.key),
    common,
  );
  const changes: SectionChange[] = [];
  for (const section of now) {
    const previous = oldByKey.get(section.key);
    const change = (kind: SectionChangeKind) => changes.push({ kind, type: section.type, name: nameOf(section) });
    if (!previous) change('aggiunta');
    else {
      if (!stay.has(section.key)) change('spostata');
      if (previous.json !== section.json) change('modificata');
    }
  }
  for (const section of old)
    if (!nowKeys.has(section.key)) changes.push({ kind: 'rimossa', type: section.type, name: nameOf(section) });
  const rest = (document: unknown) => (isRecord(document) ? stable({ ...document, sections: undefined }) : '');
  return { sections: changes, pageChanged: before !== null && rest(before) !== rest(after) };
}

/** A change as the history writes it: "Copertina modificata". */
export function describeChange(change: SectionChange): string {
  return `${change.name} ${change.kind}`;
}
