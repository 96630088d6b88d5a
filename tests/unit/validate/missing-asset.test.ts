import { describe, expect, it } from 'vitest';
import { missingAsset } from '../../../scripts/validate/rules/missing-asset.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const withImage = (src: string) => site({ sections: [{ type: 'hero', title: 'Ciao', image: { src, alt: '' } }] });
const assets = ['/images/landing/hero.webp', '/images/landing/story.webp', '/logo.svg'];

describe('missing-asset', () => {
  it('passes files that exist under public/', () => {
    const document = site({
      shop: { logo: '/logo.svg' },
      sections: [{ type: 'hero', title: 'Ciao', image: { src: '/images/landing/hero.webp', alt: '' } }],
    });
    expect(lintFixture({ 'sites/negozio.json': document }, { assets, rules: [missingAsset] })).toEqual([]);
  });

  it('reports a missing file with the close name in the same folder', () => {
    const document = withImage('/images/landing/Hero.webp');
    expect(lintFixture({ 'sites/negozio.json': document }, { assets })).toEqual([
      {
        code: 'missing-asset',
        severity: 'error',
        file: 'sites/negozio.json',
        path: 'sections[0].image.src',
        message: '`/images/landing/Hero.webp` does not exist under public/',
        hint: 'did you mean `/images/landing/hero.webp`?',
        ...positionOf(json(document), '"/images/landing/Hero.webp"'),
      },
    ]);
  });

  it('suggests the same name with the extension that exists', () => {
    const [problem] = lintFixture({ 'sites/negozio.json': withImage('/images/landing/story.svg') }, { assets });
    expect(problem?.hint).toBe('did you mean `/images/landing/story.webp`?');
  });

  it('lists what the folder holds, or says that it is empty', () => {
    const [other] = lintFixture({ 'sites/negozio.json': withImage('/images/landing/team.webp') }, { assets });
    expect(other?.hint).toBe('public/images/landing/ holds `hero.webp` and `story.webp`');
    const [none] = lintFixture({ 'sites/negozio.json': withImage('/images/team/anna.webp') }, { assets });
    expect(none?.hint).toBe('there is no file in public/images/team/; add the file there or correct the path');
  });

  it('refuses paths that climb out of public/', () => {
    const [problem] = lintFixture({ 'sites/negozio.json': withImage('/images/../../secret.png') }, { assets });
    expect(problem).toMatchObject({
      code: 'missing-asset',
      message: '`/images/../../secret.png` uses `.` or `..` segments',
    });
  });
});
