/**
 * What makes a brochure page HTML with islands: which sections come alive and when (their
 * definitions' `hydrate`), and the shell the build gives those pages (the islands' loader instead
 * of the apps' scripts, and Speculation Rules).
 */
import { describe, expect, it } from 'vitest';
import { appScripts, islandShell, routePattern, speculationRules } from '../../../scripts/prerender/island-shell.ts';
import type { SectionData } from '../../../schemas/sections/index.ts';
import { sectionTrigger } from '../../../src/islands/components.ts';

const section = (fields: Record<string, unknown>) => fields as unknown as SectionData;

describe('sectionTrigger', () => {
  it('leaves plain sections as HTML', () => {
    expect(sectionTrigger(section({ type: 'story' }))).toBeNull();
    expect(sectionTrigger(section({ type: 'hero' }))).toBeNull();
    expect(sectionTrigger(section({ type: 'footer' }))).toBeNull();
  });

  it('brings the carousels and the newsletter alive on the first interaction', () => {
    expect(sectionTrigger(section({ type: 'product-carousel' }))).toBe('interaction');
    expect(sectionTrigger(section({ type: 'brand-carousel' }))).toBe('interaction');
    expect(sectionTrigger(section({ type: 'newsletter' }))).toBe('interaction');
  });

  it('follows the props where they decide: a team without edit mode, a contact without form', () => {
    expect(sectionTrigger(section({ type: 'team', editable: true }))).toBe('interaction');
    expect(sectionTrigger(section({ type: 'team', editable: false }))).toBeNull();
    expect(sectionTrigger(section({ type: 'contact', form: { title: 'Scriveteci' } }))).toBe('interaction');
    expect(sectionTrigger(section({ type: 'contact' }))).toBeNull();
  });
});

describe('routePattern', () => {
  it('turns a parameter into a wildcard and encodes the rest', () => {
    expect(routePattern('/shop/:slug')).toBe('/shop/*');
    expect(routePattern('/shoop bozza')).toBe('/shoop%20bozza');
    expect(routePattern('/Cless/catalogo')).toBe('/Cless/catalogo');
  });
});

describe('speculationRules', () => {
  it('prerenders brochure pages, prefetches the apps and leaves the admin alone', () => {
    const rules = JSON.parse(speculationRules(['/shop', '/shop/:slug'], ['/admin'])) as {
      prerender: { where: { and: unknown[] }; eagerness: string }[];
      prefetch: { where: { href_matches: string[] }; eagerness: string }[];
    };
    expect(rules.prerender[0]?.eagerness).toBe('moderate');
    expect(rules.prerender[0]?.where.and).toEqual([
      { href_matches: '/*' },
      { not: { href_matches: ['/shop', '/shop/*', '/admin', '/admin/*'] } },
    ]);
    expect(rules.prefetch[0]?.where.href_matches).toEqual(['/shop', '/shop/*']);
  });

  it('has no prefetch rule without apps', () => {
    expect(JSON.parse(speculationRules([], []))).not.toHaveProperty('prefetch');
  });
});

describe('islandShell', () => {
  const shell = [
    '<!doctype html>',
    '<html lang="it">',
    '  <head>',
    '    <script type="module" crossorigin src="/assets/index-abc.js"></script>',
    '    <link rel="modulepreload" crossorigin href="/assets/react-def.js">',
    '    <link rel="stylesheet" crossorigin href="/assets/index-ghi.css">',
    '  </head>',
    '  <body><div id="root"></div></body>',
    '</html>',
  ].join('\n');

  it("swaps the apps' entry and preloads for the loader and the rules, and keeps the styles", () => {
    const html = islandShell(
      shell,
      { src: '/assets/islands-xyz.js', preload: ['/assets/behaviours-abc.js'] },
      '{"prerender":[]}',
    );
    expect(html).not.toContain('index-abc.js');
    expect(html).not.toContain('react-def.js');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/behaviours-abc.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-ghi.css">');
    expect(html).toContain('<script type="module" crossorigin src="/assets/islands-xyz.js"></script>');
    expect(html).toContain('<script type="speculationrules">{"prerender":[]}</script>');
    expect(html.indexOf('islands-xyz.js')).toBeLessThan(html.indexOf('</head>'));
  });

  it("names an app page's code for the loader to fetch once the page has painted", () => {
    const app = appScripts(shell);
    expect(app).toEqual({ entry: '/assets/index-abc.js', preload: ['/assets/react-def.js'] });
    const html = islandShell(shell, { src: '/assets/islands-xyz.js', preload: [] }, '{}', {
      ...app,
      preload: [...app.preload, '/assets/c.js'],
    });
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-abc.js">');
    const modules = { entry: '/assets/index-abc.js', preload: ['/assets/react-def.js', '/assets/c.js'] };
    expect(html).toContain(`<script type="application/json" id="app-modules">${JSON.stringify(modules)}</script>`);
  });

  it('refuses a shell without its single module script', () => {
    expect(() => islandShell('<html><head></head></html>', { src: '/l.js', preload: [] }, '{}')).toThrow(
      /no single module script/,
    );
  });
});
