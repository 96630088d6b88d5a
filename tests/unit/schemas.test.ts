import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { asset, link } from '../../schemas/common.ts';
import { sectionSchemas } from '../../schemas/sections/index.ts';
import { siteSchema } from '../../schemas/site.ts';
import { renderSiteSchema, SITE_SCHEMA_FILE } from '../../scripts/emit-schemas.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Visit = (node: Record<string, unknown>, where: string) => void;

/** Calls `visit` on every subschema, with a readable path (`hero.actions[].href`). */
function walk(node: unknown, where: string, visit: Visit): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    node.forEach((child, i) => walk(child, `${where}|${i}`, visit));
    return;
  }
  const schema = node as Record<string, unknown>;
  visit(schema, where);
  for (const [name, child] of Object.entries(asRecord(schema.properties))) walk(child, `${where}.${name}`, visit);
  walk(schema.items, `${where}[]`, visit);
  for (const key of ['oneOf', 'anyOf', 'allOf']) walk(schema[key], where, visit);
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
const typeOf = (section: unknown) => String(asRecord(asRecord(asRecord(section).properties).type).const);

/** Whether a pattern alone bounds the length: anchored at both ends, with no open-ended repetition. */
const patternBounds = (pattern: unknown) =>
  typeof pattern === 'string' && pattern.startsWith('^') && pattern.endsWith('$') && !/[*+]|\{\d+,\}/.test(pattern);

function offenders(test: (node: Record<string, unknown>, where: string) => boolean): string[] {
  const found: string[] = [];
  for (const section of sectionSchemas)
    walk(section, typeOf(section), (node, where) => (test(node, where) ? found.push(where) : undefined));
  return found;
}

describe('schemas', () => {
  it(`keeps ${SITE_SCHEMA_FILE} in step with the TypeScript schemas`, () => {
    const emitted = readFileSync(path.join(root, SITE_SCHEMA_FILE), 'utf8');
    expect(emitted === renderSiteSchema(), `${SITE_SCHEMA_FILE} is stale: run npm run schemas:emit`).toBe(true);
  });

  it('emits a schema an editor can use: plain draft-07, the extra keywords ignored', () => {
    const editor = new Ajv({ strict: false });
    const validate = editor.compile(JSON.parse(renderSiteSchema()));
    expect(validate({ id: 'x' })).toBe(false);
    expect(JSON.parse(renderSiteSchema())).toMatchObject({
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: siteSchema.$id,
    });
  });

  it('lets no section take properties its schema does not name', () => {
    expect(
      offenders(
        (node) => (node.type === 'object' || node.properties !== undefined) && node.additionalProperties !== false,
      ),
    ).toEqual([]);
  });

  it('bounds every text of every section', () => {
    expect(
      offenders((node) => node.type === 'string' && node.maxLength === undefined && !patternBounds(node.pattern)),
    ).toEqual([]);
  });

  it('marks every href and url of every section as a link, so the validator checks it', () => {
    expect(offenders((node, where) => /\.(href|url)$/.test(where) && node['x-kind'] !== 'link')).toEqual([]);
  });

  it('accepts only web, mail, phone, anchor and internal links', () => {
    const isLink = new RegExp(link.pattern);
    for (const ok of [
      'https://example.com/a?b=1',
      'http://example.com',
      'mailto:info@boutique.it',
      'tel:+39 02 1234 5678',
      '#about',
      '/shop',
      '/shoop bozza',
      '/shop?categoria=Anelli#top',
    ]) {
      expect(isLink.test(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,x',
      'vbscript:x',
      '//evil.example',
      'ftp://x',
      'shop',
      '',
    ]) {
      expect(isLink.test(bad), bad).toBe(false);
    }
  });

  it('accepts asset paths from public/ only', () => {
    const isAsset = new RegExp(asset.pattern);
    expect(isAsset.test('/images/landing/hero.webp')).toBe(true);
    for (const bad of ['images/hero.webp', 'https://cdn.example/hero.webp', '//cdn.example/x.png', '/images/hero.html'])
      expect(isAsset.test(bad), bad).toBe(false);
  });
});
