import { clockTime, weekdays, type OpeningHours } from '../../../schemas/site.ts';
import { daysOf, minutesOf, spanTime } from '../../../src/site/hours.ts';
import { parsedSites, problem, type Problem, type Rule, type RuleMeta, type SiteFile } from '../types.ts';
import { where } from '../where.ts';

const meta: RuleMeta = {
  code: 'hours',
  severity: 'error',
  description:
    'Opening hours that cannot be true: a span that closes before it opens, runs from a later day to an ' +
    'earlier one, or overlaps another span of the same day.',
};

type Span = OpeningHours[number];

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && new RegExp(clockTime.pattern).test(value);
const isDay = (value: unknown): value is Span['from'] =>
  typeof value === 'string' && (weekdays as readonly string[]).includes(value);

/** The spans written well enough to reason about; the schema reports the others. */
function spansOf(document: unknown): { span: Span; index: number }[] {
  const record = (value: unknown) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  const hours = record(record(document).shop).hours;
  if (!Array.isArray(hours)) return [];
  return hours.flatMap((item: unknown, index) => {
    const { from, to, opens, closes } = record(item);
    if (!isDay(from) || !(to === undefined || isDay(to)) || !isTime(opens) || !isTime(closes)) return [];
    return [{ span: { from, ...(to === undefined ? {} : { to }), opens, closes }, index }];
  });
}

function checkSite(site: SiteFile): Problem[] {
  const problems: Problem[] = [];
  const at = (index: number, key?: keyof Span) => ['shop', 'hours', index, ...(key ? [key] : [])];
  const sound: { span: Span; index: number }[] = [];
  for (const entry of spansOf(site.document)) {
    const { span, index } = entry;
    if (span.to !== undefined && weekdays.indexOf(span.to) < weekdays.indexOf(span.from)) {
      problems.push(
        problem(meta, {
          file: site.file,
          path: at(index, 'to'),
          message: `the span runs from \`${span.from}\` back to \`${span.to}\``,
          hint: 'days run from Monday (`lun`) to Sunday (`dom`): swap them, or write two spans',
        }),
      );
      continue;
    }
    if (minutesOf(span.closes) <= minutesOf(span.opens)) {
      problems.push(
        problem(meta, {
          file: site.file,
          path: at(index, 'closes'),
          message: `closes at ${span.closes}, not after it opens at ${span.opens}`,
          hint: 'times are on the 24-hour clock (`18:00`); a day with a break is two spans',
        }),
      );
      continue;
    }
    sound.push(entry);
  }
  sound.forEach(({ span, index }, position) => {
    const days = daysOf(span);
    const earlier = sound
      .slice(0, position)
      .find(
        (other) =>
          daysOf(other.span).some((day) => days.includes(day)) &&
          minutesOf(other.span.opens) < minutesOf(span.closes) &&
          minutesOf(span.opens) < minutesOf(other.span.closes),
      );
    if (!earlier) return;
    const shared = daysOf(earlier.span)
      .filter((day) => days.includes(day))
      .map((day) => `\`${day}\``);
    problems.push(
      problem(meta, {
        file: site.file,
        path: at(index),
        message: `${spanTime(span)} overlaps ${spanTime(earlier.span)} on ${shared.join(', ')}`,
        hint: `the other span is at ${where(site, at(earlier.index))}; merge them, or end one before the other opens`,
      }),
    );
  });
  return problems;
}

export const hours: Rule = {
  meta,
  check: (context) => parsedSites(context).flatMap(checkSite),
};
