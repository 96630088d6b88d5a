import type { ErrorObject } from 'ajv';
import { pointerToPath, type PathSegment } from '../json-document.ts';
import { unsafeLinkKind } from '../links.ts';
import { isSnippetLength } from '../search-snippet.ts';
import { isFooterLinkForm } from './footer-link.ts';
import { didYouMean, listOf } from '../suggest.ts';
import {
  parsedSites,
  problem,
  type Problem,
  type ProblemDetail,
  type Rule,
  type RuleMeta,
  type SiteFile,
} from '../types.ts';
import { characterCount } from '../text-length.ts';

const meta: RuleMeta = {
  code: 'schema',
  severity: 'error',
  description:
    'The document does not fit the site schema: unknown property, wrong type, value not allowed, ' +
    'missing property, bad link or asset path, too few or too many items.',
};

type SchemaObject = Record<string, unknown>;

const asObject = (value: unknown): SchemaObject =>
  value !== null && typeof value === 'object' ? (value as SchemaObject) : {};
const paramsOf = (error: ErrorObject): SchemaObject => asObject(error.params);

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const itemCount = (value: unknown) => (Array.isArray(value) ? value.length : 0);

function show(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return `\`${text.length > 60 ? `${text.slice(0, 57)}…` : text}\``;
}

/** Errors that another rule reports in its own words, or that only echo another error. */
function claimedElsewhere(error: ErrorObject): boolean {
  if (error.keyword === 'maxLength') return true; // text-too-long
  if (isSnippetLength(error)) return true; // title-length, description-length
  // unknown-section-type; a missing tag is a `required` error already
  if (error.keyword === 'discriminator') return true;
  if (error.keyword === 'if') return true; // the failing `then` says what is wrong
  const linkPattern = error.keyword === 'pattern' && asObject(error.parentSchema)['x-kind'] === 'link';
  if (linkPattern && isFooterLinkForm(error.instancePath, error.data)) return true; // footer-link
  return linkPattern && typeof error.data === 'string' && unsafeLinkKind(error.data) !== undefined; // unsafe-link
}

/**
 * ajv reports every branch of a failed `oneOf`/`anyOf`. Keep the errors of the one branch the value
 * was evidently meant for (the others fail on its very type); if that is unclear, keep one summary.
 */
function collapseAlternatives(errors: ErrorObject[]): ErrorObject[] {
  let remaining = errors;
  const alternatives = errors
    .filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')
    .sort((a, b) => b.schemaPath.length - a.schemaPath.length);
  for (const alternative of alternatives) {
    const prefix = `${alternative.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const error of remaining) {
      if (!error.schemaPath.startsWith(prefix)) continue;
      const branch = error.schemaPath.slice(prefix.length).split('/')[0] ?? '';
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    const misfit = (e: ErrorObject) =>
      e.instancePath === alternative.instancePath && ['type', 'const', 'enum'].includes(e.keyword);
    const plausible = [...branches.values()].filter((branchErrors) => !branchErrors.some(misfit));
    const inBranches = new Set([...branches.values()].flat());
    const kept = plausible.length === 1 ? new Set(plausible[0]) : new Set<ErrorObject>();
    remaining = remaining.filter((e) =>
      inBranches.has(e) ? kept.has(e) : e !== alternative || plausible.length !== 1,
    );
  }
  return remaining;
}

function linkHint(): string {
  return 'a link is `https://…`, `http://…`, `mailto:…`, `tel:…`, `#anchor` or `/path`; `javascript:`, `data:` and `//host` links are refused';
}

function assetHint(pattern: string): string {
  const extensions = /\\\.\(([a-z0-9?|]+)\)\$$/.exec(pattern)?.[1]?.replace('jpe?g', 'jpg|jpeg').split('|');
  const kinds = extensions ? ` ending in ${listOf(extensions.map((e) => `.${e}`))}` : '';
  return `write the path of a file under public/ starting with \`/\`, e.g. \`/images/shop/hero.webp\`${kinds}`;
}

interface Description {
  path: PathSegment[];
  at?: 'key';
  message: string;
  hint?: string | undefined;
}

function describe(error: ErrorObject, document: unknown): Description {
  const path = pointerToPath(error.instancePath, document);
  const params = paramsOf(error);
  const parent = asObject(error.parentSchema);
  const data = error.data;
  switch (error.keyword) {
    case 'additionalProperties': {
      const name = String(params.additionalProperty);
      const allowed = Object.keys(asObject(parent.properties));
      const hint =
        didYouMean(name, allowed) ??
        (allowed.length > 0 ? `allowed here: ${listOf(allowed, 'and')}` : 'no properties are allowed here');
      return { path: [...path, name], at: 'key', message: `unknown property \`${name}\``, hint };
    }
    case 'required': {
      const name = String(params.missingProperty);
      const discriminator = asObject(parent.discriminator);
      const variants = Array.isArray(parent.oneOf)
        ? parent.oneOf.map((branch) => asObject(asObject(asObject(branch).properties)[name]).const)
        : [];
      const property = asObject(asObject(parent.properties)[name]);
      const choices =
        discriminator.propertyName === name ? variants : Array.isArray(property.enum) ? property.enum : undefined;
      // Otherwise the property's own description says what to write (`shop.id`: "a short lowercase id…").
      const described =
        typeof property.description === 'string' ? `add \`${name}\`: ${property.description}` : undefined;
      return {
        path,
        message: `missing property \`${name}\``,
        hint: choices ? `\`${name}\` is one of ${listOf(choices)}` : described,
      };
    }
    case 'type': {
      const expected = Array.isArray(params.type) ? params.type.join(' or ') : String(params.type);
      const got = kindOf(data);
      const actual = got === 'number' && expected === 'integer' ? `${String(data)} (not a whole number)` : got;
      return { path, message: `expected ${expected}, got ${actual}` };
    }
    case 'enum': {
      const allowed = Array.isArray(params.allowedValues) ? params.allowedValues : [];
      const hint =
        typeof data === 'string'
          ? didYouMean(
              data,
              allowed.filter((v): v is string => typeof v === 'string'),
            )
          : undefined;
      return { path, message: `${show(data)} is not allowed; use ${listOf(allowed)}`, hint };
    }
    case 'const':
      return { path, message: `must be ${show(params.allowedValue)}, got ${show(data)}` };
    case 'pattern': {
      const kind = parent['x-kind'];
      if (kind === 'link') return { path, message: `${show(data)} is not an allowed link`, hint: linkHint() };
      if (kind === 'asset')
        return {
          path,
          message: `${show(data)} is not a file path under public/`,
          hint: assetHint(String(params.pattern)),
        };
      const description =
        typeof parent.description === 'string' ? parent.description : `it must match ${String(params.pattern)}`;
      return { path, message: `${show(data)} does not have the expected format`, hint: description };
    }
    case 'minLength':
      return params.limit === 1 && data === ''
        ? { path, message: 'empty text', hint: 'write the text, or remove the property if it is optional' }
        : {
            path,
            message:
              `text is ${characterCount(String(data))} characters long; ` +
              `at least ${String(params.limit)} are needed`,
          };
    case 'minItems':
      return {
        path,
        message: `needs at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}, has ${itemCount(data)}`,
      };
    case 'maxItems':
      return {
        path,
        message: `has ${itemCount(data)} items; at most ${String(params.limit)} are allowed`,
      };
    case 'minimum':
      return { path, message: `${show(data)} is below the minimum of ${String(params.limit)}` };
    case 'maximum':
      return { path, message: `${show(data)} is above the maximum of ${String(params.limit)}` };
    case 'exclusiveMinimum':
      return { path, message: `${show(data)} must be greater than ${String(params.limit)}` };
    case 'exclusiveMaximum':
      return { path, message: `${show(data)} must be less than ${String(params.limit)}` };
    case 'uniqueItems': {
      const [first, second] = [Number(params.j), Number(params.i)].sort((a, b) => a - b);
      return { path: [...path, second ?? 0], message: `repeats item ${first}`, hint: 'each item may appear only once' };
    }
    case 'oneOf':
    case 'anyOf':
      return { path, message: 'does not match any of the allowed forms' };
    default:
      return { path, message: error.message ?? `fails \`${error.keyword}\`` };
  }
}

/** The facts of an error, for messages in other words than these (the owner's). */
function detailOf(error: ErrorObject): ProblemDetail {
  const params = paramsOf(error);
  const parent = asObject(error.parentSchema);
  const property = params.missingProperty ?? params.additionalProperty;
  const allowed = params.allowedValues ?? (params.allowedValue === undefined ? undefined : [params.allowedValue]);
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  const data = error.data;
  const actual =
    typeof data === 'string'
      ? characterCount(data)
      : Array.isArray(data)
        ? data.length
        : typeof data === 'number'
          ? data
          : undefined;
  const kind = parent['x-kind'];
  return {
    kind: error.keyword,
    ...(typeof property === 'string' ? { property } : {}),
    ...(Array.isArray(allowed) ? { allowed: allowed.map((value) => String(value)) } : {}),
    ...(limit !== undefined ? { limit } : {}),
    ...(actual !== undefined ? { actual } : {}),
    ...(kind === 'link' || kind === 'asset' ? { valueKind: kind } : {}),
  };
}

function checkSite(site: SiteFile): Problem[] {
  const errors = collapseAlternatives((site.schema?.errors ?? []).filter((e) => !claimedElsewhere(e)));
  return errors.map((error) => {
    const { path, at, message, hint } = describe(error, site.document);
    return { ...problem(meta, { file: site.file, path, at, message, hint }), detail: detailOf(error) };
  });
}

export const schema: Rule = {
  meta,
  check: (context) => parsedSites(context).flatMap(checkSite),
};
