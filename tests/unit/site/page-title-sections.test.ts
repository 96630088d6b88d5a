/**
 * `pageTitleSections` declares which section types render the page's `h1`; the `single-h1` rule
 * trusts it. Here every section of every site document is rendered on its own, so a component that
 * gains or loses an `h1` without the declaration following fails this test.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { pageTitleSections, siteSchema, type SectionData, type SiteDocument } from '../../../schemas/site.ts';
import { projectSchemaChecker } from '../../../scripts/validate/project.ts';
import { preloadSections, registry, type SectionComponent } from '../../../src/sections/registry.ts';
import { policyDocument, policyKinds, publishesPolicies } from '../../../src/site/policies.ts';
import { SiteProvider } from '../../../src/site/SiteContext.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const checkSchema = projectSchemaChecker(root, siteSchema);
const documents = readdirSync(path.join(root, 'sites'))
  .filter((name) => name.endsWith('.json'))
  .map(
    (name) => checkSchema(JSON.parse(readFileSync(path.join(root, 'sites', name), 'utf8'))).completed as SiteDocument,
  );
// The policy pages the documents publish are pages too.
const sites = [
  ...documents,
  ...documents.flatMap((site) =>
    publishesPolicies(site) ? policyKinds.map((kind) => policyDocument(site, kind)) : [],
  ),
];

async function headingsOf(site: SiteDocument, section: SectionData): Promise<number> {
  const Component = registry[section.type] as SectionComponent<typeof section.type>;
  const page = createElement(
    MemoryRouter,
    null,
    createElement(SiteProvider, { value: site }, createElement(Component, { section })),
  );
  const { prelude } = await prerender(page);
  const html = await new Response(prelude).text();
  return html.match(/<h1[\s>]/g)?.length ?? 0;
}

describe('pageTitleSections', () => {
  it('names exactly the section types whose component renders an h1', async () => {
    const types = new Set(sites.flatMap((site) => site.sections.map((section) => section.type)));
    await preloadSections([...types]);
    const found = new Map<string, number>();
    for (const site of sites)
      for (const section of site.sections) found.set(section.type, await headingsOf(site, section));
    const expected = new Map(
      [...found.keys()].map((type) => [type, (pageTitleSections as readonly string[]).includes(type) ? 1 : 0]),
    );
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries(expected));
  });
});
