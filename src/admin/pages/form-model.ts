/**
 * The page editor's form, generated from the section schemas (`src/sections/<type>/schema.ts`):
 * which control each property gets, the value a new section or card starts from, the schema's
 * defaults filled in for the preview, and immutable reads and writes at a JSON path. Pure: the
 * components only draw what these describe.
 */
import { definitionOf, sectionTypes, appSectionTypes } from '../../sections/traits.ts';
import type { SectionType } from '../../../schemas/site.ts';
import { siteSchema } from '../../../schemas/site.ts';

/** A node of our JSON schemas, read loosely: the schemas are `as const` data. */
export type SchemaNode = Readonly<Record<string, unknown>>;

/** A place in a document: property names and list indexes, as the validator's `sections[0].title`. */
export type JsonPath = readonly (string | number)[];

export type FieldKind =
  'hidden' | 'text' | 'long-text' | 'number' | 'choice' | 'boolean' | 'link' | 'picture' | 'group' | 'list';

/** Texts longer than this are written in a multi-line box. */
const LONG_TEXT = 200;

const isNode = (value: unknown): value is SchemaNode => typeof value === 'object' && value !== null;

/** The control a property's schema calls for. */
export function fieldKind(schema: SchemaNode): FieldKind {
  if ('const' in schema) return 'hidden';
  if (Array.isArray(schema.enum)) return 'choice';
  if (schema['x-kind'] === 'link') return 'link';
  if (schema['x-kind'] === 'asset') return 'picture';
  switch (schema.type) {
    case 'string':
      return typeof schema.maxLength === 'number' && schema.maxLength > LONG_TEXT ? 'long-text' : 'text';
    case 'integer':
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
      return 'group';
    case 'array':
      return 'list';
    default:
      return 'hidden';
  }
}

/** One property of an object schema, as the form lists it. */
export interface PropertyField {
  name: string;
  schema: SchemaNode;
  required: boolean;
  kind: FieldKind;
}

/** The properties of an object schema the owner edits, in the schema's order. */
export function propertiesOf(schema: SchemaNode): PropertyField[] {
  const properties = isNode(schema.properties) ? schema.properties : {};
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(properties)
    .filter((entry): entry is [string, SchemaNode] => isNode(entry[1]))
    .map(([name, property]) => ({ name, schema: property, required: required.has(name), kind: fieldKind(property) }))
    .filter((field) => field.kind !== 'hidden');
}

/** The schema of a list's items. */
export function itemSchema(list: SchemaNode): SchemaNode {
  return isNode(list.items) ? list.items : {};
}

/** The value a new property starts from: empty texts, the default or first choice, the least items. */
export function newValue(schema: SchemaNode): unknown {
  if ('const' in schema) return schema.const;
  if ('default' in schema) return structuredClone(schema.default);
  if (Array.isArray(schema.enum)) return schema.enum[0];
  switch (schema.type) {
    case 'string':
      return '';
    case 'integer':
    case 'number':
      return typeof schema.minimum === 'number' ? schema.minimum : 0;
    case 'boolean':
      return false;
    case 'array': {
      const least = typeof schema.minItems === 'number' ? schema.minItems : 0;
      return Array.from({ length: least }, () => newValue(itemSchema(schema)));
    }
    case 'object': {
      const object: Record<string, unknown> = {};
      const properties = isNode(schema.properties) ? schema.properties : {};
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      for (const name of required) {
        const property = properties[name];
        if (isNode(property)) object[name] = newValue(property);
      }
      return object;
    }
    default:
      return undefined;
  }
}

/** A section type's schema. */
export function sectionSchema(type: SectionType): SchemaNode {
  return definitionOf(type).schema as unknown as SchemaNode;
}

/**
 * The types an owner may add to a brochure page: every type but the apps (catalogue, product page,
 * admin) and the privacy pages' `policy`, which the build makes from the footer.
 */
export const addableSectionTypes: readonly SectionType[] = sectionTypes.filter(
  (type) => !appSectionTypes.has(type) && type !== 'policy',
);

/** A new section of a type: what its schema requires, texts empty for the owner to write. */
export function newSection(type: SectionType): Record<string, unknown> {
  return newValue(sectionSchema(type)) as Record<string, unknown>;
}

/** Whether a document is a brochure page, one the owner edits (no app section). */
export function isBrochureDocument(document: unknown): boolean {
  if (!isNode(document) || !Array.isArray(document.sections)) return false;
  return (document.sections as unknown[]).every(
    (section) => !(isNode(section) && appSectionTypes.has(section.type as SectionType)),
  );
}

/** The schema branch a value takes in a `oneOf` chosen by `type` (the sections' list). */
function branchFor(schema: SchemaNode, value: unknown): SchemaNode | undefined {
  if (!Array.isArray(schema.oneOf) || !isNode(value)) return undefined;
  return (schema.oneOf as SchemaNode[]).find(
    (branch) =>
      isNode(branch.properties) && isNode(branch.properties.type) && branch.properties.type.const === value.type,
  );
}

/**
 * A value with its schema's defaults filled in where it leaves them out, as ajv's `useDefaults`
 * fills a document the site serves: the preview's components expect complete props. The value
 * itself is not changed.
 */
export function withDefaults(schema: SchemaNode, value: unknown): unknown {
  const branch = branchFor(schema, value);
  if (branch) return withDefaults(branch, value);
  if (Array.isArray(value)) return value.map((item) => withDefaults(itemSchema(schema), item));
  if (!isNode(value) || !isNode(schema.properties)) return value;
  const filled: Record<string, unknown> = { ...value };
  for (const [name, property] of Object.entries(schema.properties)) {
    if (!isNode(property)) continue;
    if (filled[name] === undefined && 'default' in property) filled[name] = structuredClone(property.default);
    else if (filled[name] !== undefined) filled[name] = withDefaults(property, filled[name]);
  }
  return filled;
}

/** A whole site document with its schema's defaults filled in. */
export function documentWithDefaults<T>(document: T): T {
  return withDefaults(siteSchema, document) as T;
}

/** The value at a path, or undefined. */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let current = root;
  for (const segment of path) {
    if (!isNode(current)) return undefined;
    current = (current as Record<string | number, unknown>)[segment];
  }
  return current;
}

/**
 * The root with the value at `path` replaced (undefined removes a property), every object and list
 * on the way copied: the editor's state is never changed in place.
 */
export function setAt<T>(root: T, path: JsonPath, value: unknown): T {
  const [head, ...rest] = path;
  if (head === undefined) return value as T;
  if (Array.isArray(root)) {
    const copy = [...(root as unknown[])];
    copy[Number(head)] = setAt(copy[Number(head)], rest, value);
    return copy as T;
  }
  const copy: Record<string, unknown> = isNode(root) ? { ...root } : {};
  const key = String(head);
  const next = setAt(copy[key], rest, value);
  if (next === undefined) return Object.fromEntries(Object.entries(copy).filter(([name]) => name !== key)) as T;
  copy[key] = next;
  return copy as T;
}

/** A list with the item at `from` moved to `to`; the list itself when either is outside it. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const copy = [...list];
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

/** A list without the item at `index`. */
export function removeItem<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

/** A path written as the validator writes it: `sections[0].actions[1].label`. */
export function formatPath(path: JsonPath): string {
  let out = '';
  for (const segment of path) {
    if (typeof segment === 'number') out += `[${String(segment)}]`;
    else if (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(segment)) out += out === '' ? segment : `.${segment}`;
    else out += `[${JSON.stringify(segment)}]`;
  }
  return out;
}

/** A validator's path read back into segments (`sections[0].title` → `['sections', 0, 'title']`). */
export function parsePath(path: string): (string | number)[] {
  const segments: (string | number)[] = [];
  const pattern = /([A-Za-z_$][A-Za-z0-9_$-]*)|\[(\d+)\]|\["((?:[^"\\]|\\.)*)"\]/g;
  for (const match of path.matchAll(pattern)) {
    if (match[1] !== undefined) segments.push(match[1]);
    else if (match[2] !== undefined) segments.push(Number(match[2]));
    else if (match[3] !== undefined) segments.push(JSON.parse(`"${match[3]}"`) as string);
  }
  return segments;
}

/** The limits a text field shows and the browser keeps to. */
export function textLimitsOf(schema: SchemaNode): { maxLength?: number; required: boolean } {
  return {
    ...(typeof schema.maxLength === 'number' ? { maxLength: schema.maxLength } : {}),
    required: typeof schema.minLength === 'number' && schema.minLength > 0,
  };
}
