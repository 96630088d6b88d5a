/**
 * The checks the editor runs as the owner types: the page validator the `pages` function runs
 * (`src/pages/validate-page.ts`, every rule of `npm run validate` against the other pages in force).
 * It compiles the site schema in the browser; where the page's policy forbids compiling code, the
 * editor falls back to the schema's own rules over the sections (`checkPage`: required, lengths,
 * lists, choices, ranges, patterns, in Italian) and the function's answer at save adds the rest.
 */
import { publicAssetIndex, siteSchemaChecker } from '../../pages/site-checks.ts';
import { validatePage, type OtherPage } from '../../pages/validate-page.ts';
import { formatPath, itemSchema, type JsonPath, type SchemaNode, sectionSchema } from './form-model.ts';
import { fieldLabel, sectionName } from './labels.ts';
import type { PageProblem } from './problems.ts';
import { definitionOf } from '../../sections/traits.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function problem(path: JsonPath, code: string, message: string): PageProblem {
  return { path: formatPath(path), code, message, severity: 'error' };
}

function check(schema: SchemaNode, value: unknown, path: JsonPath, label: string, out: PageProblem[]): void {
  if (Array.isArray(schema.enum)) {
    if (!(schema.enum as unknown[]).includes(value))
      out.push(problem(path, 'schema', `${label}: scegli uno dei valori proposti.`));
    return;
  }
  switch (schema.type) {
    case 'string': {
      if (typeof value !== 'string') {
        out.push(problem(path, 'schema', `${label}: scrivi un testo.`));
        return;
      }
      const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
      if (value.trim().length === 0 && min > 0)
        out.push(problem(path, 'schema', `${label}: il testo non può essere vuoto.`));
      else if (value.length < min)
        out.push(problem(path, 'schema', `${label}: scrivi almeno ${String(min)} caratteri.`));
      else if (typeof schema.maxLength === 'number' && value.length > schema.maxLength)
        out.push(
          problem(
            path,
            'text-too-long',
            `${label}: al massimo ${String(schema.maxLength)} caratteri (ora ${String(value.length)}).`,
          ),
        );
      else if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value))
        out.push(
          problem(
            path,
            'schema',
            schema['x-kind'] === 'link'
              ? `${label}: non è un collegamento valido (una pagina /…, una sezione #…, mailto:, tel: o https://).`
              : schema['x-kind'] === 'asset'
                ? `${label}: scegli un'immagine del negozio.`
                : `${label}: il formato non è valido.`,
          ),
        );
      return;
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || Number.isNaN(value) || (schema.type === 'integer' && !Number.isInteger(value))) {
        out.push(problem(path, 'schema', `${label}: scrivi un numero${schema.type === 'integer' ? ' intero' : ''}.`));
        return;
      }
      if (typeof schema.minimum === 'number' && value < schema.minimum)
        out.push(problem(path, 'schema', `${label}: almeno ${String(schema.minimum)}.`));
      if (typeof schema.maximum === 'number' && value > schema.maximum)
        out.push(problem(path, 'schema', `${label}: al massimo ${String(schema.maximum)}.`));
      return;
    }
    case 'boolean':
      if (typeof value !== 'boolean') out.push(problem(path, 'schema', `${label}: sì o no.`));
      return;
    case 'array': {
      const items = Array.isArray(value) ? (value as unknown[]) : [];
      if (typeof schema.minItems === 'number' && items.length < schema.minItems)
        out.push(problem(path, 'schema', `${label}: ne serve almeno ${String(schema.minItems)}.`));
      if (typeof schema.maxItems === 'number' && items.length > schema.maxItems)
        out.push(problem(path, 'schema', `${label}: al massimo ${String(schema.maxItems)}.`));
      items.forEach((item, index) =>
        check(itemSchema(schema), item, [...path, index], `${label} ${String(index + 1)}`, out),
      );
      return;
    }
    case 'object': {
      if (!isRecord(value)) {
        out.push(problem(path, 'schema', `${label}: manca.`));
        return;
      }
      const properties = isRecord(schema.properties) ? (schema.properties as Record<string, SchemaNode>) : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      for (const name of required)
        if (value[name] === undefined)
          out.push(problem([...path, name], 'schema', `${fieldLabel(name, properties[name]?.title)}: è obbligatorio.`));
      for (const [name, property] of Object.entries(properties))
        if (value[name] !== undefined)
          check(property, value[name], [...path, name], fieldLabel(name, property.title), out);
      return;
    }
    default:
      return;
  }
}

/** The problems of a page's sections, at their paths, in Italian. */
export function checkPage(document: Record<string, unknown>): PageProblem[] {
  const out: PageProblem[] = [];
  const sections = Array.isArray(document.sections) ? (document.sections as unknown[]) : [];
  if (sections.length === 0) out.push(problem(['sections'], 'schema', 'La pagina ha bisogno di almeno una sezione.'));
  sections.forEach((section, index) => {
    const type = isRecord(section) ? section.type : undefined;
    if (!definitionOf(type)) {
      out.push(problem(['sections', index], 'unknown-section-type', 'Sezione di un tipo sconosciuto.'));
      return;
    }
    check(sectionSchema(type as never), section, ['sections', index], sectionName(type), out);
  });
  const heroes = sections.filter((section) => isRecord(section) && section.type === 'hero').length;
  if (heroes === 0)
    out.push(
      problem(
        ['sections'],
        'single-h1',
        'La pagina ha bisogno di una copertina: il suo titolo è il titolo della pagina.',
      ),
    );
  if (heroes > 1) out.push(problem(['sections'], 'single-h1', 'La pagina ha una sola copertina: togli quella in più.'));
  return out;
}

/** What the editor checks a page with. */
export interface PageToCheck {
  document: Record<string, unknown>;
  route: string;
  /** The other pages as they are in force. */
  others: readonly OtherPage[];
  /** The page's document as stored, whose routes and shop the candidate keeps. */
  current: unknown;
}

/**
 * Whether code may be compiled here: the site schema's checker is compiled by ajv, which the
 * pages' Content-Security-Policy (no `unsafe-eval`) forbids in the browser. Asked once, quietly,
 * rather than letting ajv fail with its generated code in the console.
 */
function mayCompile(): boolean {
  try {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the probe itself
    return (new Function('return true') as () => boolean)();
  } catch {
    return false;
  }
}

let sharedValidator: boolean | undefined;

/** The page's problems by the shared validator, or by the schema's rules where it cannot run. */
export function pageProblems(page: PageToCheck): PageProblem[] {
  sharedValidator ??= mayCompile();
  if (sharedValidator) {
    try {
      return validatePage({ ...page, checkSchema: siteSchemaChecker(), assets: publicAssetIndex }).problems;
    } catch (error) {
      console.warn('The page validator cannot run here; the schema rules stand in:', error);
      sharedValidator = false;
    }
  }
  return checkPage(page.document);
}
