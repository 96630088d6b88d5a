import { describe, expect, it } from 'vitest';
import type { Closures, OpeningHours } from '../../../schemas/site.ts';
import { openStatus, openStatusText, shopTime } from '../../../src/site/open-status.ts';

/** The template week: Monday to Friday 9-18, Saturday 9-13, Sunday closed. */
const week: OpeningHours = [
  { from: 'lun', to: 'ven', slots: [{ opens: '09:00', closes: '18:00' }] },
  { from: 'sab', slots: [{ opens: '09:00', closes: '13:00' }] },
];

/** A shop with a lunch break, closed on Mondays. */
const lunchBreak: OpeningHours = [
  {
    from: 'mar',
    to: 'sab',
    slots: [
      { opens: '09:30', closes: '13:00' },
      { opens: '15:30', closes: '19:30' },
    ],
  },
];

const holidays: Closures = [{ from: '2027-08-09', to: '2027-08-25', note: 'per ferie' }];

/** The line at a moment written in Italy's time (`+01:00` in winter, `+02:00` in summer). */
const line = (hours: OpeningHours, at: string, closures: Closures = []) =>
  openStatusText(openStatus(hours, closures, new Date(at)));

describe('openStatus', () => {
  it('is open on a weekday morning and says when it closes', () => {
    expect(line(week, '2026-11-25T10:00:00+01:00')).toBe('Aperto ora · chiude alle 18:00');
    expect(line(week, '2026-11-25T09:00:00+01:00')).toBe('Aperto ora · chiude alle 18:00');
  });

  it('is closed at closing time, and opens again the next morning', () => {
    expect(line(week, '2026-11-25T18:00:00+01:00')).toBe('Chiuso · apre domani alle 9:00');
    expect(line(week, '2026-11-25T07:45:00+01:00')).toBe('Chiuso · apre alle 9:00');
  });

  it('on a Sunday, names the Monday it opens', () => {
    expect(line(week, '2026-11-29T11:00:00+01:00')).toBe('Chiuso · apre domani alle 9:00');
    expect(line(week, '2026-11-28T14:00:00+01:00')).toBe('Chiuso · apre lunedì alle 9:00');
  });

  it('knows the lunch break and the afternoon slot', () => {
    expect(line(lunchBreak, '2026-11-24T12:00:00+01:00')).toBe('Aperto ora · chiude alle 13:00');
    expect(line(lunchBreak, '2026-11-24T14:00:00+01:00')).toBe('Chiuso · apre alle 15:30');
    expect(line(lunchBreak, '2026-11-24T16:00:00+01:00')).toBe('Aperto ora · chiude alle 19:30');
    expect(line(lunchBreak, '2026-11-28T20:00:00+01:00')).toBe('Chiuso · apre martedì alle 9:30');
  });

  it("reads the shop's clock, not the visitor's: in Rome, across the switch to summer time", () => {
    expect(line(week, '2026-11-25T16:30:00Z')).toBe('Aperto ora · chiude alle 18:00');
    expect(line(week, '2026-11-25T10:00:00-08:00')).toBe('Chiuso · apre domani alle 9:00');
    expect(shopTime(new Date('2027-03-28T01:30:00Z'))).toEqual({
      date: '2027-03-28',
      day: 'dom',
      minutes: 3 * 60 + 30,
    });
  });

  it('says a closure under way and until when, with the article Italian uses', () => {
    expect(line(week, '2027-08-16T11:00:00+02:00', holidays)).toBe('Chiuso per ferie fino al 25 agosto');
    expect(line(week, '2027-08-25T11:00:00+02:00', holidays)).toBe('Chiuso per ferie fino al 25 agosto');
    const eighth: Closures = [{ from: '2027-08-01', to: '2027-08-08' }];
    expect(line(week, '2027-08-02T11:00:00+02:00', eighth)).toBe("Chiuso fino all'8 agosto");
    const first: Closures = [{ from: '2027-08-20', to: '2027-09-01', note: 'per inventario' }];
    expect(line(week, '2027-08-31T11:00:00+02:00', first)).toBe('Chiuso per inventario fino al 1º settembre');
  });

  it('joins closures that follow one another', () => {
    const two: Closures = [
      { from: '2026-12-24', to: '2026-12-26', note: 'per le feste' },
      { from: '2026-12-27', to: '2027-01-06' },
    ];
    expect(line(week, '2026-12-25T10:00:00+01:00', two)).toBe('Chiuso per le feste fino al 6 gennaio');
  });

  it('the day after a closure it is open again, and the day before it names the reopening past the closure', () => {
    expect(line(week, '2027-08-26T10:00:00+02:00', holidays)).toBe('Aperto ora · chiude alle 18:00');
    expect(line(week, '2027-08-07T14:00:00+02:00', holidays)).toBe('Chiuso · apre giovedì 26 agosto alle 9:00');
  });

  it('is simply closed when no day has hours', () => {
    expect(openStatus([], [], new Date('2026-11-25T10:00:00+01:00'))).toEqual({ state: 'closed', next: null });
    expect(line([], '2026-11-25T10:00:00+01:00')).toBe('Chiuso');
  });
});
