import { describe, expect, it } from 'vitest';
import { RestError } from '../../../server/rest/errors.ts';
import { MAX_PATTERN_LENGTH } from '../../../server/rest/limits.ts';
import { checkPattern, regexProblem } from '../../../server/rest/pattern.ts';

describe('regular expressions in match and imatch', () => {
  it.each([
    '^Anello',
    'oro (giallo|bianco|rosa)',
    '^[A-Z][a-zà-ù]+ [0-9]{2,3}$',
    '(?i)perla',
    "(?:anello|fede) d['’]oro",
    '\\d{1,4}(\\.\\d{2})?',
    '(\\+39 )?[0-9 ]{6,12}',
    '(ab+){0,1}c',
    '[]a-z]+',
    '[[:alpha:]]+ [[:digit:]]*',
    '.{1,50}x.{1,50}',
    'a*?b+?c??',
    '***=(.{1,255}){1,255}',
    '(?q)(a+)+',
    '(a|b|c)*d',
    '{literal',
  ])('accepts %s', (pattern) => {
    expect(regexProblem(pattern)).toBeNull();
  });

  it.each([
    ['(.{1,255}){1,255}', /too many counted repetitions/],
    ['(.{1,20}){1,20}', /repeated group that itself repeats/],
    ['(a+)+$', /repeated group that itself repeats/],
    ['(?:x*)*', /repeated group that itself repeats/],
    ['((a)b*){2}', /repeated group that itself repeats/],
    ['((a+)?)*', /repeated group that itself repeats/],
    ['((a+))+', /repeated group that itself repeats/],
    ['(?x) ( a + ) *', /repeated group that itself repeats/],
    ['a{1,5}{1,5}', /repetition of a repetition/],
    ['.{0,60}a.{0,60}', /too many counted repetitions/],
    ['x{101}', /too many counted repetitions/],
    ['(.*)\\1', /back-references/],
    ['(a)(b)\\2', /back-references/],
    ['(?=.*a)b', /lookaround/],
    ['(?!a)b', /lookaround/],
    ['(?<=a)b', /lookaround/],
    ['(?<!a)b', /lookaround/],
  ])('refuses %s', (pattern, reason) => {
    expect(regexProblem(pattern)).toMatch(reason);
  });

  it('does not look inside bracket expressions for groups or quantifiers', () => {
    expect(regexProblem('[(a+)]+')).toBeNull();
    expect(regexProblem('[\\]()]*')).toBeNull();
    expect(regexProblem('[[:space:](]+(x)')).toBeNull();
  });

  it('leaves other malformed patterns to Postgres', () => {
    for (const pattern of ['(', ')', '[a-', 'a{2,1}', '\\']) expect(regexProblem(pattern)).toBeNull();
  });
});

describe('checkPattern', () => {
  it('answers a refused regular expression with 400 2201B and the rule', () => {
    let error: unknown;
    try {
      checkPattern('match', '(.{1,255}){1,255}', 'name=match.(.{1,255}){1,255}');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(RestError);
    expect((error as RestError).status).toBe(400);
    expect((error as RestError).body).toMatchObject({
      code: '2201B',
      message: 'invalid regular expression: too many counted repetitions',
      details: 'name=match.(.{1,255}){1,255}',
    });
  });

  it(`bounds every pattern to ${String(MAX_PATTERN_LENGTH)} characters, counted as characters`, () => {
    expect(() => checkPattern('like', '%'.repeat(MAX_PATTERN_LENGTH), 's')).not.toThrow();
    expect(() => checkPattern('ilike', 'è'.repeat(MAX_PATTERN_LENGTH), 's')).not.toThrow();
    for (const op of ['like', 'imatch'] as const) {
      expect(() => checkPattern(op, '%'.repeat(MAX_PATTERN_LENGTH + 1), 's')).toThrow(
        expect.objectContaining({ status: 400, details: `A ${op} pattern has at most 256 characters` }),
      );
    }
    // A like pattern has no regex rules: parentheses and braces are plain characters there.
    expect(() => checkPattern('like', '(a+)+{1,255}', 's')).not.toThrow();
  });
});
