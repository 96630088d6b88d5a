/**
 * A thin, wide-set capital alphabet drawn as strokes. Wordmarks and monograms are turned into plain
 * path data, so they look the same in every browser: an SVG shown through <img> cannot load fonts.
 *
 * Glyphs are drawn on a unit cap height (y from 0 at the top to 1 on the baseline), with absolute
 * M, L, C and A commands only, so scaling them is a matter of multiplying numbers.
 */
import { n } from './svg.ts';

interface Glyph {
  width: number;
  d: string;
}

/** Also stands in for any character the alphabet lacks. */
const space: Glyph = { width: 0.42, d: '' };

const glyphs: Record<string, Glyph> = {
  A: { width: 0.72, d: 'M0 1L.36 0L.72 1M.14 .64L.58 .64' },
  B: { width: 0.56, d: 'M0 0L0 1M0 0L.28 0A.23 .24 0 0 1 .28 .48L0 .48M.28 .48L.3 .48A.26 .26 0 0 1 .3 1L0 1' },
  C: { width: 0.76, d: 'M.73 .12A.42 .5 0 1 0 .73 .88' },
  D: { width: 0.7, d: 'M0 0L0 1L.28 1A.42 .5 0 0 0 .28 0Z' },
  E: { width: 0.52, d: 'M.52 0L0 0L0 1L.52 1M0 .48L.44 .48' },
  F: { width: 0.5, d: 'M.5 0L0 0L0 1M0 .48L.42 .48' },
  G: { width: 0.88, d: 'M.73 .12A.42 .5 0 1 0 .87 .6L.87 .52L.52 .52' },
  H: { width: 0.68, d: 'M0 0L0 1M.68 0L.68 1M0 .48L.68 .48' },
  I: { width: 0, d: 'M0 0L0 1' },
  J: { width: 0.4, d: 'M.4 0L.4 .7A.2 .3 0 0 1 0 .78' },
  K: { width: 0.6, d: 'M0 0L0 1M.58 0L0 .6M.2 .42L.62 1' },
  L: { width: 0.5, d: 'M0 0L0 1L.5 1' },
  M: { width: 0.86, d: 'M0 1L0 0L.43 .8L.86 0L.86 1' },
  N: { width: 0.7, d: 'M0 1L0 0L.7 1L.7 0' },
  O: { width: 0.92, d: 'M0 .5A.46 .5 0 1 0 .92 .5A.46 .5 0 1 0 0 .5' },
  Q: { width: 0.92, d: 'M0 .5A.46 .5 0 1 0 .92 .5A.46 .5 0 1 0 0 .5M.56 .78L.86 1.08' },
  P: { width: 0.54, d: 'M0 1L0 0L.3 0A.24 .25 0 0 1 .3 .5L0 .5' },
  R: { width: 0.6, d: 'M0 1L0 0L.3 0A.24 .25 0 0 1 .3 .5L0 .5M.26 .5L.6 1' },
  S: { width: 0.52, d: 'M.48 .13C.4 0 .05 -.02 .04 .24C.03 .47 .5 .46 .5 .74C.5 1 .1 1.03 .02 .86' },
  T: { width: 0.62, d: 'M0 0L.62 0M.31 0L.31 1' },
  U: { width: 0.66, d: 'M0 0L0 .66A.33 .34 0 0 0 .66 .66L.66 0' },
  V: { width: 0.7, d: 'M0 0L.35 1L.7 0' },
  W: { width: 1.1, d: 'M0 0L.27 1L.55 .22L.83 1L1.1 0' },
  X: { width: 0.66, d: 'M0 0L.66 1M.66 0L0 1' },
  Y: { width: 0.66, d: 'M0 0L.33 .5L.66 0M.33 .5L.33 1' },
  Z: { width: 0.6, d: 'M0 0L.6 0L0 1L.6 1' },
  "'": { width: 0, d: 'M0 0L0 .24' },
  ' ': space,
};

/** Scales unit path data to `size` and moves it to (x, y), arcs included. */
function place(d: string, x: number, y: number, size: number): string {
  const out: string[] = [];
  const tokens = d.match(/[MLCAZ]|-?\d*\.?\d+/g) ?? [];
  let i = 0;
  const num = (): number => Number(tokens[i++] ?? 0);
  while (i < tokens.length) {
    const cmd = tokens[i++];
    if (cmd === 'M' || cmd === 'L') out.push(`${cmd}${n(x + num() * size)} ${n(y + num() * size)}`);
    else if (cmd === 'C') {
      const c = [0, 1, 2].map(() => `${n(x + num() * size)} ${n(y + num() * size)}`);
      out.push(`C${c.join(' ')}`);
    } else if (cmd === 'A') {
      const rx = num() * size;
      const ry = num() * size;
      const rot = num();
      const large = num();
      const sweep = num();
      out.push(`A${n(rx)} ${n(ry)} ${rot} ${large} ${sweep} ${n(x + num() * size)} ${n(y + num() * size)}`);
    } else if (cmd === 'Z') out.push('Z');
  }
  return out.join('');
}

export interface Lettering {
  d: string;
  width: number;
}

/**
 * Path data for `text` in capitals, `size` px cap height, `tracking` extra space between letters
 * in cap heights. The result starts at x = 0 with its baseline at y = size.
 */
export function letters(text: string, size: number, tracking = 0.3): Lettering {
  let x = 0;
  let d = '';
  const chars = [...text.toUpperCase()];
  chars.forEach((ch, index) => {
    const glyph = glyphs[ch] ?? space;
    if (glyph.d) d += place(glyph.d, x, 0, size);
    x += glyph.width * size + (index < chars.length - 1 ? tracking * size : 0);
  });
  return { d, width: x };
}

/** Stroked lettering centred on (cx, baseline y). */
export function wordmark(
  text: string,
  cx: number,
  baseline: number,
  size: number,
  color: string,
  weight: number,
  tracking = 0.3,
): string {
  const { d, width } = letters(text, size, tracking);
  return (
    `<path transform="translate(${n(cx - width / 2)} ${n(baseline - size)})" ` +
    `d="${d}" fill="none" stroke="${color}" stroke-width="${n(weight)}" ` +
    `stroke-linecap="square" stroke-linejoin="miter"/>`
  );
}
