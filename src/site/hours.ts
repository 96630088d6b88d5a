import { weekdays } from '../../schemas/common.ts';
import type { OpeningHours, OpeningSlot, Weekday } from '../../schemas/site.ts';

/** One line of the opening hours as the page shows it: `Lunedì - Venerdì` and `9:00 - 18:00`. */
export interface HoursLine {
  days: string;
  time: string;
}

export const dayNames = {
  lun: 'Lunedì',
  mar: 'Martedì',
  mer: 'Mercoledì',
  gio: 'Giovedì',
  ven: 'Venerdì',
  sab: 'Sabato',
  dom: 'Domenica',
} as const satisfies Record<Weekday, string>;

type DayRange = OpeningHours[number];

/** The days a range covers, in week order; `to` before `from` covers nothing (the validator refuses it). */
export function daysOf(range: Pick<DayRange, 'from' | 'to'>): Weekday[] {
  const from = weekdays.indexOf(range.from);
  const to = range.to === undefined ? from : weekdays.indexOf(range.to);
  return weekdays.slice(from, to + 1);
}

/** Minutes since midnight of an `HH:MM` time, to compare and order slots. */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** `09:30` as Italian signs show it: `9:30`. */
export const clock = (time: string): string => time.replace(/^0(?=\d)/, '');

/** A slot's times as the page shows them: `9:00 - 18:00`. */
export const slotTime = (slot: OpeningSlot): string => `${clock(slot.opens)} - ${clock(slot.closes)}`;

/** The slots of one day, earliest first (none: closed that day). */
export function slotsOn(hours: OpeningHours, day: Weekday): OpeningSlot[] {
  return hours
    .filter((range) => daysOf(range).includes(day))
    .flatMap((range) => range.slots)
    .sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
}

function dayRange(days: readonly Weekday[]): string {
  const first = days[0];
  const last = days[days.length - 1];
  if (first === undefined || last === undefined) return '';
  if (days.length === 1) return dayNames[first];
  if (days.length === 2) return `${dayNames[first]} e ${dayNames[last].toLowerCase()}`;
  return `${dayNames[first]} - ${dayNames[last]}`;
}

/**
 * The hours as the contact block lists them: consecutive days with the same times share a line
 * (`Lunedì - Venerdì`), a day with a break lists both slots (`9:00 - 13:00, 15:30 - 19:30`) and the
 * days no range covers read `Chiuso`. Written once as data, so search engines read the same hours.
 */
export function hoursLines(hours: OpeningHours): HoursLine[] {
  const timeOfDay = (day: Weekday) => slotsOn(hours, day).map(slotTime).join(', ') || 'Chiuso';
  const runs: { days: Weekday[]; time: string }[] = [];
  for (const day of weekdays) {
    const time = timeOfDay(day);
    const last = runs[runs.length - 1];
    if (last?.time === time) last.days.push(day);
    else runs.push({ days: [day], time });
  }
  return runs.map((run) => ({ days: dayRange(run.days), time: run.time }));
}
