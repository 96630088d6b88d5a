/**
 * One page's document checked as `npm run validate` checks a site document (the same rules, through
 * `lintProject`), against the other pages as they are in force, plus what only the editor's door
 * adds: the page's routes and shop are the maintainers', and a page of the shop's apps (catalogue,
 * product, admin) is not edited here. Runtime-neutral: Node and the `pages` edge function under
 * Deno import it (the admin's browser asks the function's `validate`: its policy forbids the code
 * ajv compiles); the caller brings the schema checker and the public files.
 */
import { formatPath, parseJsonDocument, valueAt, type JsonPath } from '../../scripts/validate/json-document.ts';
import { lintProject } from '../../scripts/validate/lint.ts';
import { rules } from '../../scripts/validate/rules/index.ts';
import type { SchemaChecker } from '../../scripts/validate/schema-compile.ts';
import type { AssetIndex, ProblemDetail, Severity } from '../../scripts/validate/types.ts';
import { appSectionTypes } from '../sections/traits.ts';
import { ownerMessage, type PathSegment } from './messages.ts';

export type { SchemaChecker } from '../../scripts/validate/schema-compile.ts';
export type { AssetIndex } from '../../scripts/validate/types.ts';

/** One problem of a page, as the editor shows it and the function answers it. */
export interface PageProblem {
  /** The validator's JSON path (`sections[0].title`); empty for the whole document. */
  path: string;
  /** The rule's code (`schema`, `broken-internal-link`…) or the door's own (`route-changed`…). */
  code: string;
  /** The owner's explanation, in Italian. */
  message: string;
  severity: Severity;
}

/** Another page of the site, as it is in force. */
export interface OtherPage {
  route: string;
  document: unknown;
}

export interface PageToValidate {
  /** The candidate: the document, or its JSON text. */
  document: unknown;
  /** The page's route (its document's first route). */
  route: string;
  /** Every other page's document in force: links, routes, ids and titles are checked across them. */
  others: readonly OtherPage[];
  checkSchema: SchemaChecker;
  /** The files the site serves (`assetListIndex(publicAssets.files)` where there is no public/ folder). */
  assets: AssetIndex;
  /**
   * The page's document as stored: the candidate keeps its `routes` and `shop.id`. Without it, only
   * the first route must be the page's.
   */
  current?: unknown;
}

export interface PageValidation {
  /** Errors and warnings, errors first, each once. */
  problems: PageProblem[];
  /** Whether no problem is an error. */
  valid: boolean;
  /** When valid: the document as the site receives it, the schema's defaults filled in. */
  document?: unknown;
}

/** A file name for the report's context, which no owner sees. */
const fileOf = (route: string, index: number) => `pages/${index}${route === '/' ? '/index' : route}.json`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const routesOf = (document: unknown): unknown => (isRecord(document) ? document.routes : undefined);
const shopIdOf = (document: unknown): unknown =>
  isRecord(document) && isRecord(document.shop) ? document.shop.id : undefined;

/** The door's own rules: routes and shop as stored, no app sections. */
function doorProblems(document: unknown, route: string, current: unknown): { code: string; path: JsonPath }[] {
  if (!isRecord(document)) return [];
  const found: { code: string; path: JsonPath }[] = [];
  const routes = routesOf(document);
  const keepsRoutes =
    current === undefined
      ? Array.isArray(routes) && routes[0] === route
      : JSON.stringify(routes) === JSON.stringify(routesOf(current));
  if (!keepsRoutes) found.push({ code: 'route-changed', path: ['routes'] });
  if (current !== undefined && shopIdOf(document) !== shopIdOf(current))
    found.push({ code: 'shop-changed', path: ['shop', 'id'] });
  const sections = Array.isArray(document.sections) ? (document.sections as unknown[]) : [];
  sections.forEach((section, index) => {
    const type: unknown = isRecord(section) ? section.type : undefined;
    if (typeof type === 'string' && (appSectionTypes as ReadonlySet<string>).has(type))
      found.push({ code: 'app-page', path: ['sections', index, 'type'] });
  });
  return found;
}

/** Parses the path the validator printed back into segments, to read the value and name the field. */
function segmentsOf(path: string): PathSegment[] {
  const segments: PathSegment[] = [];
  for (const match of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[1] !== undefined) segments.push(match[1]);
  }
  return segments;
}

/**
 * Checks one page against the others with every rule of `npm run validate`, and the door's own.
 * Warnings do not make a page invalid; the caller decides what to do with them.
 */
export function validatePage(input: PageToValidate): PageValidation {
  const text = typeof input.document === 'string' ? input.document : JSON.stringify(input.document, null, 2);
  const target = fileOf(input.route, input.others.length);
  const { diagnostics, sites, detailOf } = lintProject({
    files: [
      ...input.others.map((other, index) => ({
        file: fileOf(other.route, index),
        text: JSON.stringify(other.document),
      })),
      { file: target, text },
    ],
    targets: [target],
    checkSchema: input.checkSchema,
    assets: input.assets,
    // The emitted files are the command line's business (`stale-schema`, `stale-asset-list`).
    rules: rules.filter((rule) => !rule.meta.code.startsWith('stale-')),
  });
  const site = sites.find((s) => s.file === target);
  const document = site?.document ?? parseJsonDocument(target, text).document;

  const problems: PageProblem[] = [];
  const seen = new Set<string>();
  const add = (code: string, path: JsonPath, severity: Severity, detail?: ProblemDetail) => {
    const printed = formatPath(path);
    const message = ownerMessage({ code, path, detail, value: valueAt(document, path) }, document);
    const key = `${code} ${printed} ${message}`;
    if (seen.has(key)) return;
    seen.add(key);
    problems.push({ path: printed, code, message, severity });
  };
  for (const { code, path } of doorProblems(document, input.route, input.current)) add(code, path, 'error');
  for (const diagnostic of diagnostics) {
    if (diagnostic.file !== target) continue;
    add(diagnostic.code, segmentsOf(diagnostic.path), diagnostic.severity, detailOf(diagnostic));
  }
  problems.sort((a, b) => Number(a.severity === 'warning') - Number(b.severity === 'warning'));

  const valid = !problems.some((p) => p.severity === 'error');
  return valid && site?.schema ? { problems, valid, document: site.schema.completed } : { problems, valid };
}
