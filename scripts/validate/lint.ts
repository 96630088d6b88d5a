import { formatPath, locate, parseJsonDocument } from './json-document.ts';
import { rules as allRules } from './rules/index.ts';
import type { SchemaChecker } from './schema-compile.ts';
import type {
  AssetIndex,
  Diagnostic,
  EmittedSchema,
  Problem,
  ProblemDetail,
  ProjectContext,
  Rule,
  SiteFile,
} from './types.ts';

export interface SourceFile {
  /** As shown in reports: relative to the project, with forward slashes (`sites/landing.json`). */
  file: string;
  text: string;
}

export interface LintOptions {
  /**
   * Every site document of the project, so cross-file rules see them all, in the order they count
   * as defined: when two repeat a route or an id, the later one is reported.
   */
  files: readonly SourceFile[];
  /** Report only on these files (all when absent); the others are context. */
  targets?: readonly string[];
  checkSchema: SchemaChecker;
  assets: AssetIndex;
  reservedRoutes?: readonly string[];
  pageAnchors?: readonly string[];
  emittedSchema?: EmittedSchema;
  emittedAssetList?: EmittedSchema;
  rules?: readonly Rule[];
}

/** Routes of parts of the product that are not site documents yet; valid link targets until one declares them. */
export const RESERVED_ROUTES = ['/shop', '/admin'] as const;

/** Ids the page engine renders on every page (the skip link's target). */
export const PAGE_ANCHORS = ['contenuto'] as const;

function parseSite(source: SourceFile, checkSchema: SchemaChecker): SiteFile {
  const parsed = parseJsonDocument(source.file, source.text);
  const ok = parsed.syntaxErrors.length === 0;
  return { ...parsed, schema: ok ? checkSchema(parsed.document) : undefined };
}

function toDiagnostic(found: Problem, sites: ReadonlyMap<string, SiteFile>): Diagnostic {
  const site = sites.get(found.file);
  const position =
    found.line !== undefined
      ? { line: found.line, column: found.column ?? 1 }
      : site
        ? locate(site, found.path, found.at)
        : { line: 1, column: 1 };
  return {
    code: found.code,
    severity: found.severity,
    file: found.file,
    line: position.line,
    column: position.column,
    path: formatPath(found.path),
    message: found.message,
    ...(found.hint ? { hint: found.hint } : {}),
  };
}

export interface LintResult {
  /** Every problem, in file order. */
  diagnostics: Diagnostic[];
  /** Every site document as parsed and checked against the schema, in the order they count as defined. */
  sites: readonly SiteFile[];
  /** A diagnostic's facts beyond its message (`ProblemDetail`), when its rule gives them. */
  detailOf: (diagnostic: Diagnostic) => ProblemDetail | undefined;
}

/** Applies every rule to the project's site documents: every problem, and the documents as checked. */
export function lintProject(options: LintOptions): LintResult {
  const targets = options.targets ? new Set(options.targets) : undefined;
  const isTarget = (file: string) => !targets || targets.has(file);
  // Files under review come last: a route or id they repeat is reported on them, not on the others.
  const ordered = [...options.files.filter((f) => !isTarget(f.file)), ...options.files.filter((f) => isTarget(f.file))];
  const sites = ordered.map((source) => parseSite(source, options.checkSchema));
  const context: ProjectContext = {
    sites,
    assets: options.assets,
    reservedRoutes: options.reservedRoutes ?? RESERVED_ROUTES,
    pageAnchors: options.pageAnchors ?? PAGE_ANCHORS,
    ...(options.emittedSchema ? { emittedSchema: options.emittedSchema } : {}),
    ...(options.emittedAssetList ? { emittedAssetList: options.emittedAssetList } : {}),
  };
  const byFile = new Map(sites.map((site) => [site.file, site]));
  const details = new WeakMap<Diagnostic, ProblemDetail>();
  const diagnostics = (options.rules ?? allRules)
    .flatMap((rule) => rule.check(context))
    .filter((found) => !byFile.has(found.file) || isTarget(found.file))
    .map((found) => {
      const diagnostic = toDiagnostic(found, byFile);
      if (found.detail) details.set(diagnostic, found.detail);
      return diagnostic;
    })
    .sort(
      (a, b) =>
        // Site documents by name, then other files (the emitted schema).
        Number(!byFile.has(a.file)) - Number(!byFile.has(b.file)) ||
        a.file.localeCompare(b.file) ||
        a.line - b.line ||
        a.column - b.column ||
        a.code.localeCompare(b.code),
    );
  return { diagnostics, sites, detailOf: (diagnostic) => details.get(diagnostic) };
}

/** Applies every rule to the project's site documents and returns every problem, in file order. */
export function lint(options: LintOptions): Diagnostic[] {
  return lintProject(options).diagnostics;
}
