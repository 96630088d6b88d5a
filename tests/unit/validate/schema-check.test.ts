import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSchemaChecker } from '../../../scripts/validate/schema-check.ts';
import { fixtureSchema, site } from './fixture.ts';

const document = site({
  shop: { logo: '/logo.svg', profileUrl: 'https://example.com' },
  sections: [
    { type: 'hero', titel: 'x', title: 'Ciao', actions: [{ label: 'Shop', href: '/shop' }] },
    { type: 'footer', links: [{ label: 'Chi siamo', href: '#about' }] },
  ],
});

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(path.join(tmpdir(), 'validate-cache-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const cached = () => readdirSync(cacheDir).filter((name) => name.endsWith('.cjs'));

describe('schema checker', () => {
  it('collects every link and asset the schema marks, with its path, besides the errors', () => {
    const outcome = createSchemaChecker(fixtureSchema)(document);
    expect(outcome.references).toEqual([
      { kind: 'asset', path: ['shop', 'logo'], value: '/logo.svg' },
      { kind: 'link', path: ['shop', 'profileUrl'], value: 'https://example.com' },
      { kind: 'link', path: ['sections', 0, 'actions', 0, 'href'], value: '/shop' },
      { kind: 'link', path: ['sections', 1, 'links', 0, 'href'], value: '#about' },
    ]);
    expect(outcome.errors.map((e) => [e.keyword, e.instancePath])).toEqual([['additionalProperties', '/sections/0']]);
  });

  it("fills in the schema's defaults on a copy, leaving the document as written", () => {
    const withDefaults = {
      ...fixtureSchema,
      properties: { ...fixtureSchema.properties, lang: { enum: ['it', 'en'], default: 'it' } },
      required: ['id', 'routes', 'sections'],
    };
    const { lang: _lang, ...written } = site();
    const outcome = createSchemaChecker(withDefaults)(written);
    expect(outcome.errors).toEqual([]);
    expect(outcome.completed).toMatchObject({ id: 'negozio', lang: 'it' });
    expect(written).not.toHaveProperty('lang');
  });

  it('saves the compiled schema and, loaded again, checks exactly as when just compiled', () => {
    const fresh = createSchemaChecker(fixtureSchema)(document);
    const first = createSchemaChecker(fixtureSchema, { cacheDir })(document);
    expect(cached()).toHaveLength(1);
    const second = createSchemaChecker(fixtureSchema, { cacheDir })(document);
    for (const outcome of [first, second]) {
      expect(outcome.references).toEqual(fresh.references);
      expect(outcome.errors).toEqual(fresh.errors);
    }
  });

  it('keeps one saved schema, replacing it when the schema changes', () => {
    createSchemaChecker(fixtureSchema, { cacheDir });
    const before = cached();
    createSchemaChecker({ ...fixtureSchema, title: 'changed' }, { cacheDir });
    expect(cached()).toHaveLength(1);
    expect(cached()).not.toEqual(before);
  });

  it('recompiles over a damaged saved schema', () => {
    createSchemaChecker(fixtureSchema, { cacheDir });
    const [name] = cached();
    writeFileSync(path.join(cacheDir, name ?? ''), 'module.exports = ');
    const outcome = createSchemaChecker(fixtureSchema, { cacheDir })(document);
    expect(outcome.errors).toHaveLength(1);
    expect(readFileSync(path.join(cacheDir, name ?? ''), 'utf8')).toContain('module.exports = validate');
  });
});
