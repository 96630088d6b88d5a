/** Spec §9: euros in the Italian format, `1234,50 €` (U+00A0 before the sign, four digits ungrouped). */
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });
const wholeEuro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
/** Thousands always grouped (`1.250,50 €`): the owner checking a typed price sees its size at a glance. */
const groupedEuro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR', useGrouping: true });
/** What a price field holds when it shows a stored price: `1250,50`, as an Italian types it. */
const typedEuro = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

export function formatPrice(amount: number): string {
  return euro.format(amount);
}

/** Slider ends are whole hundreds: `2500 €`. */
export function formatWholeEuros(amount: number): string {
  return wholeEuro.format(amount);
}

/** `1.250,50 €`: the preview beside a price field. */
export function formatGroupedPrice(amount: number): string {
  return groupedEuro.format(amount);
}

/** A stored price as the owner would type it again: `1250,50`. */
export function formatTypedPrice(amount: number): string {
  return typedEuro.format(amount);
}

/**
 * What a typed price says: nothing, something that is not a price (or could be read two ways), or
 * an amount of euros (negative when typed with a minus, so the form can say why it is refused).
 */
export type PriceReading = { kind: 'empty' } | { kind: 'invalid' } | { kind: 'amount'; euros: number };

const EMPTY: PriceReading = { kind: 'empty' };
const INVALID: PriceReading = { kind: 'invalid' };

/** Integer digits grouped in threes by `separator`: `1.250`, `12 500 000`. */
function groupedDigits(separator: string): RegExp {
  const escaped = separator === '.' ? '\\.' : separator;
  return new RegExp(`^[1-9]\\d{0,2}(?:${escaped}\\d{3})+$`);
}

/**
 * Reads a price typed the Italian way, or the English way where that cannot be mistaken:
 *
 * - `1250,50`, `1.250,50`, `1 250,50`: a comma is the decimal separator; points and spaces group thousands;
 * - `1250.50`, `12.5`: a single point followed by one or two digits is a decimal point;
 * - `1.500`, `1.250.000`, `1,250,000`, `1 500`: thousands, in groups of three;
 * - `1,250.50`: both separators, the last one is the decimal one;
 * - `1,500` (one and a half, or fifteen hundred?), `0.500`, `12,`, `1.5000`, `1e3`, `abc`: refused.
 *
 * A euro sign before or after and a leading sign are allowed; cents are at most two digits.
 */
export function readPrice(text: string): PriceReading {
  // No-break and thin spaces are what a copied Italian price holds between its thousands.
  let body = text.replace(/[\u00a0\u202f\u2009]/g, ' ').trim();
  if (body === '') return EMPTY;
  body = body.replace(/^€\s*/, '').replace(/\s*€$/, '');
  const sign = /^([-+\u2212])\s*/.exec(body);
  const negative = sign !== null && sign[1] !== '+';
  if (sign) body = body.slice(sign[0].length);
  if (!/^[\d., ]+$/.test(body) || !/\d/.test(body)) return INVALID;

  const lastPoint = body.lastIndexOf('.');
  const lastComma = body.lastIndexOf(',');
  let decimal: '.' | ',' | null = null;
  if (lastPoint >= 0 && lastComma >= 0) {
    decimal = lastPoint > lastComma ? '.' : ',';
  } else if (lastPoint >= 0 || lastComma >= 0) {
    const separator = lastPoint >= 0 ? '.' : ',';
    const count = body.split(separator).length - 1;
    const digitsAfter = body.length - body.lastIndexOf(separator) - 1;
    if (count === 1 && digitsAfter === 3) {
      // `1.500` is fifteen hundred to an Italian; `1,500` is one and a half to an Italian and fifteen
      // hundred to an English reader: refused rather than guessed.
      if (separator === ',') return INVALID;
    } else if (count === 1) {
      decimal = separator;
    }
  }

  let integer = body;
  let cents = '';
  if (decimal) {
    const at = body.lastIndexOf(decimal);
    integer = body.slice(0, at);
    cents = body.slice(at + 1);
    if (!/^\d{1,2}$/.test(cents)) return INVALID;
  }
  const grouping = [...new Set(integer.replace(/\d/g, ''))];
  if (grouping.length > 1) return INVALID;
  const [separator] = grouping;
  if (separator !== undefined) {
    if (separator === decimal || !groupedDigits(separator).test(integer)) return INVALID;
    integer = integer.split(separator).join('');
  } else if (!/^\d*$/.test(integer) || (integer === '' && cents === '')) {
    return INVALID;
  }

  const euros = (Number(integer || '0') * 100 + Number(cents.padEnd(2, '0'))) / 100;
  if (!Number.isFinite(euros)) return INVALID;
  return { kind: 'amount', euros: negative && euros !== 0 ? -euros : euros };
}
