import { describe, expect, it } from 'vitest';
import { footerLink } from '../../../scripts/validate/rules/footer-link.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const footerWith = (entries: unknown[], legal: unknown[] = []) =>
  site({
    routes: ['/negozio'],
    sections: [
      { type: 'hero', id: 'contatti', title: 'Benvenuti' },
      { type: 'footer', columns: [{ title: 'Negozio', links: entries }], legal },
    ],
  });

describe('footer-link', () => {
  it('passes entries that lead somewhere, and entries without `href`, which are text', () => {
    const document = footerWith(
      [
        { label: 'Contatti', href: '#contatti' },
        { label: 'Negozio', href: '/negozio' },
        { label: 'Scrivici', href: 'mailto:ciao@negozio.it' },
        { label: 'Chiamaci', href: 'tel:+390212345678' },
        { label: 'Il nostro blog', href: 'https://blog.negozio.it/' },
        { label: 'Confezioni regalo' },
      ],
      [{ label: 'Spedizioni e resi' }],
    );
    expect(lintFixture({ 'sites/negozio.json': document })).toEqual([]);
  });

  it('reports a placeholder `#`, naming the entry, once (not also as a schema error)', () => {
    const document = footerWith([{ label: 'Guida alle taglie', href: '#' }]);
    expect(lintFixture({ 'sites/negozio.json': document })).toEqual([
      {
        code: 'footer-link',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(json(document), '"#"'),
        path: 'sections[1].columns[0].links[0].href',
        message: 'footer entry `Guida alle taglie` links `#`, which leads nowhere',
        hint:
          'give it the address of a page that exists (`/route`, `#section`, `mailto:`, `tel:`, `https://…`), or ' +
          'remove `href` and the entry shows as plain text',
      },
    ]);
  });

  it('reports an empty link and an address a browser cannot follow, in the bottom bar too', () => {
    const document = footerWith([{ label: 'Journal', href: '' }], [{ label: 'Resi', href: 'resi.html' }]);
    expect(lintFixture({ 'sites/negozio.json': document }).map((p) => [p.code, p.path, p.message])).toEqual([
      ['footer-link', 'sections[1].columns[0].links[0].href', 'footer entry `Journal` links ``, which leads nowhere'],
      [
        'footer-link',
        'sections[1].legal[0].href',
        'footer entry `Resi` links `resi.html`, which is no address a browser can follow',
      ],
    ]);
  });

  it('leaves a route that does not exist to broken-internal-link, and a script to unsafe-link', () => {
    const document = footerWith([
      { label: 'Lo studio', href: '/studio' },
      { label: 'Negozi', href: 'javascript:void(0)' },
    ]);
    expect(lintFixture({ 'sites/negozio.json': document }).map((p) => p.code)).toEqual([
      'broken-internal-link',
      'unsafe-link',
    ]);
  });

  it("reports an entry that means one of the shop's generated pages, which the footer links once", () => {
    const document = footerWith([], [{ label: 'Termini di Servizio' }, { label: 'Privacy', href: '/negozio/privacy' }]);
    expect(lintFixture({ 'sites/negozio.json': document }, { rules: [footerLink] })).toEqual([
      expect.objectContaining({
        ...positionOf(json(document), '{', '"legal"'),
        path: 'sections[1].legal[0]',
        message:
          "footer entry `Termini di Servizio` means the shop's Termini e condizioni d'uso page, which the footer links",
        hint: "remove it: the footer links `/negozio/termini`, made from the shop's details, once",
      }),
      expect.objectContaining({
        path: 'sections[1].legal[1]',
        message: "footer entry `Privacy` means the shop's Privacy Policy page, which the footer links",
        hint: "remove it: the footer links `/negozio/privacy`, made from the shop's details, once",
      }),
    ]);
  });
});
