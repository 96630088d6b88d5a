import { describe, expect, it } from 'vitest';
import {
  formatGroupedPrice,
  formatPrice,
  formatTypedPrice,
  readPrice,
  type PriceReading,
} from '../../../src/products/price.ts';

const amount = (euros: number): PriceReading => ({ kind: 'amount', euros });

describe('readPrice: what an Italian types', () => {
  it.each<[string, number]>([
    ['1250,50', 1250.5],
    ['1.250,50', 1250.5],
    ['1 250,50', 1250.5],
    ['1.500', 1500],
    ['1 500', 1500],
    ['1.250.000', 1_250_000],
    ['1.250.000,99', 1_250_000.99],
    ['12,5', 12.5],
    ['0,99', 0.99],
    [',50', 0.5],
    ['0', 0],
    ['1290', 1290],
    ['007', 7],
    ['99.999.999,99', 99_999_999.99],
    ['€ 1.250,50', 1250.5],
    ['1.250,50 €', 1250.5],
    ['1\u00a0250,50\u00a0€', 1250.5],
    ['1\u202f250,50', 1250.5],
    ['  2450  ', 2450],
  ])('reads %j as %d euros', (typed, euros) => {
    expect(readPrice(typed)).toEqual(amount(euros));
  });
});

describe('readPrice: what an English speaker types, where it cannot be mistaken', () => {
  it.each<[string, number]>([
    ['1250.50', 1250.5],
    ['12.5', 12.5],
    ['.5', 0.5],
    ['1,250.50', 1250.5],
    ['1,250,000', 1_250_000],
    ['1,250,000.75', 1_250_000.75],
    ['1 250.50', 1250.5],
  ])('reads %j as %d euros', (typed, euros) => {
    expect(readPrice(typed)).toEqual(amount(euros));
  });
});

describe('readPrice: signs', () => {
  it('keeps a minus, so the form can say a price cannot be negative', () => {
    expect(readPrice('-12,50')).toEqual(amount(-12.5));
    expect(readPrice('\u22125')).toEqual(amount(-5));
    expect(readPrice('+12')).toEqual(amount(12));
    expect(readPrice('-0')).toEqual(amount(0));
  });
});

describe('readPrice: refused rather than guessed', () => {
  it.each([
    ['1,500', 'one and a half to an Italian, fifteen hundred to an English reader'],
    ['12,505', 'three digits after a single comma'],
    ['0.500', 'a thousands group cannot start with zero'],
    ['.500', 'a thousands group needs digits before it'],
    ['12,', 'a decimal separator with nothing after it'],
    ['7.', 'a decimal point with nothing after it'],
    ['1.5000', 'four digits after a single point'],
    ['1,2345', 'four digits after a single comma'],
    ['1.250.50', 'a group of two among thousands'],
    ['1..5', 'two points in a row'],
    ['1 50', 'a space that does not group thousands'],
    ['1.250 000', 'two kinds of thousands separator'],
    ['1.250,50,3', 'two decimal commas'],
    ['12,50.5', 'a comma group of two'],
    ['12,345', 'three digits after a single comma'],
    ['1e3', 'an exponent'],
    ['abc', 'letters'],
    ['12a', 'a trailing letter'],
    ['Infinity', 'a word'],
    ['€', 'only the sign'],
    ['-', 'only a minus'],
    ['١٢', 'digits of another script'],
  ])('refuses %j (%s)', (typed) => {
    expect(readPrice(typed)).toEqual({ kind: 'invalid' });
  });

  it.each(['', '   ', '\u00a0'])('reads %j as empty', (typed) => {
    expect(readPrice(typed)).toEqual({ kind: 'empty' });
  });

  it('never turns something unreadable into zero', () => {
    for (const typed of ['abc', '1,500', '12,', 'e']) expect(readPrice(typed)).not.toEqual(amount(0));
  });
});

describe('formatting', () => {
  it('writes the shop price as Intl does in Italian, four digits ungrouped', () => {
    expect(formatPrice(1250.5)).toBe('1250,50\u00a0€');
    expect(formatPrice(12500)).toBe('12.500,00\u00a0€');
  });

  it('groups thousands in the preview, so 1.500 typed reads 1.500,00 €', () => {
    expect(formatGroupedPrice(1250.5)).toBe('1.250,50\u00a0€');
    expect(formatGroupedPrice(1500)).toBe('1.500,00\u00a0€');
    expect(formatGroupedPrice(1.5)).toBe('1,50\u00a0€');
  });

  it('shows a stored price in the field as an Italian types it, and reads it back the same', () => {
    for (const euros of [0, 1.5, 1250.5, 99_999_999.99]) {
      const typed = formatTypedPrice(euros);
      expect(typed).not.toContain('.');
      expect(readPrice(typed)).toEqual(amount(euros));
    }
    expect(formatTypedPrice(1290.5)).toBe('1290,50');
  });
});
