import { describe, expect, it } from 'vitest';
import { shareImage } from '../../../scripts/validate/rules/share-image.ts';
import { json, lintFixture, pageMeta, positionOf, site } from './fixture.ts';

const meta = (image?: string) => {
  const { image: _shared, ...rest } = pageMeta();
  return image ? { ...rest, image } : rest;
};
const heroWith = (src: string) => ({ type: 'hero', title: 'Benvenuti', image: { src, alt: '' } });
const assets = ['/images/hero.svg', '/images/hero.png', '/images/hero.jpg', '/images/hero.webp', '/images/hero.gif'];
const lintShare = (document: Record<string, unknown>) =>
  lintFixture({ 'sites/negozio.json': document }, { rules: [shareImage], assets });

describe('share-image', () => {
  it('passes an svg, png or jpeg picture, named in meta or taken from the hero', () => {
    for (const src of ['/images/hero.svg', '/images/hero.png', '/images/hero.jpg'])
      expect(lintShare(site({ meta: meta(src) }))).toEqual([]);
    expect(lintShare(site({ meta: meta(), sections: [heroWith('/images/hero.svg')] }))).toEqual([]);
  });

  it('refuses a webp in meta.image, once, at meta.image', () => {
    const document = site({ meta: meta('/images/hero.webp') });
    expect(lintFixture({ 'sites/negozio.json': document }, { assets })).toEqual([
      {
        code: 'share-image',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(json(document), '"/images/hero.webp"'),
        path: 'meta.image',
        message: '`/images/hero.webp` cannot become the link-preview picture: .webp is not read',
        hint: 'use an svg, png or jpeg picture',
      },
    ]);
  });

  it("refuses a hero's gif when meta names no picture, and says where to name one", () => {
    const [problem] = lintShare(site({ meta: meta(), sections: [heroWith('/images/hero.gif')] }));
    expect(problem).toMatchObject({
      path: 'sections[0].image.src',
      message: '`/images/hero.gif` cannot become the link-preview picture: .gif is not read',
      hint: 'name an svg, png or jpeg picture in `meta.image`',
    });
  });

  it('reports a page with no picture at all', () => {
    const [problem] = lintShare(site({ meta: meta() }));
    expect(problem).toMatchObject({
      path: 'meta',
      message: 'no picture for link previews',
      hint: 'name one in `meta.image` (svg, png or jpeg), or give the page a hero with an image',
    });
  });

  it('leaves a picture that does not exist to missing-asset', () => {
    const problems = lintFixture({ 'sites/negozio.json': site({ meta: meta('/images/altro.svg') }) }, { assets });
    expect(problems.map((p) => p.code)).toEqual(['missing-asset']);
  });
});
