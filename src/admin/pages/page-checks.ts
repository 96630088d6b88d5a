/**
 * The check the editor runs at every keystroke, in the browser: the schema's own rules over the
 * sections (required, lengths, lists, choices, ranges, patterns), in Italian. Everything else (links
 * to pages that do not exist, shared ids and titles, files) is the `pages` function's check, asked
 * once typing pauses (`server-check.ts`): the shared validator compiles the site schema into code,
 * which the admin's policy (no `unsafe-eval`) forbids in the browser.
 */
import { formatPath, itemSchema, type JsonPath, type SchemaNode, sectionSchema } from './form-model.ts';
import { fieldLabel, sectionName } from './labels.ts';
import type { PageProblem } from './problems.ts';
import { definitionOf } from '../../sections/traits.ts';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The codes this check reports: of these, the function's answer is awaited, not carried over. */
export const localCodes: ReadonlySet<string> = new Set([
  'schema',
  'text-too-long',
  'unknown-section-type',
  'single-h1',
]);

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
