import { describe, expect, it } from 'vitest';
import { romeLong, romeOffset, romeToInstant, wallTimeOf } from '../../../src/admin/pages/rome-time.ts';
import { scheduleChoice } from '../../../src/admin/pages/ScheduleDialog.tsx';

describe("Italy's clock", () => {
  it('is an hour ahead of UTC in winter and two in summer', () => {
    expect(romeOffset(Date.parse('2026-12-01T12:00:00Z'))).toBe(3_600_000);
    expect(romeOffset(Date.parse('2026-07-01T12:00:00Z'))).toBe(7_200_000);
  });

  it('turns a date and time in Italy into the instant', () => {
    expect(romeToInstant({ date: '2026-12-01', time: '09:30' })).toBe('2026-12-01T08:30:00.000Z');
    expect(romeToInstant({ date: '2026-07-15', time: '09:30' })).toBe('2026-07-15T07:30:00.000Z');
  });

  it('reads a time the spring change skips an hour later, a repeated autumn hour at its first passing', () => {
    // 29 March 2026: 02:00 becomes 03:00.
    expect(romeToInstant({ date: '2026-03-29', time: '02:30' })).toBe('2026-03-29T01:30:00.000Z');
    expect(romeToInstant({ date: '2026-03-29', time: '03:30' })).toBe('2026-03-29T01:30:00.000Z');
    // 25 October 2026: 03:00 goes back to 02:00.
    expect(romeToInstant({ date: '2026-10-25', time: '02:30' })).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses a date the calendar lacks and a malformed time', () => {
    expect(romeToInstant({ date: '2026-02-30', time: '09:00' })).toBeNull();
    expect(romeToInstant({ date: '2026-12-01', time: '25:00' })).toBeNull();
    expect(romeToInstant({ date: '', time: '' })).toBeNull();
  });

  it('shows an instant as Italy reads it, and back', () => {
    expect(wallTimeOf('2026-12-01T08:30:00.000Z')).toEqual({ date: '2026-12-01', time: '09:30' });
    expect(wallTimeOf('2026-06-30T22:15:00.000Z')).toEqual({ date: '2026-07-01', time: '00:15' });
    expect(romeLong('2026-12-01T08:30:00.000Z')).toBe('martedì 1 dicembre 2026 alle ore 09:30');
  });

  it('schedules only a moment ahead', () => {
    const now = Date.parse('2026-12-01T08:00:00Z');
    expect(scheduleChoice('2026-12-02', '09:00', now)).toEqual({ at: '2026-12-02T08:00:00.000Z' });
    expect(scheduleChoice('2026-12-01', '08:00', now)).toEqual({
      error: 'Scegli un momento futuro: per pubblicare adesso usa «Pubblica».',
    });
    expect(scheduleChoice('2026-13-01', '08:00', now)).toEqual({ error: 'Scegli una data e un orario validi.' });
  });
});
