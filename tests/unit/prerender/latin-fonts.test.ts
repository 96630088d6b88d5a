import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { create as openFont, type Font } from 'fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fontPackages } from '../../../scripts/prerender/fonts.ts';
import { keptFeatures, latinRange, rangeCharacters, writeSubsets } from '../../../scripts/vite/latin-fonts-plugin.ts';

const requireFile = createRequire(import.meta.url);

function open(file: string): Font {
  const opened = openFont(readFileSync(file));
  if ('fonts' in opened) throw new Error(`${file}: a font collection`);
  return opened;
}

describe('rangeCharacters', () => {
  it('reads single points and ranges of a unicode-range', () => {
    expect(rangeCharacters('U+0041-0043,U+00E8, U+20AC')).toBe('ABCè€');
  });

  it('refuses what is no unicode-range', () => {
    expect(() => rangeCharacters('U+00ZZ')).toThrow(/Not a unicode-range/);
    expect(() => rangeCharacters('U+0043-0041')).toThrow(/Not a unicode-range/);
  });
});

describe('the Latin faces the pages preload', () => {
  let cacheDir = '';
  let subsets = new Map<string, string>();
  beforeAll(async () => {
    cacheDir = mkdtempSync(path.join(os.tmpdir(), 'boutique-fonts-'));
    subsets = await writeSubsets(cacheDir);
  }, 60_000);
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  for (const stem of Object.values(fontPackages)) {
    it(`${stem}: every character and weight of the package's face, fewer bytes`, () => {
      const source = requireFile.resolve(`@fontsource-variable/${stem}/files/${stem}-latin-wght-normal.woff2`);
      const subsetFile = subsets.get(stem) ?? '';
      const original = open(source);
      const subset = open(subsetFile);
      const lost = Array.from(rangeCharacters(latinRange(stem)), (character) => character.codePointAt(0) ?? 0).filter(
        (point) => original.hasGlyphForCodePoint(point) && !subset.hasGlyphForCodePoint(point),
      );
      expect(lost).toEqual([]);
      // Italian as the sites write it.
      for (const character of 'àèéìòùÀÈÉ€’“”«»–—…')
        expect(subset.hasGlyphForCodePoint(character.codePointAt(0) ?? 0)).toBe(true);
      expect(subset.variationAxes).toEqual(original.variationAxes);
      const usedFeatures = keptFeatures.filter((feature) => original.availableFeatures.includes(feature));
      expect(subset.availableFeatures).toEqual(expect.arrayContaining(usedFeatures));
      expect(statSync(subsetFile).size).toBeLessThan(statSync(source).size);
    });
  }
});
