import { describe, expect, it } from 'vitest';
import { unsafeLinkKind } from '../../../scripts/validate/links.ts';
import { createSchemaChecker } from '../../../scripts/validate/schema-check.ts';
import { lint } from '../../../scripts/validate/lint.ts';
import { assetListIndex } from '../../../scripts/validate/assets.ts';
import { unsafeLink } from '../../../scripts/validate/rules/unsafe-link.ts';
import { json, lintFixture, site } from './fixture.ts';

describe('unsafe-link', () => {
  it('passes web, mail, phone, anchor and path links', () => {
    const links = [
      'https://example.com',
      'http://example.com',
      'mailto:info@boutique.it',
      'tel:+39 02 1234',
      '#about',
      '/shop',
    ];
    const document = site({ sections: [{ type: 'footer', links: links.map((href) => ({ label: 'x', href })) }] });
    expect(lintFixture({ 'sites/negozio.json': document }, { rules: [unsafeLink] })).toEqual([]);
  });

  it('reports a javascript: link once, with why it is refused', () => {
    const document = site({
      sections: [{ type: 'hero', title: 'Ciao', actions: [{ label: 'Clic', href: 'javascript:alert(1)' }] }],
    });
    expect(lintFixture({ 'sites/negozio.json': document })).toEqual([
      expect.objectContaining({
        code: 'unsafe-link',
        path: 'sections[0].actions[0].href',
        message: '`javascript:` links are not allowed: it would run code in the visitor’s browser',
        hint: 'use `https://…` for another site, `/path` for a page of this one, or remove `href` for a display-only button',
      }),
    ]);
  });

  it('reads links as a browser does: case, spaces, tabs and backslashes do not hide them', () => {
    expect(unsafeLinkKind('JavaScript:alert(1)')).toBe('javascript:');
    expect(unsafeLinkKind(' java\tscript:alert(1)')).toBe('javascript:');
    expect(unsafeLinkKind('data:text/html,<script>alert(1)</script>')).toBe('data:');
    expect(unsafeLinkKind('vbscript:msgbox')).toBe('vbscript:');
    expect(unsafeLinkKind('//evil.example')).toBe('protocol-relative');
    expect(unsafeLinkKind('/\\evil.example')).toBe('protocol-relative');
    expect(unsafeLinkKind('/\t/evil.example')).toBe('protocol-relative');
    expect(unsafeLinkKind('/shop')).toBeUndefined();
    expect(unsafeLinkKind('https://example.com/javascript:')).toBeUndefined();
  });

  it('still catches them when a schema lets any string through as a link', () => {
    const permissive = {
      type: 'object',
      properties: { href: { type: 'string', 'x-kind': 'link' } },
    };
    const problems = lint({
      files: [{ file: 'sites/a.json', text: json({ href: '/\\evil.example' }) }],
      checkSchema: createSchemaChecker(permissive),
      assets: assetListIndex([]),
      rules: [unsafeLink],
    });
    expect(problems).toEqual([
      expect.objectContaining({
        path: 'href',
        message:
          '`/\\evil.example` points to another host: ' +
          'the browser reads it as a link to another host, not a page of this site',
      }),
    ]);
  });
});
