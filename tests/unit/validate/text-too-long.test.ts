import { describe, expect, it } from 'vitest';
import { textTooLong } from '../../../scripts/validate/rules/text-too-long.ts';
import { lintFixture, site } from './fixture.ts';

describe('text-too-long', () => {
  it('passes a text at its limit', () => {
    const document = site({ sections: [{ type: 'hero', title: 'x'.repeat(40) }] });
    expect(lintFixture({ 'sites/negozio.json': document }, { rules: [textTooLong] })).toEqual([]);
  });

  it('says the limit and the actual length, once', () => {
    const document = site({
      sections: [{ type: 'hero', title: 'Gioielli fatti a mano nel cuore di Milano, dal 1950' }],
    });
    expect(lintFixture({ 'sites/negozio.json': document })).toEqual([
      expect.objectContaining({
        code: 'text-too-long',
        path: 'sections[0].title',
        message: 'text is 51 characters long; the limit is 40',
        hint: 'shorten it by 11 characters',
      }),
    ]);
  });

  it('counts characters as a reader does, an accented letter or an emoji once', () => {
    const document = site({ sections: [{ type: 'hero', title: `${'è'.repeat(39)}💍` }] });
    expect(lintFixture({ 'sites/negozio.json': document }, { rules: [textTooLong] })).toEqual([]);
  });
});
