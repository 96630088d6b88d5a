/**
 * The section definitions (`src/sections/<type>/index.ts`, listed by `src/sections/manifest.ts`):
 * one folder per type, named as the type, each in the manifest once and in the emitted site schema,
 * and none loading React when the validator or the build reads them in Node.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SITE_SCHEMA_FILE } from '../../../scripts/emit-schemas.ts';
import { sectionDefinitions } from '../../../src/sections/manifest.ts';
import { appSectionTypes, definitionOf, liveKindOf, queryReadingTypes } from '../../../src/sections/traits.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const sectionsDir = path.join(root, 'src/sections');
const typeOf = (definition: (typeof sectionDefinitions)[number]) => definition.schema.properties.type.const;

/**
 * The modules `file` loads when imported, following its static imports and re-exports (type-only
 * ones are erased, dynamic `import()` runs only when called): project files, and packages by name.
 */
function staticGraph(file: string, files = new Set<string>(), packages = new Set<string>()) {
  if (files.has(file)) return { files, packages };
  files.add(file);
  const source = readFileSync(file, 'utf8');
  const statements = /^\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gms;
  for (const [, specifier = ''] of source.matchAll(statements)) {
    if (specifier.startsWith('.')) staticGraph(path.resolve(path.dirname(file), specifier), files, packages);
    else packages.add(specifier);
  }
  return { files, packages };
}

describe('section definitions', () => {
  const types = sectionDefinitions.map(typeOf);

  it('lists every type once, each definition once', () => {
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(sectionDefinitions).size).toBe(sectionDefinitions.length);
  });

  it.each(sectionDefinitions.map((definition) => [typeOf(definition), definition] as const))(
    '%s lives in the folder named as its type, with its schema beside it',
    async (type, definition) => {
      const folder = path.join(sectionsDir, type);
      expect(existsSync(path.join(folder, 'schema.ts')), `src/sections/${type}/schema.ts`).toBe(true);
      const module = (await import(path.join(folder, 'index.ts'))) as { default: unknown };
      expect(module.default).toBe(definition);
      expect(definitionOf(type)).toBe(definition);
    },
  );

  it('leaves no definition folder out of the manifest', () => {
    const folders = readdirSync(sectionsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(path.join(sectionsDir, entry.name, 'index.ts')))
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...types].sort());
  });

  it(`puts every schema in ${SITE_SCHEMA_FILE}, in the manifest's order`, () => {
    const emitted = JSON.parse(readFileSync(path.join(root, SITE_SCHEMA_FILE), 'utf8')) as {
      properties: { sections: { items: { oneOf: unknown[] } } };
    };
    const schemas = sectionDefinitions.map((definition) => JSON.parse(JSON.stringify(definition.schema)) as unknown);
    expect(emitted.properties.sections.items.oneOf).toEqual(schemas);
  });

  it('loads no React when read in Node: a component comes only through its dynamic import', () => {
    const { files, packages } = staticGraph(path.join(sectionsDir, 'manifest.ts'));
    staticGraph(path.join(sectionsDir, 'traits.ts'), files, packages);
    expect([...packages].filter((name) => /^react(-dom|-router|-router-dom)?(\/|$)/.test(name))).toEqual([]);
    expect([...files].filter((file) => file.endsWith('.tsx')).map((file) => path.relative(root, file))).toEqual([]);
    for (const type of types) {
      const source = readFileSync(path.join(sectionsDir, type, 'index.ts'), 'utf8');
      expect(source, `src/sections/${type}/index.ts`).toMatch(/component:\s*\(\)\s*=>\s*import\(/);
    }
  });

  it('gives every definition a way to come alive, and the app sections their live data', () => {
    for (const definition of sectionDefinitions) {
      const hydrate = typeof definition.hydrate === 'function' ? definition.hydrate({}) : definition.hydrate;
      expect(['never', 'visible', 'idle', 'interaction']).toContain(hydrate);
      // A page holding an app section hydrates whole: its sections have nothing to add.
      if (definition.app) expect(definition.hydrate).toBe('never');
    }
    expect([...appSectionTypes].sort()).toEqual(['catalogue', 'product', 'product-admin']);
    expect([...queryReadingTypes]).toEqual(['catalogue']);
    expect(liveKindOf([{ type: 'hero' }, { type: 'catalogue' }])).toBe('catalogue');
    expect(liveKindOf([{ type: 'product' }, { type: 'footer' }])).toBe('product');
    expect(liveKindOf([{ type: 'product-admin' }, { type: 'nonsense' }, {}])).toBeNull();
  });
});
