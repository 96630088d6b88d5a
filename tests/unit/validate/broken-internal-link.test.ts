import { describe, expect, it } from 'vitest';
import { brokenInternalLink } from '../../../scripts/validate/rules/broken-internal-link.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const footer = (...hrefs: string[]) => ({
  type: 'footer',
  links: hrefs.map((href, i) => ({ label: `Link ${i}`, href })),
});
const lintLinks = (files: Record<string, unknown>) => lintFixture(files, { rules: [brokenInternalLink] });

describe('broken-internal-link', () => {
  it('passes links to routes of any site, reserved routes, anchors on the page and external links', () => {
    const a = site({
      id: 'a',
      routes: ['/', '/bisidefault'],
      sections: [
        { type: 'hero', id: 'about', title: 'Ciao' },
        footer(
          '/',
          '/Bisidefault/',
          '/shop',
          '/admin',
          '/shop?categoria=Anelli',
          '/shoop%20bozza',
          '/b#services',
          '#about',
          '#contenuto',
          'https://example.com/x',
          'mailto:a@b.it',
        ),
      ],
    });
    const b = site({
      id: 'b',
      routes: ['/shoop bozza', '/b'],
      sections: [{ type: 'services', id: 'services', items: [{ title: 'Riparazioni', icon: 'wrench' }] }],
    });
    expect(lintLinks({ 'sites/a.json': a, 'sites/b.json': b })).toEqual([]);
  });

  it('reports a path that matches no route, with the route it was meant to be', () => {
    const document = site({
      routes: ['/'],
      sections: [
        { type: 'hero', title: 'Ciao', actions: [{ label: 'Scopri la Collezione', href: '/shop-collezione' }] },
        footer('/shpo'),
      ],
    });
    const text = json(document);
    expect(lintLinks({ 'sites/negozio.json': document })).toEqual([
      {
        code: 'broken-internal-link',
        severity: 'error',
        file: 'sites/negozio.json',
        path: 'sections[0].actions[0].href',
        message: '`/shop-collezione` matches no route',
        hint: 'add a site document with this route, or correct the link',
        ...positionOf(text, '"/shop-collezione"'),
      },
      {
        code: 'broken-internal-link',
        severity: 'error',
        file: 'sites/negozio.json',
        path: 'sections[1].links[0].href',
        message: '`/shpo` matches no route',
        hint: 'did you mean `/shop`?',
        ...positionOf(text, '"/shpo"'),
      },
    ]);
  });

  it('reports an anchor that matches no section id of the page', () => {
    const document = site({ sections: [{ type: 'hero', id: 'about', title: 'Ciao' }, footer('#abuot', '#servizi')] });
    const problems = lintLinks({ 'sites/negozio.json': document });
    expect(problems.map((p) => [p.path, p.message, p.hint])).toEqual([
      ['sections[1].links[0].href', '`#abuot` matches no section id on this page', 'did you mean `about`?'],
      [
        'sections[1].links[1].href',
        '`#servizi` matches no section id on this page',
        'give the target section `"id": "servizi"`',
      ],
    ]);
  });

  it('checks the anchor of a link to another page against that page', () => {
    const a = site({ id: 'a', routes: ['/a'], sections: [footer('/b#servizi')] });
    const b = site({ id: 'b', routes: ['/b'], sections: [{ type: 'hero', id: 'servizi-su-misura', title: 'Ciao' }] });
    const [problem] = lintLinks({ 'sites/a.json': a, 'sites/b.json': b });
    expect(problem?.message).toBe('`/b#servizi`: the page `/b` (sites/b.json) has no section with id `servizi`');
  });

  it('finds links wherever the schema marks a link, not only in sections', () => {
    const [problem] = lintLinks({ 'sites/negozio.json': site({ shop: { profileUrl: '/profilo' } }) });
    expect(problem?.path).toBe('shop.profileUrl');
  });
});
