import type { ErrorObject } from 'ajv';
import type { JsonDocument, JsonPath } from './json-document.ts';

export type Severity = 'error' | 'warning';

/** What a rule finds: where (file and JSON path) and what is wrong, with a hint when one helps. */
export interface Problem {
  code: string;
  severity: Severity;
  file: string;
  path: JsonPath;
  /** Point at the property name rather than its value (unknown or duplicate properties). */
  at?: 'key' | 'value';
  /** For files that are not site documents (the emitted schema), where to point instead of a path. */
  line?: number;
  column?: number;
  message: string;
  hint?: string;
  /** What a message in other words (the owner's, in Italian) needs beyond the code and the path. */
  detail?: ProblemDetail;
}

/** The facts of a problem, for messages written elsewhere (`src/pages/messages.ts`). */
export interface ProblemDetail {
  /** A `schema` problem's kind: ajv's keyword (`required`, `type`, `pattern`, `enum`…). */
  kind?: string;
  /** The property missing, or not allowed. */
  property?: string;
  /** The limit a length, count or number passes, and what the document has. */
  limit?: number;
  actual?: number;
  /** The values allowed there. */
  allowed?: readonly string[];
  /** What the schema marks the value as (`x-kind`). */
  valueKind?: Reference['kind'];
}

/** A problem as printed: the path resolved to a line and column of the file. */
export interface Diagnostic {
  code: string;
  severity: Severity;
  file: string;
  line: number;
  column: number;
  /** Dotted JSON path (`sections[2].title`); empty for the whole document. */
  path: string;
  message: string;
  hint?: string;
}

/** A string the schema marks with `x-kind`, recorded while ajv validates the document. */
export interface Reference {
  kind: 'link' | 'asset';
  path: JsonPath;
  value: string;
}

export interface SchemaOutcome {
  errors: ErrorObject[];
  references: Reference[];
  /** The document with the schema's defaults filled in, as the app receives it. */
  completed: unknown;
}

/** One file of `sites/`, parsed once and shared by every rule. */
export interface SiteFile extends JsonDocument {
  /** The parsed document; undefined when the file is not valid JSON. */
  document: unknown;
  /** undefined when the file is not valid JSON (nothing to check against the schema). */
  schema: SchemaOutcome | undefined;
}

/** Lists which files exist under public/, for asset paths. */
export interface AssetIndex {
  /** Whether `/images/a.webp` is a file under public/. */
  exists(assetPath: string): boolean;
  /** Names of the files in a public folder (`/images`), empty when the folder does not exist. */
  filesIn(folder: string): readonly string[];
}

/** A generated, committed file: its text, and the text its generator writes now. */
export interface EmittedSchema {
  file: string;
  /** The file's current text, undefined when it does not exist. */
  actual: string | undefined;
  expected: string;
}

export interface ProjectContext {
  /** Every site document; files the run reports on come last, so the others count as defined first. */
  sites: readonly SiteFile[];
  assets: AssetIndex;
  /** Routes served by parts of the product that have no site document (yet). */
  reservedRoutes: readonly string[];
  /** Element ids the page engine renders on every page, valid `#anchor` targets. */
  pageAnchors: readonly string[];
  emittedSchema?: EmittedSchema;
  /** The committed list of public/'s files (`src/pages/public-assets.json`), against what it should say. */
  emittedAssetList?: EmittedSchema;
}

export interface RuleMeta {
  code: string;
  severity: Severity;
  description: string;
}

export interface Rule {
  meta: RuleMeta;
  check(context: ProjectContext): Problem[];
}

/** Sites whose JSON parsed, with their document. */
export function parsedSites(context: ProjectContext): SiteFile[] {
  return context.sites.filter((site) => site.schema !== undefined);
}

/** A problem stamped with its rule's code and severity. */
export function problem(meta: RuleMeta, fields: Omit<Problem, 'code' | 'severity'>): Problem {
  const { hint, ...rest } = fields;
  return { code: meta.code, severity: meta.severity, ...rest, ...(hint ? { hint } : {}) };
}
