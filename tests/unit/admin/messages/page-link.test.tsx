import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PageOfOrigin } from '../../../../src/admin/messages/PageOfOrigin.tsx';
import { sitePath } from '../../../../src/admin/messages/page-link.ts';

const render = (page: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PageOfOrigin page={page} />
    </MemoryRouter>,
  );

describe("an enquiry's page in the inbox", () => {
  it.each(['/', '/moniagioielli', '/shop/anello-luce', '/civico8/privacy', '/shop?categoria=anelli#contatti'])(
    '%s is a path of this site',
    (page) => {
      expect(sitePath(page)).toBe(page);
    },
  );

  it.each([
    '//evil.example/login',
    '/\\evil.example/login',
    '/\t/evil.example/login',
    '/\n/evil.example/login',
    '/\r\n/evil.example',
    '\\\\evil.example',
    'https://evil.example/login',
    'javascript:alert(1)',
    'moniagioielli',
    '',
  ])('%j is not', (page) => {
    expect(sitePath(page)).toBeNull();
  });

  it("links a path of this site, and shows another site's address as text that opens nothing", () => {
    const link = render('/moniagioielli');
    expect(link).toMatch(/^<a [^>]*href="\/moniagioielli"[^>]*>\/moniagioielli<\/a>$/);
    for (const page of ['//evil.example/login', '/\\evil.example/login', '/\t/evil.example/login']) {
      const html = render(page);
      expect(html).not.toContain('<a');
      expect(html).not.toContain('href');
      expect(html).toContain('evil.example/login');
    }
  });
});
