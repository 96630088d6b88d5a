/**
 * The database's pages back into `sites/` (`npm run sites:export`): each page's published version in
 * force written to its file, so what the owner published becomes the maintainers' document again.
 * A file is written the way the maintainers write it: their key order, their `$schema` line, and
 * without the defaults the build fills in that the file left out, so an unchanged page leaves its
 * file as it was.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db.ts';
import { projectDir } from '../project.ts';
import { documentHash } from './document-hash.ts';
import { readSiteSources, sourceHash, type SiteSource } from './import.ts';

type Json = null | boolean | number | string | Json[] | JsonObject;
// An interface, as a type alias cannot name itself through Record.
interface JsonObject {
  [key: string]: Json;
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether two JSON values are equal, whatever their keys' order. */
const sameJson = (a: unknown, b: unknown) => documentHash(a) === documentHash(b);

/**
 * `value` shaped like the maintainers' `written` (their file as parsed), whose completed form is
 * `completed`: keys in the file's order (new ones after), and a key the file left out dropped when
 * its value is the default the build filled in for it. List items are matched by `id`, else by
 * position when they are the same `type`.
 */
export function shapedLike(value: Json, written: Json | undefined, completed: Json | undefined): Json {
  if (Array.isArray(value)) {
    const writtenItems = Array.isArray(written) ? written : [];
    const completedItems = Array.isArray(completed) ? completed : [];
    return value.map((item, index) => {
      const at = matchingIndex(item, index, writtenItems);
      return at < 0 ? item : shapedLike(item, writtenItems[at], completedItems[at]);
    });
  }
  if (!isObject(value)) return value;
  const own = isObject(written) ? written : {};
  const filled = isObject(completed) ? completed : {};
  const keys = [...Object.keys(own).filter((key) => Object.hasOwn(value, key)), ...Object.keys(value)];
  const shaped: JsonObject = {};
  for (const key of new Set(keys)) {
    const item = value[key] as Json;
    if (!Object.hasOwn(own, key) && Object.hasOwn(filled, key) && sameJson(item, filled[key])) continue;
    shaped[key] = shapedLike(item, own[key], filled[key]);
  }
  return shaped;
}

function matchingIndex(item: Json, index: number, written: readonly Json[]): number {
  if (!isObject(item)) return index < written.length ? index : -1;
  if (typeof item.id === 'string') {
    const byId = written.findIndex((other) => isObject(other) && other.id === item.id);
    if (byId >= 0) return byId;
  }
  const same = written[index];
  return isObject(same) && same.type === item.type && same.id === item.id ? index : -1;
}

/** Where the maintainers broke an object over lines: Prettier keeps such an object expanded. */
export interface Layout {
  expanded: boolean;
  children: Map<string | number, Layout>;
}

/** The layout of a JSON text's objects and lists; undefined when it is not JSON this reads. */
export function layoutOf(text: string): Layout | undefined {
  let at = 0;
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const string = (): string => {
    const start = at++;
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    at++;
    return JSON.parse(text.slice(start, at)) as string;
  };
  const value = (): Layout | undefined => {
    space();
    const open = text[at];
    if (open === '"') return void string();
    if (open !== '{' && open !== '[') {
      while (at < text.length && !/[\s,\]}]/.test(text[at] ?? '')) at++;
      return undefined;
    }
    at++;
    const gap = /^\s*/.exec(text.slice(at))?.[0] ?? '';
    const layout: Layout = { expanded: gap.includes('\n'), children: new Map() };
    const close = open === '{' ? '}' : ']';
    for (let index = 0; ; index++) {
      space();
      if (text[at] === close || at >= text.length) break;
      let key: string | number = index;
      if (open === '{') {
        key = string();
        space();
        at++; // the colon
      }
      const child = value();
      if (child) layout.children.set(key, child);
      space();
      if (text[at] === ',') at++;
    }
    at++;
    return layout;
  };
  try {
    return value();
  } catch {
    return undefined;
  }
}

/**
 * `value` as JSON text laid out for Prettier: an object the maintainers broke over lines (`layout`,
 * of their `written` file) is broken again, any other is written on one line and left to Prettier.
 */
function laidOut(value: Json, written: Json | undefined, layout: Layout | undefined): string {
  if (Array.isArray(value)) {
    const items = Array.isArray(written) ? written : [];
    const parts = value.map((item, index) => {
      const at = matchingIndex(item, index, items);
      return laidOut(item, at < 0 ? undefined : items[at], at < 0 ? undefined : layout?.children.get(at));
    });
    return `[${parts.join(',')}]`;
  }
  if (!isObject(value)) return JSON.stringify(value);
  const own = isObject(written) ? written : {};
  const members = Object.entries(value).map(
    ([key, item]) => `${JSON.stringify(key)}:${laidOut(item, own[key], layout?.children.get(key))}`,
  );
  return layout?.expanded === false ? `{${members.join(',')}}` : `{\n${members.join(',')}}`;
}

/**
 * A document as the files are written: 2-space JSON with a trailing newline, laid out by the
 * project's Prettier (`npm run format`) as the maintainers' file was (`written`, its `text`).
 */
export async function documentText(
  document: Json,
  file: string,
  written?: { document: Json; text: string },
): Promise<string> {
  const { format, resolveConfig } = await import('prettier');
  const config = (await resolveConfig(file)) ?? {};
  const layout = written ? layoutOf(written.text) : undefined;
  const text = layout ? laidOut(document, written?.document, layout) : JSON.stringify(document, null, 2);
  return format(text, { ...config, filepath: file, parser: 'json' });
}

/** The file a page without one is written to: its route as a name (`/negozio/orari` → `negozio-orari.json`). */
export function newFileName(route: string, taken: ReadonlySet<string>): string {
  const stem =
    route
      .replace(/^\/+|\/+$/g, '')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase() || 'home';
  let name = `sites/${stem}.json`;
  for (let n = 2; taken.has(name); n++) name = `sites/${stem}-${n}.json`;
  return name;
}

interface PublishedPage {
  id: string;
  route: string;
  source_file: string | null;
  document: Json;
}

/** What an export did. */
export interface ExportOutcome {
  /** Files written, as `sites/landing.json`. */
  written: string[];
  /** Pages whose file already holds their version in force. */
  unchanged: string[];
}

/**
 * Writes each page's version in force into its file of `root`'s `sites/` (a page without one into a
 * new file), then records each file's hash on its page, so the next start imports none of them.
 */
export async function exportPages(db: Database, root: string = projectDir): Promise<ExportOutcome> {
  const { rows: pages } = await db.asRole({ role: 'service_role' }, (tx) =>
    tx.query<PublishedPage>(
      `select p.id, p.route, p.source_file, v.document
         from public.pages p join public.page_versions v on v.id = public.page_version_in_force(p.id)
        order by p.route`,
    ),
  );
  const before = new Map(readSiteSources(root).sources.map((source) => [source.file, source]));
  const taken = new Set([...before.keys(), ...pages.flatMap((page) => page.source_file ?? [])]);
  const outcome: ExportOutcome = { written: [], unchanged: [] };
  const files = new Map<string, PublishedPage>();
  for (const page of pages) {
    const file = page.source_file ?? newFileName(page.route, taken);
    taken.add(file);
    files.set(file, page);
    const current = before.get(file);
    if (current && sameJson(current.document, page.document)) {
      outcome.unchanged.push(file);
      continue;
    }
    writeFileSync(path.join(root, file), await shapedText(root, file, page.document, current));
    outcome.written.push(file);
  }
  // What the files now say, as the next start reads them: a file whose shape lost something the
  // page holds is written again whole.
  let after = readSiteSources(root).sources;
  const differs = (source: SiteSource | undefined, page: PublishedPage) =>
    !source || !sameJson(source.document, page.document);
  const whole = outcome.written.filter((file) => {
    const page = files.get(file);
    return (
      page !== undefined &&
      differs(
        after.find((s) => s.file === file),
        page,
      )
    );
  });
  for (const file of whole) {
    const page = files.get(file);
    if (page) writeFileSync(path.join(root, file), await documentText(page.document, path.join(root, file)));
  }
  if (whole.length > 0) after = readSiteSources(root).sources;
  const hashes = new Map(after.map((source) => [source.file, source]));
  await db.asRole({ role: 'service_role' }, async (tx) => {
    for (const [file, page] of files) {
      const source = hashes.get(file);
      if (!source || differs(source, page)) continue;
      await tx.query('update public.pages set source_file = $2, source_hash = $3 where id = $1', [
        page.id,
        file,
        sourceHash(readFileSync(path.join(root, file), 'utf8')),
      ]);
    }
  });
  return outcome;
}

/** The document shaped like the file it replaces (keeping its `$schema` line), or as it is for a new file. */
async function shapedText(root: string, file: string, document: Json, current: SiteSource | undefined) {
  const target = path.join(root, file);
  if (!existsSync(target)) return documentText(document, target);
  const text = readFileSync(target, 'utf8');
  let written: Json;
  try {
    written = JSON.parse(text) as Json;
  } catch {
    return documentText(document, target);
  }
  const shaped = shapedLike(document, written, current?.document as Json | undefined);
  const schema = isObject(written) ? written.$schema : undefined;
  const kept = isObject(shaped) && typeof schema === 'string' && shaped.$schema === undefined;
  return documentText(kept ? { $schema: schema, ...shaped } : shaped, target, { document: written, text });
}
