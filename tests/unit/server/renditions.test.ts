import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { replaceRoot, rootMarkup } from '../../../server/page-parts.ts';
import { Renditions } from '../../../server/renditions.ts';

const request = (acceptEncoding?: string) => ({
  method: 'GET',
  header: (name: string) => (name === 'accept-encoding' ? acceptEncoding : undefined),
});
const reply = { status: 200 as const, contentType: 'text/html; charset=utf-8', cacheControl: 'no-cache', vary: 'X' };

function deferred() {
  let resolve: (text: string) => void = () => undefined;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
}

describe('documents the server makes', () => {
  it('makes a document once per key, answers the same bytes and tag, and compresses when asked', async () => {
    const renditions = new Renditions();
    let made = 0;
    const make = () => {
      made += 1;
      return 'pagina '.repeat(400);
    };
    const first = await renditions.send('k', make, request(), reply);
    const second = await renditions.send('k', make, request(), reply);
    expect(made).toBe(1);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(await second.text()).toBe('pagina '.repeat(400));
    expect(second.headers.get('cache-control')).toBe('no-cache');

    const gzipped = await renditions.send('k', make, request('gzip'), reply);
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe('pagina '.repeat(400));
    expect(made).toBe(1);
  });

  it('requests that arrive while a document is being made wait for the same making', async () => {
    const renditions = new Renditions();
    const making = deferred();
    let made = 0;
    const make = () => {
      made += 1;
      return making.promise;
    };
    const answers = [renditions.send('k', make, request(), reply), renditions.send('k', make, request(), reply)];
    making.resolve('uno');
    expect(await Promise.all(answers.map(async (a) => (await a).text()))).toEqual(['uno', 'uno']);
    expect(made).toBe(1);
  });

  it('after invalidate, makes the document again; one made meanwhile is sent but never kept', async () => {
    const renditions = new Renditions();
    const stale = deferred();
    const staleAnswer = renditions.send('k', () => stale.promise, request(), reply);
    renditions.invalidate();
    // A request after the change does not wait for the making that began before it.
    const fresh = await renditions.send('k', () => 'nuovo', request(), reply);
    expect(await fresh.text()).toBe('nuovo');
    stale.resolve('vecchio');
    expect(await (await staleAnswer).text()).toBe('vecchio');
    expect(await (await renditions.send('k', () => 'terzo', request(), reply)).text()).toBe('nuovo');

    renditions.invalidate();
    expect(await (await renditions.send('k', () => 'dopo', request(), reply)).text()).toBe('dopo');
  });

  it('lets the least recently used go past its limit', async () => {
    const renditions = new Renditions(10);
    await renditions.send('a', () => 'aaaaaaaa', request(), reply);
    await renditions.send('b', () => 'bbbbbbbb', request(), reply);
    expect(await (await renditions.send('a', () => 'again', request(), reply)).text()).toBe('again');
  });
});

describe('a page rendered again', () => {
  const data = { id: 'router-data', value: { loaderData: { 0: { site: 'x' } } } };
  const page = [
    '<!doctype html><html lang="it"><head>',
    '    <title>Catalogo</title>',
    '  </head>',
    '  <body>',
    `    ${rootMarkup('<p>Caricamento</p>', data)}`,
    '    <script type="module" src="/assets/index.js"></script>',
    '  </body></html>',
  ].join('\n');

  it('gets the new markup and data in place of the old, React’s preloads and the tags in its head', () => {
    const html = replaceRoot(
      page,
      {
        html: '<link rel="preload" as="image" href="/a.jpg"/><ul><li>Anello</li></ul>',
        data: { id: 'router-data', value: { rows: ['</script>'] } },
      },
      ['<script type="application/ld+json">{}</script>'],
    );
    expect(html).not.toBeNull();
    expect(html).not.toContain('Caricamento');
    expect(html).toContain('<div id="root"><ul><li>Anello</li></ul></div>');
    expect(html).toContain('<script type="application/json" id="router-data">{"rows":["\\u003c/script\\u003e"]}');
    const head = html?.slice(0, html.indexOf('</head>')) ?? '';
    expect(head).toContain('<link rel="preload" as="image" href="/a.jpg"/>');
    expect(head).toContain('<script type="application/ld+json">{}</script>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
    expect(html?.match(/id="router-data"/g)).toHaveLength(1);
  });

  it('is null when the page has no root and router data to replace', () => {
    expect(replaceRoot('<html><head></head><body></body></html>', { html: '', data }, [])).toBeNull();
  });
});
