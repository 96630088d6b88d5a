import { describe, expect, it } from 'vitest';
import { descriptionLength } from '../../../scripts/validate/rules/description-length.ts';
import { json, lintFixture, pageMeta, positionOf, shareAssets, site } from './fixture.ts';

const withDescription = (description: string) => site({ meta: pageMeta({ description }) });
const lintAll = (document: Record<string, unknown>) =>
  lintFixture({ 'sites/negozio.json': document }, { assets: shareAssets });

describe('description-length', () => {
  it('passes descriptions of 70 and of 160 characters', () => {
    for (const length of [70, 160]) {
      const document = withDescription('g'.repeat(length));
      expect(lintFixture({ 'sites/negozio.json': document }, { rules: [descriptionLength] })).toEqual([]);
    }
  });

  it('reports a description too short to say what the shop offers, once', () => {
    const document = withDescription('Gioielli fatti a mano.');
    expect(lintAll(document)).toEqual([
      {
        code: 'description-length',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(json(document), '"Gioielli fatti a mano."'),
        path: 'meta.description',
        message: 'description is 22 characters long; at least 70 are needed',
        hint: 'say what the shop sells, where, and what sets it apart',
      },
    ]);
  });

  it('reports a description a search result would cut, once', () => {
    expect(lintAll(withDescription('è'.repeat(171)))).toEqual([
      expect.objectContaining({
        code: 'description-length',
        message: 'description is 171 characters long; search results cut it after 160',
        hint: 'shorten it by 11',
      }),
    ]);
  });
});
