import { describe, expect, it } from 'vitest';
import { hours } from '../../../scripts/validate/rules/hours.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const withHours = (spans: unknown[]) => site({ shop: { hours: spans } });
const lintHours = (document: Record<string, unknown>) =>
  lintFixture({ 'sites/negozio.json': document }, { rules: [hours] });

describe('hours', () => {
  it('passes a week with a lunch break and a short Saturday', () => {
    const document = withHours([
      { from: 'lun', to: 'ven', opens: '09:00', closes: '13:00' },
      { from: 'lun', to: 'ven', opens: '15:30', closes: '19:30' },
      { from: 'sab', opens: '09:00', closes: '13:00' },
    ]);
    expect(lintHours(document)).toEqual([]);
  });

  it('passes spans that meet without overlapping', () => {
    const document = withHours([
      { from: 'lun', opens: '09:00', closes: '13:00' },
      { from: 'lun', opens: '13:00', closes: '18:00' },
    ]);
    expect(lintHours(document)).toEqual([]);
  });

  it('reports a span that closes before it opens', () => {
    const document = withHours([{ from: 'lun', to: 'ven', opens: '18:00', closes: '09:00' }]);
    expect(lintFixture({ 'sites/negozio.json': document })).toEqual([
      {
        code: 'hours',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(json(document), '"09:00"'),
        path: 'shop.hours[0].closes',
        message: 'closes at 09:00, not after it opens at 18:00',
        hint: 'times are on the 24-hour clock (`18:00`); a day with a break is two spans',
      },
    ]);
  });

  it('reports a span that runs back through the week', () => {
    const [problem] = lintHours(withHours([{ from: 'sab', to: 'mar', opens: '09:00', closes: '18:00' }]));
    expect(problem).toMatchObject({
      path: 'shop.hours[0].to',
      message: 'the span runs from `sab` back to `mar`',
      hint: 'days run from Monday (`lun`) to Sunday (`dom`): swap them, or write two spans',
    });
  });

  it('reports spans that overlap on the days they share, pointing at the other', () => {
    const document = withHours([
      { from: 'lun', to: 'sab', opens: '09:00', closes: '13:00' },
      { from: 'ven', to: 'dom', opens: '12:00', closes: '19:00' },
    ]);
    const other = positionOf(json(document), '{', '"hours"');
    expect(lintHours(document)).toEqual([
      expect.objectContaining({
        path: 'shop.hours[1]',
        message: '12:00 - 19:00 overlaps 9:00 - 13:00 on `ven`, `sab`',
        hint:
          `the other span is at sites/negozio.json:${other.line}:${other.column}; ` +
          'merge them, or end one before the other opens',
      }),
    ]);
  });

  it('leaves a time that is not HH:MM to the schema, which says the format', () => {
    const problems = lintFixture({ 'sites/negozio.json': withHours([{ from: 'lun', opens: '9', closes: '18:00' }]) });
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'schema',
        path: 'shop.hours[0].opens',
        hint: 'a time of day as HH:MM on the 24-hour clock, e.g. 09:30',
      }),
    ]);
  });
});
