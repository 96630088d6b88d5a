import { calendarDate, clockTime, weekdays, type Closures, type OpeningHours } from '../../../schemas/site.ts';
import { daysOf, minutesOf, slotTime } from '../../../src/site/hours.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';
import { where } from '../where.ts';

const meta: RuleMeta = {
  code: 'hours',
  severity: 'error',
  description:
    'Opening hours and closures that cannot be true: a slot that closes before it opens, two slots of a day ' +
    'that overlap, a day written in two ranges, a range that runs back through the week, a closure that ends ' +
    'before it starts or a date that is not in the calendar.',
};

type DayRange = OpeningHours[number];
type Closure = Closures[number];

const record = (value: unknown) =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const isTime = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(clockTime.pattern).test(value);
const isDate = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(calendarDate.pattern).test(value);
const isDay = (value: unknown): value is DayRange['from'] =>
  typeof value === 'string' && (weekdays as readonly string[]).includes(value);

/** The ranges written well enough to reason about; the schema reports the others. */
function rangesOf(document: unknown): { range: DayRange; index: number }[] {
  const hours = record(record(document).shop).hours;
  if (!Array.isArray(hours)) return [];
  return hours.flatMap((item: unknown, index) => {
    const { from, to, slots } = record(item);
    if (!isDay(from) || !(to === undefined || isDay(to)) || !Array.isArray(slots) || slots.length === 0) return [];
    const read = slots.map((slot: unknown) => record(slot));
    if (!read.every(({ opens, closes }) => isTime(opens) && isTime(closes))) return [];
    const range: DayRange = {
      from,
      ...(to === undefined ? {} : { to }),
      slots: read.map(({ opens, closes }) => ({ opens: String(opens), closes: String(closes) })),
    };
    return [{ range, index }];
  });
}

function closuresOf(document: unknown): { closure: Closure; index: number }[] {
  const closures = record(record(document).shop).closures;
  if (!Array.isArray(closures)) return [];
  return closures.flatMap((item: unknown, index) => {
    const { from, to } = record(item);
    return isDate(from) && isDate(to) ? [{ closure: { from, to }, index }] : [];
  });
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The days of a month, or undefined when `date` is a real day. */
function monthLength(date: string): number | undefined {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day > days ? days : undefined;
}

function checkHours(site: SiteFile): Problem[] {
  const problems: Problem[] = [];
  const at = (...path: (string | number)[]) => ['shop', 'hours', ...path];
  const sound: { range: DayRange; index: number }[] = [];
  for (const entry of rangesOf(site.document)) {
    const { range, index } = entry;
    if (range.to !== undefined && weekdays.indexOf(range.to) < weekdays.indexOf(range.from)) {
      problems.push(
        problem(meta, {
          file: site.file,
          path: at(index, 'to'),
          message: `the range runs from \`${range.from}\` back to \`${range.to}\``,
          hint: 'days run from Monday (`lun`) to Sunday (`dom`): swap them, or write two ranges',
        }),
      );
      continue;
    }
    const backwards = range.slots.findIndex((slot) => minutesOf(slot.closes) <= minutesOf(slot.opens));
    const slot = range.slots[backwards];
    if (slot) {
      problems.push(
        problem(meta, {
          file: site.file,
          path: at(index, 'slots', backwards, 'closes'),
          message: `closes at ${slot.closes}, not after it opens at ${slot.opens}`,
          hint: 'times are on the 24-hour clock (`18:00`); a day with a lunch break has two slots',
        }),
      );
      continue;
    }
    const [first, second] = [...range.slots].sort((a, b) => minutesOf(a.opens) - minutesOf(b.opens));
    if (first && second && minutesOf(second.opens) < minutesOf(first.closes)) {
      problems.push(
        problem(meta, {
          file: site.file,
          path: at(index, 'slots', 1),
          message: `${slotTime(range.slots[1] ?? second)} overlaps ${slotTime(range.slots[0] ?? first)}`,
          hint: 'the second slot opens after the first one closes: merge them, or end the first earlier',
        }),
      );
      continue;
    }
    sound.push(entry);
  }
  sound.forEach(({ range, index }, position) => {
    const days = daysOf(range);
    const earlier = sound.slice(0, position).find((other) => daysOf(other.range).some((day) => days.includes(day)));
    if (!earlier) return;
    const shared = daysOf(earlier.range)
      .filter((day) => days.includes(day))
      .map((day) => `\`${day}\``);
    problems.push(
      problem(meta, {
        file: site.file,
        path: at(index),
        message: `${shared.join(', ')} already ${shared.length === 1 ? 'has' : 'have'} hours in another range`,
        hint:
          `the other range is at ${where(site, at(earlier.index))}; ` +
          'write each day once, with one slot or two for a lunch break',
      }),
    );
  });
  return problems;
}

function checkClosures(site: SiteFile): Problem[] {
  const problems: Problem[] = [];
  for (const { closure, index } of closuresOf(site.document)) {
    const path = ['shop', 'closures', index];
    const impossible = (['from', 'to'] as const).find((end) => monthLength(closure[end]) !== undefined);
    if (impossible) {
      const date = closure[impossible];
      const month = monthNames[Number(date.slice(5, 7)) - 1] ?? '';
      problems.push(
        problem(meta, {
          file: site.file,
          path: [...path, impossible],
          message: `${date} is not a day of the calendar`,
          hint: `${month} ${date.slice(0, 4)} has ${monthLength(date) ?? ''} days`,
        }),
      );
      continue;
    }
    if (closure.to < closure.from) {
      problems.push(
        problem(meta, {
          file: site.file,
          path: [...path, 'to'],
          message: `the closure ends on ${closure.to}, before it starts on ${closure.from}`,
          hint: '`from` is the first day closed and `to` the last (YYYY-MM-DD): swap them',
        }),
      );
    }
  }
  return problems;
}

export const hours: Rule = {
  meta,
  check: (context) => parsedSites(context).flatMap((site) => [...checkHours(site), ...checkClosures(site)]),
};
