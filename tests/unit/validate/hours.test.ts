import { describe, expect, it } from 'vitest';
import { hours } from '../../../scripts/validate/rules/hours.ts';
import { json, lintFixture, positionOf, site } from './fixture.ts';

const withHours = (ranges: unknown[], closures?: unknown[]) =>
  site({ shop: { hours: ranges, ...(closures ? { closures } : {}) } });
const lintHours = (document: Record<string, unknown>) =>
  lintFixture({ 'sites/negozio.json': document }, { rules: [hours] });

const slot = (opens: string, closes: string) => ({ opens, closes });

describe('hours', () => {
  it('passes a week with a lunch break, a short Saturday and a closure', () => {
    const document = withHours(
      [
        { from: 'lun', to: 'ven', slots: [slot('09:00', '13:00'), slot('15:30', '19:30')] },
        { from: 'sab', slots: [slot('09:00', '13:00')] },
      ],
      [
        { from: '2027-08-09', to: '2027-08-25', note: 'per ferie' },
        { from: '2026-12-25', to: '2026-12-25' },
      ],
    );
    expect(lintHours(document)).toEqual([]);
  });

  it('passes slots that meet without overlapping', () => {
    expect(lintHours(withHours([{ from: 'lun', slots: [slot('09:00', '13:00'), slot('13:00', '18:00')] }]))).toEqual(
      [],
    );
  });

  it('reports a slot that closes before it opens, at its line and column, with a hint', () => {
    const document = withHours([{ from: 'lun', to: 'ven', slots: [slot('18:00', '09:00')] }]);
    expect(lintFixture({ 'sites/negozio.json': document })).toEqual([
      {
        code: 'hours',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(json(document), '"09:00"'),
        path: 'shop.hours[0].slots[0].closes',
        message: 'closes at 09:00, not after it opens at 18:00',
        hint: 'times are on the 24-hour clock (`18:00`); a day with a lunch break has two slots',
      },
    ]);
  });

  it('reports the two slots of a day that overlap', () => {
    const document = withHours([{ from: 'lun', slots: [slot('09:00', '13:00'), slot('12:00', '19:00')] }]);
    expect(lintHours(document)).toEqual([
      expect.objectContaining({
        ...positionOf(json(document), '{', '"closes": "13:00"'),
        path: 'shop.hours[0].slots[1]',
        message: '12:00 - 19:00 overlaps 9:00 - 13:00',
        hint: 'the second slot opens after the first one closes: merge them, or end the first earlier',
      }),
    ]);
  });

  it('reports a range that runs back through the week', () => {
    const [problem] = lintHours(withHours([{ from: 'sab', to: 'mar', slots: [slot('09:00', '18:00')] }]));
    expect(problem).toMatchObject({
      path: 'shop.hours[0].to',
      message: 'the range runs from `sab` back to `mar`',
      hint: 'days run from Monday (`lun`) to Sunday (`dom`): swap them, or write two ranges',
    });
  });

  it('reports a day written in two ranges, pointing at the other one', () => {
    const document = withHours([
      { from: 'lun', to: 'sab', slots: [slot('09:00', '13:00')] },
      { from: 'ven', to: 'dom', slots: [slot('15:00', '19:00')] },
    ]);
    const other = positionOf(json(document), '{', '"hours"');
    expect(lintHours(document)).toEqual([
      expect.objectContaining({
        path: 'shop.hours[1]',
        message: '`ven`, `sab` already have hours in another range',
        hint:
          `the other range is at sites/negozio.json:${other.line}:${other.column}; ` +
          'write each day once, with one slot or two for a lunch break',
      }),
    ]);
  });

  it('reports a closure that ends before it starts', () => {
    const document = withHours([], [{ from: '2027-08-25', to: '2027-08-09', note: 'per ferie' }]);
    expect(lintHours(document)).toEqual([
      {
        code: 'hours',
        severity: 'error',
        file: 'sites/negozio.json',
        ...positionOf(json(document), '"2027-08-09"'),
        path: 'shop.closures[0].to',
        message: 'the closure ends on 2027-08-09, before it starts on 2027-08-25',
        hint: '`from` is the first day closed and `to` the last (YYYY-MM-DD): swap them',
      },
    ]);
  });

  it('reports a date the calendar does not have', () => {
    const [problem] = lintHours(withHours([], [{ from: '2027-02-27', to: '2027-02-30' }]));
    expect(problem).toMatchObject({
      path: 'shop.closures[0].to',
      message: '2027-02-30 is not a day of the calendar',
      hint: 'February 2027 has 28 days',
    });
  });

  it('leaves a time that is not HH:MM, or a third slot, to the schema, which says the format', () => {
    const problems = lintFixture({
      'sites/negozio.json': withHours([{ from: 'lun', slots: [{ opens: '9', closes: '18:00' }] }]),
    });
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'schema',
        path: 'shop.hours[0].slots[0].opens',
        hint: 'a time of day as HH:MM on the 24-hour clock, e.g. 09:30',
      }),
    ]);
  });
});
