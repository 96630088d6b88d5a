import { isPostgresError } from '../pg/errors.ts';
import { RestError } from './errors.ts';
import { MAX_PATTERN_LENGTH, MAX_PATTERN_REPETITION } from './limits.ts';
import type { Filter } from './query.ts';

/**
 * Bounds on the patterns of `like`, `ilike`, `match` and `imatch` filters, checked before any SQL
 * runs. A `like` pattern only has a length to bound. A regular expression (Postgres's advanced
 * syntax) is refused when it could make the regex engine build a huge automaton or backtrack without
 * end: a repeated group that itself repeats (`(.{1,255}){1,255}`, `(a+)*`), counted repetitions whose
 * bounds add up past `MAX_PATTERN_REPETITION`, back-references (`\1`) and lookaround (`(?=…)`),
 * which switch Postgres to its backtracking matcher. Anything else malformed is left for Postgres
 * to refuse with its own 2201B.
 */
export function checkPattern(op: 'like' | 'ilike' | 'match' | 'imatch', pattern: string, source: string): void {
  if (characters(pattern) > MAX_PATTERN_LENGTH) {
    throw new RestError(
      400,
      'PGRST100',
      `"failed to parse filter (${source})"`,
      `A ${op} pattern has at most ${String(MAX_PATTERN_LENGTH)} characters`,
    );
  }
  if (op === 'match' || op === 'imatch') {
    const problem = regexProblem(pattern);
    if (problem) {
      throw new RestError(
        400,
        '2201B',
        `invalid regular expression: ${problem}`,
        source,
        `Patterns may not repeat a repeated group, use back-references or lookaround, ` +
          `and their counted repetitions ({m,n}) add up to at most ${String(MAX_PATTERN_REPETITION)}`,
      );
    }
  }
}

interface Group {
  /** Somewhere inside, something repeats. */
  repeats: boolean;
}

type Last = { kind: 'none' } | { kind: 'atom' } | { kind: 'group'; repeats: boolean } | { kind: 'quantifier' };

/** Why a regular expression is refused, or null when it is within bounds. */
export function regexProblem(pattern: string): string | null {
  let text = pattern;
  if (text.startsWith('***=')) return null; // The rest is a literal string.
  if (text.startsWith('***:')) text = text.slice(4);
  let expanded = false;
  const options = /^\(\?([a-z]*)\)/.exec(text);
  if (options) {
    expanded = options[1]?.includes('x') === true && !options[1].includes('q');
    if (options[1]?.includes('q')) return null; // Literal, like `***=`.
    text = text.slice(options[0].length);
  }

  const groups: Group[] = [{ repeats: false }];
  let last: Last = { kind: 'none' };
  let counted = 0;
  const current = (): Group => groups[groups.length - 1] ?? { repeats: false };

  /**
   * A quantifier applies to `last`; `repeats` when it may match more than once (`?` and `{0,1}`
   * only make their atom optional). `counted` is the bound of a `{m,n}`, 0 for the others.
   */
  const quantify = (repeats: boolean, bound: number): string | null => {
    if (last.kind === 'quantifier') return 'a repetition of a repetition';
    if (repeats && last.kind === 'group' && last.repeats) return 'a repeated group that itself repeats';
    counted += bound;
    if (counted > MAX_PATTERN_REPETITION) return 'too many counted repetitions';
    if (repeats) current().repeats = true;
    last = { kind: 'quantifier' };
    return null;
  };

  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (expanded && /\s/.test(ch)) continue;
    if (expanded && ch === '#') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    switch (ch) {
      case '\\': {
        const next = text[i + 1] ?? '';
        if (/[1-9]/.test(next)) return 'back-references are not allowed';
        i++;
        last = { kind: 'atom' };
        break;
      }
      case '[':
        i = bracketEnd(text, i);
        last = { kind: 'atom' };
        break;
      case '(': {
        if (text[i + 1] === '?') {
          const kind = text[i + 2];
          if (kind === '=' || kind === '!' || kind === '<') return 'lookaround constraints are not allowed';
          if (kind === ':') i += 2;
        }
        groups.push({ repeats: false });
        last = { kind: 'none' };
        break;
      }
      case ')': {
        const group = groups.length > 1 ? groups.pop() : undefined;
        if (!group) return null; // Unbalanced: Postgres says so.
        if (group.repeats) current().repeats = true;
        last = { kind: 'group', repeats: group.repeats };
        break;
      }
      case '|':
        last = { kind: 'none' };
        break;
      case '*':
      case '+':
      case '?': {
        const problem = quantify(ch !== '?', 0);
        if (problem) return problem;
        if (text[i + 1] === '?') i++; // Non-greedy.
        break;
      }
      case '{': {
        const bound = /^\{(\d+)(?:(,)(\d*))?\}/.exec(text.slice(i, i + 24));
        if (!bound) {
          last = { kind: 'atom' };
          break;
        }
        const low = Number(bound[1]);
        const high = bound[3] ? Number(bound[3]) : low;
        const problem = quantify(Math.max(low, high) > 1, Math.max(low, high));
        if (problem) return problem;
        i += bound[0].length - 1;
        if (text[i + 1] === '?') i++;
        break;
      }
      default:
        last = { kind: 'atom' };
    }
  }
  return null;
}

/** Characters as Postgres counts them (code points, not UTF-16 units). */
function characters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The index of the `]` closing the bracket expression opened at `start` (or the end of the text). */
function bracketEnd(text: string, start: number): number {
  let i = start + 1;
  if (text[i] === '^') i++;
  if (text[i] === ']') i++; // A leading `]` is a member.
  for (; i < text.length; i++) {
    const ch = text[i];
    if (ch === '\\') i++;
    else if (ch === '[' && (text[i + 1] === ':' || text[i + 1] === '.' || text[i + 1] === '=')) {
      const close = text.indexOf(`${text[i + 1] ?? ''}]`, i + 2);
      if (close === -1) return text.length;
      i = close + 1;
    } else if (ch === ']') return i;
  }
  return text.length;
}

/**
 * PGlite's regex engine answers some patterns too costly to compile with an internal error (XX000)
 * instead of Postgres's "too complex": with a regex filter in the request, it is the pattern's fault.
 */
export function patternFault(error: unknown, filters: readonly Filter[]): unknown {
  if (!isPostgresError(error) || !error.code.startsWith('XX') || !filters.some(usesRegex)) return error;
  return new RestError(400, '2201B', 'invalid regular expression: the pattern is too complex');
}

function usesRegex(filter: Filter): boolean {
  if (filter.kind === 'logic') return filter.children.some(usesRegex);
  return filter.op === 'match' || filter.op === 'imatch';
}
