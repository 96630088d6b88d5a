/** A pre-rendered page's head and shell, and the scroll reveal's threshold. */
import { describe, expect, it } from 'vitest';
import { headTags, scriptJson } from '../../../src/site/head-tags.ts';
import { fillShell } from '../../../scripts/prerender/shell.ts';
import { revealThreshold } from '../../../src/islands/behaviours/reveal.ts';

const shell = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="#1c1917" />
    <title>Boutique</title>
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body>
    <div id="root"></div>
    <noscript>Per vedere questo sito serve JavaScript.</noscript>
  </body>
</html>`;

const share = {
  siteName: 'Monia & Figli',
  url: 'https://www.negozio.it/monia',
  picture: {
    url: 'https://www.negozio.it/og/monia.jpg',
    alt: 'Il laboratorio',
    type: 'image/jpeg',
    width: 1200,
    height: 630,
  },
};

describe('headTags', () => {
  it('writes title, description, canonical, Open Graph and Twitter cards, escaped', () => {
    const head = headTags({
      lang: 'it',
      title: 'Monia "Gioielli" <Modena>',
      description: 'Anelli & orecchini',
      canonical: share.url,
      themeColor: '#1e1510',
      share,
    });
    expect(head).toContain('<title>Monia &quot;Gioielli&quot; &lt;Modena&gt;</title>');
    expect(head).toContain('<meta name="description" content="Anelli &amp; orecchini" />');
    expect(head).toContain('<link rel="canonical" href="https://www.negozio.it/monia" />');
    expect(head).toContain('<meta property="og:locale" content="it_IT" />');
    expect(head).toContain('<meta property="og:site_name" content="Monia &amp; Figli" />');
    expect(head).toContain('<meta property="og:image" content="https://www.negozio.it/og/monia.jpg" />');
    expect(head).toContain('<meta property="og:image:width" content="1200" />');
    expect(head).toContain('<meta property="og:image:height" content="630" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).toContain('<meta name="theme-color" content="#1e1510" />');
    expect(head).not.toContain('robots');
  });

  it('keeps private pages out of search engines and out of previews', () => {
    const head = headTags({ lang: 'en', title: 'Admin', noindex: true, themeColor: '#fff' });
    expect(head).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(head).not.toContain('og:');
    expect(head).not.toContain('canonical');
  });

  it('writes JSON-LD that no text in it can close', () => {
    const head = headTags({ lang: 'it', title: 'x', themeColor: '#fff', jsonLd: [{ name: '</script><b>' }] });
    expect(head).toContain(
      '<script type="application/ld+json">{"name":"\\u003c/script\\u003e\\u003cb\\u003e"}</script>',
    );
    expect(JSON.parse(scriptJson({ name: '</script>&' }))).toEqual({ name: '</script>&' });
  });

  it("shares a product as a product, with its own photo's size and no type it does not know", () => {
    const head = headTags({
      lang: 'it',
      title: 'Anello Luce · Aurea',
      themeColor: '#fff',
      share: {
        siteName: 'Aurea',
        url: 'https://www.negozio.it/shop/anello-luce',
        kind: 'product',
        picture: { url: 'https://www.negozio.it/p/anello-1600.webp', alt: 'Anello', width: 1600, height: 1600 },
      },
    });
    expect(head).toContain('<meta property="og:type" content="product" />');
    expect(head).toContain('<meta property="og:image:width" content="1600" />');
    expect(head).not.toContain('og:image:type');
  });
});

describe('fillShell', () => {
  const fill = {
    lang: 'en',
    head: '<title>Shop</title>',
    body: '<link rel="preload" as="image" href="/hero.svg"/><main><h1>Shop $&</h1></main>',
    routerData: { id: 'router-data', value: { loaderData: { 0: { title: '</script>' } } } },
    needsScript: false,
  };

  it('puts the page in the shell, its head first and its preloads in the head', () => {
    const html = fillShell(shell, fill);
    expect(html).toContain('<html lang="en">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).not.toContain('#1c1917');
    expect(html.indexOf('<title>Shop</title>')).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.indexOf('<link rel="preload" as="image" href="/hero.svg"/>')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="root"><main><h1>Shop $&</h1></main></div>');
    expect(html).toContain('<script type="application/json" id="router-data">');
    expect(html).not.toContain('</script></script>');
    expect(html).not.toContain('<noscript>');
  });

  it('keeps the notice for pages that need JavaScript', () => {
    expect(fillShell(shell, { ...fill, needsScript: true })).toContain('<noscript>');
  });

  it('says what the shell is missing', () => {
    expect(() => fillShell(shell.replace('<div id="root"></div>', ''), fill)).toThrow(/#root/);
  });
});

describe('revealThreshold', () => {
  it('is 10% of a section that fits on the screen', () => {
    expect(revealThreshold(500, 844)).toBeCloseTo(0.1);
  });

  it('is 10% of what can be in view of a section taller than the screen', () => {
    const threshold = revealThreshold(3300, 844);
    expect(threshold * 3300).toBeCloseTo(0.1 * (844 - 100));
  });
});
