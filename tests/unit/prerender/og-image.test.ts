/**
 * The share picture of a site: a JPEG of 1200×630 that previewers load, from the document's picture
 * or, without one, a plain card in the site's colours; the shop's name is always on it.
 */
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { decode as decodeJpeg } from 'jpeg-js';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteDocument } from '../../../schemas/site.ts';
import { ogImageFormat, renderOgImage, sharePicture, type OgImageSite } from '../../../scripts/prerender/og-image.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const options = { publicDir: path.join(root, 'public') };
/** Rendering the art's filters takes seconds on a busy machine: a generous limit, not a speed check. */
const rendering = { timeout: 120_000 };

const readSite = (id: string) =>
  JSON.parse(readFileSync(path.join(root, 'sites', `${id}.json`), 'utf8')) as SiteDocument;

/** Width and height from the frame header of a baseline or progressive JPEG, read as a previewer would. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.readUInt16BE(0) !== 0xffd8) return undefined;
  let at = 2;
  while (at + 9 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: bytes.readUInt16BE(at + 5), width: bytes.readUInt16BE(at + 7) };
    at += 2 + bytes.readUInt16BE(at + 2);
  }
  return undefined;
}

function withoutMetaImage(site: SiteDocument): SiteDocument {
  const { image: _image, ...meta } = site.meta;
  return { ...site, meta };
}

/** The document with no `meta.image` and no hero: nothing to take a picture from. */
function withoutPicture(site: SiteDocument): OgImageSite {
  const bare = withoutMetaImage(site);
  return { ...bare, sections: bare.sections.filter((section) => section.type !== 'hero') };
}

const hex = (colour: string) => [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));

/** How many pixels are within a small distance of a colour: the text is drawn in the band's ink. */
function pixelsNear(bytes: Buffer, colour: string): number {
  const { data } = decodeJpeg(bytes, { useTArray: true });
  const [r = 0, g = 0, b = 0] = hex(colour);
  let count = 0;
  for (let at = 0; at < data.length; at += 4) {
    const distance =
      Math.abs((data[at] ?? 0) - r) + Math.abs((data[at + 1] ?? 0) - g) + Math.abs((data[at + 2] ?? 0) - b);
    if (distance < 40) count++;
  }
  return count;
}

function expectSharePicture(bytes: Buffer, site: OgImageSite) {
  expect(jpegSize(bytes)).toEqual({ width: ogImageFormat.width, height: ogImageFormat.height });
  expect(bytes.subarray(-2).toString('hex')).toBe('ffd9');
  expect(bytes.length).toBeLessThan(300 * 1024);
  // The name's strokes: at 60 px and more, thousands of pixels in the ink colour.
  const ink = site.theme.palette.inverseForeground ?? site.theme.palette.background;
  expect(pixelsNear(bytes, ink)).toBeGreaterThan(2000);
}

describe('renderOgImage', () => {
  it('makes a 1200×630 JPEG from the picture the document names (meta.image)', rendering, async () => {
    const site = readSite('landing');
    expect(site.meta.image).toBeDefined();
    expectSharePicture(await renderOgImage(site, options), site);
  });

  it('makes one from the first hero when the document names no picture', rendering, async () => {
    const site = withoutMetaImage(readSite('reboursp'));
    expect(sharePicture(site)?.src).toBe('/images/hero/perfume.svg');
    expectSharePicture(await renderOgImage(site, options), site);
  });

  it('makes a plain card for a document with neither hero nor picture', rendering, async () => {
    const site = withoutPicture(readSite('cless'));
    expect(sharePicture(site)).toBeUndefined();
    expectSharePicture(await renderOgImage(site, options), site);
  });

  it('fits a long name, cuts a line too long, and sets letters beyond Italian', rendering, async () => {
    const plain = withoutPicture(readSite('admin'));
    const site: OgImageSite = {
      ...plain,
      shop: {
        ...plain.shop,
        name: 'Złotnictwo Łukasiewicz & Figli, orafi e argentieri in Cracovia e a Venezia dal 1890',
        tagline:
          'Anelli, collane, orecchini e bracciali fatti a mano nel nostro laboratorio orafo di Cracovia, con oro ' +
          'riciclato e pietre tracciabili, riparazioni in giornata e incisioni su misura per ogni occasione.',
      },
    };
    expectSharePicture(await renderOgImage(site, options), site);
  });

  describe('with raster pictures', () => {
    const publicDir = mkdtempSync(path.join(tmpdir(), 'og-public-'));
    afterAll(() => {
      rmSync(publicDir, { recursive: true, force: true });
    });

    it('reads a PNG as well as SVG', rendering, async () => {
      mkdirSync(path.join(publicDir, 'images'));
      const tile = new Resvg(
        '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c9a227"/></svg>',
      ).render();
      writeFileSync(path.join(publicDir, 'images', 'tile.png'), tile.asPng());
      const landing = readSite('landing');
      const site: OgImageSite = { ...landing, meta: { ...landing.meta, image: '/images/tile.png' } };
      expectSharePicture(await renderOgImage(site, { publicDir }), site);
    });
  });

  it('refuses a picture resvg cannot read, and one outside the public folder', async () => {
    const landing = readSite('landing');
    const withImage = (image: string): OgImageSite => ({ ...landing, meta: { ...landing.meta, image } });
    await expect(renderOgImage(withImage('/images/hero/photo.webp'), options)).rejects.toThrow(
      /photo\.webp: a share picture must be one of svg, png/,
    );
    await expect(renderOgImage(withImage('/../package.json.png'), options)).rejects.toThrow(/not a file of the public/);
  });
});

describe('sharePicture', () => {
  it("keeps the hero's framing when meta.image is the hero's picture", () => {
    const site = readSite('bozzadefault1');
    expect(sharePicture(site)).toEqual({ src: '/images/hero/jewellery-light.svg', focus: { x: 0.6, y: 0.5 } });
  });

  it('centres a picture that no hero frames', () => {
    const landing = readSite('landing');
    const site = { ...landing, meta: { ...landing.meta, image: '/images/story/atelier.svg' } };
    expect(sharePicture(site)).toEqual({ src: '/images/story/atelier.svg', focus: { x: 0.5, y: 0.5 } });
  });
});
