/**
 * The jeweller's objects, drawn once and placed anywhere: rings, stones, watches, earrings, chains.
 * Each function paints into an Art at a centre and a size; light always comes from the upper left.
 */
import { type Metal, metal, metalLine, metalShade, shade } from './materials.ts';
import { letters } from './lettering.ts';
import { type Art, at, circle, ellipse, ellipseD, line, n, n2, p, path, pathData, poly, polar, random } from './svg.ts';

type Pt = readonly [number, number];

// ─── Stones ────────────────────────────────────────────────────────────────────────────────────────

export interface StoneTint {
  name: string;
  light: string;
  mid: string;
  dark: string;
}

export const diamond: StoneTint = { name: 'dia', light: '#ffffff', mid: '#dfe6ee', dark: '#8f9bab' };
export const emerald: StoneTint = { name: 'eme', light: '#8fe3bd', mid: '#1f8a63', dark: '#07392a' };
export const sapphire: StoneTint = { name: 'sap', light: '#9cb8ff', mid: '#2a4fb0', dark: '#0c1a4a' };
export const ruby: StoneTint = { name: 'rub', light: '#ff9fae', mid: '#b3173a', dark: '#4a0616' };

/** The tones a brilliant's facets take, picked by index. */
type FacetShades = readonly [string, string, string, string, string, string, string, string];
const facetShades = (t: StoneTint): FacetShades => [t.light, t.mid, t.dark, t.mid, t.light, t.dark, t.mid, t.light];

/** A round brilliant seen from the side: crown, table and pavilion facets, with a little fire. */
export function brilliantSide(art: Art, cx: number, girdle: number, w: number, tint: StoneTint = diamond): string {
  const tw = w * 0.27;
  const top = girdle - w * 0.17;
  const culet: Pt = [cx, girdle + w * 0.44];
  const g = [-0.5, -0.25, 0, 0.25, 0.5].map((k): Pt => [cx + k * w, girdle]);
  const t: Pt[] = [
    [cx - tw, top],
    [cx, top],
    [cx + tw, top],
  ];
  const s = facetShades(tint);
  const G = (i: number): Pt => at(g, i);
  const T = (i: number): Pt => at(t, i);
  const crown: [Pt[], string][] = [
    [[G(0), T(0), G(1)], s[1]],
    [[G(1), T(0), T(1)], s[0]],
    [[G(1), T(1), G(2)], s[2]],
    [[G(2), T(1), G(3)], s[4]],
    [[G(3), T(1), T(2)], s[3]],
    [[G(3), T(2), G(4)], s[5]],
  ];
  const pav: [Pt[], string][] = [
    [[G(0), G(1), culet], s[2]],
    [[G(1), [cx - w * 0.1, girdle], culet], s[0]],
    [[[cx - w * 0.1, girdle], G(2), culet], s[6]],
    [[G(2), [cx + w * 0.1, girdle], culet], s[2]],
    [[[cx + w * 0.1, girdle], G(3), culet], s[4]],
    [[G(3), G(4), culet], s[1]],
  ];
  let out = '';
  for (const [pts, c] of [...crown, ...pav]) out += path(poly(pts), c);
  // the table catches the most light
  out += path(
    poly([T(0), T(2), [cx + tw * 0.8, top + w * 0.02], [cx - tw * 0.8, top + w * 0.02]]),
    '#ffffff',
    'opacity=".9"',
  );
  // fire: a few coloured flashes in the pavilion
  out += path(
    poly([[cx - w * 0.22, girdle + w * 0.04], [cx - w * 0.12, girdle + w * 0.04], culet]),
    '#ffb070',
    'opacity=".35"',
  );
  out += path(
    poly([[cx + w * 0.06, girdle + w * 0.03], [cx + w * 0.2, girdle + w * 0.03], culet]),
    '#7fb6ff',
    'opacity=".35"',
  );
  const outline = poly([G(0), T(0), T(2), G(4), culet]);
  out += line(outline, tint.dark, Math.max(0.6, w * 0.008), 'stroke-linejoin="round" opacity=".6"');
  out += line(`M${p(G(0)[0], girdle)}L${p(G(4)[0], girdle)}`, '#ffffff', Math.max(0.6, w * 0.012), 'opacity=".8"');
  return out;
}

/** An emerald (step) cut seen from the side: stepped crown, stepped pavilion, a keel at the base. */
export function stepCutSide(art: Art, cx: number, girdle: number, w: number, tint: StoneTint = emerald): string {
  const body = art.lin(
    `step-${tint.name}`,
    [
      [0, tint.mid],
      [0.35, tint.light],
      [0.6, tint.mid],
      [1, tint.dark],
    ],
    0,
  );
  const crownTop = girdle - w * 0.16;
  const keel = girdle + w * 0.34;
  const outline = poly([
    [cx - w / 2, girdle],
    [cx - w * 0.44, girdle - w * 0.08],
    [cx - w * 0.36, crownTop],
    [cx + w * 0.36, crownTop],
    [cx + w * 0.44, girdle - w * 0.08],
    [cx + w / 2, girdle],
    [cx + w * 0.3, girdle + w * 0.2],
    [cx + w * 0.15, keel],
    [cx - w * 0.15, keel],
    [cx - w * 0.3, girdle + w * 0.2],
  ]);
  let out = path(outline, body);
  out += path(
    poly([
      [cx - w * 0.36, crownTop],
      [cx + w * 0.36, crownTop],
      [cx + w * 0.3, crownTop + w * 0.04],
      [cx - w * 0.3, crownTop + w * 0.04],
    ]),
    tint.light,
    'opacity=".75"',
  );
  const steps = [girdle - w * 0.08, girdle, girdle + w * 0.1, girdle + w * 0.2];
  for (const y of steps)
    out += line(`M${p(cx - w * 0.5, y)}L${p(cx + w * 0.5, y)}`, tint.light, w * 0.008, 'opacity=".55"');
  out += path(
    poly([
      [cx - w * 0.3, girdle + w * 0.2],
      [cx - w * 0.05, girdle + w * 0.2],
      [cx - w * 0.08, keel],
      [cx - w * 0.15, keel],
    ]),
    tint.light,
    'opacity=".25"',
  );
  out += line(outline, tint.dark, w * 0.01, 'stroke-linejoin="round" opacity=".7"');
  return out;
}

/** A round brilliant from above: the star of facets a stud or a pavé stone shows. */
export function brilliantTop(art: Art, cx: number, cy: number, r: number, tint: StoneTint = diamond, seed = 1): string {
  // drawn once per tint and variant as a unit symbol, then placed: pavé settings hold dozens
  const variant = seed % 3;
  const id = art
    .def(`bt-${tint.name}-${variant}`, (i) => {
      const rnd = random(variant + 1);
      let facets = circle(
        0,
        0,
        100,
        art.rad(
          `top-${tint.name}`,
          [
            [0, tint.light],
            [0.7, tint.mid],
            [1, tint.dark],
          ],
          0.4,
          0.38,
          0.7,
        ),
      );
      for (let k = 0; k < 16; k++) {
        const a0 = k * 22.5;
        const o1 = polar(0, 0, 100, a0);
        const o2 = polar(0, 0, 100, a0 + 22.5);
        const inner = polar(0, 0, 50, a0 + 11.25);
        const v = rnd();
        facets += path(
          poly([o1, o2, inner]),
          v > 0.66 ? tint.light : v > 0.33 ? tint.mid : tint.dark,
          `opacity="${n2(0.5 + rnd() * 0.5)}"`,
        );
      }
      const oct: Pt[] = [];
      for (let k = 0; k < 8; k++) oct.push(polar(0, 0, 50, k * 45 + 16.9));
      facets += path(
        poly(oct),
        art.lin(
          `tbl-${tint.name}`,
          [
            [0, '#ffffff'],
            [0.5, tint.mid],
            [1, tint.light],
          ],
          135,
        ),
        'opacity=".9"',
      );
      facets += circle(-30, -32, 14, '#ffffff', 'opacity=".9"');
      facets += circle(0, 0, 98, 'none', `stroke="${tint.dark}" stroke-width="4" opacity=".5"`);
      return `<symbol id="${i}" viewBox="-100 -100 200 200">${facets}</symbol>`;
    })
    .slice(4, -1);
  return `<use href="${id}" x="${n(cx - r)}" y="${n(cy - r)}" width="${n(r * 2)}" height="${n(r * 2)}"/>`;
}

/** A four-point glint, the sparkle a camera catches on a facet. */
export function glint(cx: number, cy: number, r: number, color = '#ffffff', opacity = 0.9): string {
  const k = r * 0.12;
  const d = pathData(
    `M${p(cx, cy - r)}`,
    `Q${p(cx + k, cy - k)} ${p(cx + r, cy)}`,
    `Q${p(cx + k, cy + k)} ${p(cx, cy + r)}`,
    `Q${p(cx - k, cy + k)} ${p(cx - r, cy)}`,
    `Q${p(cx - k, cy - k)} ${p(cx, cy - r)}`,
    'Z',
  );
  return path(d, color, `opacity="${n2(opacity)}"`);
}

// ─── Rings ─────────────────────────────────────────────────────────────────────────────────────────

export interface RingSpec {
  cx: number;
  cy: number;
  /** outer radius of the band */
  r: number;
  /** band thickness (radial) */
  band: number;
  /** how much of the band's width shows, as the ring leans back */
  depth: number;
  metal: Metal;
  /** vertical squash of the circle as seen in perspective */
  squash?: number;
}

/**
 * A band standing upright, leaning slightly away: far edge, the inner surface catching light at
 * the bottom, then the near face with its highlights.
 */
export function band(art: Art, s: RingSpec): string {
  const k = s.squash ?? 0.96;
  const ro = s.r;
  const ri = s.r - s.band;
  const back = s.cy - s.depth;
  let out = path(
    ellipseD(s.cx, back, ro, ro * k) + ellipseD(s.cx, back, ri, ri * k),
    shade(art, s.metal, 90),
    'fill-rule="evenodd"',
  );
  out += path(
    ellipseD(s.cx, s.cy, ri, ri * k) + ellipseD(s.cx, back, ri, ri * k),
    art.lin(
      `inner-${s.metal}`,
      [
        [0, '#000000', 0.6],
        [0.55, metalLine[s.metal]],
        [0.8, '#ffffff', 0.9],
        [1, metalLine[s.metal]],
      ],
      90,
    ),
    'fill-rule="evenodd"',
  );
  out += path(
    ellipseD(s.cx, s.cy, ro, ro * k) + ellipseD(s.cx, s.cy, ri, ri * k),
    metal(art, s.metal, 120),
    'fill-rule="evenodd"',
  );
  // a long soft highlight along the upper left of the near face
  const hr = ro - s.band * 0.35;
  const on = (deg: number): [number, number] => {
    const [x, y] = polar(s.cx, s.cy, hr, deg);
    return [x, s.cy + (y - s.cy) * k];
  };
  const [x1, y1] = on(250);
  const [x2, y2] = on(330);
  out += line(
    `M${p(x1, y1)}A${n(hr)} ${n(hr * k)} 0 0 1 ${p(x2, y2)}`,
    '#ffffff',
    s.band * 0.22,
    `stroke-linecap="round" opacity=".75" ${art.blur(s.band * 0.08)}`,
  );
  const [x3, y3] = on(110);
  const [x4, y4] = on(150);
  out += line(
    `M${p(x3, y3)}A${n(hr)} ${n(hr * k)} 0 0 1 ${p(x4, y4)}`,
    '#ffffff',
    s.band * 0.14,
    `stroke-linecap="round" opacity=".5" ${art.blur(s.band * 0.06)}`,
  );
  return out;
}

/** Four claws rising from the shoulders to hold a stone. */
function prongs(art: Art, cx: number, base: number, girdle: number, w: number, m: Metal): string {
  const fill = metal(art, m, 0);
  let out = '';
  for (const side of [-1, 1]) {
    for (const spread of [0.44, 0.2]) {
      const xTop = cx + side * w * spread;
      const xBase = cx + side * w * spread * 0.4;
      out += path(
        pathData(
          `M${p(xBase - w * 0.03, base)}`,
          `L${p(xTop - w * 0.025, girdle - w * 0.08)}`,
          `Q${p(xTop, girdle - w * 0.13)} ${p(xTop + w * 0.025, girdle - w * 0.08)}`,
          `L${p(xBase + w * 0.03, base)}`,
          'Z',
        ),
        fill,
        spread === 0.2 ? 'opacity=".85"' : '',
      );
    }
  }
  return out;
}

export type RingStyle = 'solitaire' | 'eternity' | 'signet' | 'emerald' | 'plain';

/** A complete ring: band plus its setting. */
export function ring(art: Art, s: RingSpec, style: RingStyle, seed = 3): string {
  let out = '';
  const k = s.squash ?? 0.96;
  const topY = s.cy - s.r * k;
  if (style === 'signet') {
    // a heavier band, thickening towards the head
    out += band(art, { ...s, band: s.band * 1.15 });
    const shoulder = s.r * 0.62;
    out += path(
      pathData(
        `M${p(s.cx - shoulder, topY + s.r * 0.2)}`,
        `Q${p(s.cx - shoulder * 0.7, topY - s.r * 0.02)} ${p(s.cx - s.r * 0.5, topY - s.r * 0.12)}`,
        `L${p(s.cx + s.r * 0.5, topY - s.r * 0.12)}`,
        `Q${p(s.cx + shoulder * 0.7, topY - s.r * 0.02)} ${p(s.cx + shoulder, topY + s.r * 0.2)}`,
        `Q${p(s.cx, topY + s.band * 0.2)} ${p(s.cx - shoulder, topY + s.r * 0.2)}`,
        'Z',
      ),
      metal(art, s.metal, 100),
    );
    const faceY = topY - s.r * 0.14;
    // the metal's own darkest tone for the engraving (blackened in burnished silver)
    const dark = metalShade[s.metal][0]?.[1] ?? '#3a3e44';
    const fx = s.r * 0.52;
    const fy = s.r * 0.17;
    out += ellipse(s.cx, faceY + s.r * 0.05, fx, fy, shade(art, s.metal, 90));
    out += ellipse(
      s.cx,
      faceY,
      fx,
      fy,
      art.lin(
        `face-${s.metal}`,
        [
          [0, '#ffffff', 0.9],
          [0.35, metalLine[s.metal]],
          [1, dark, 0.8],
        ],
        110,
      ),
    );
    out += ellipse(s.cx, faceY, fx, fy, metal(art, s.metal, 160), 'opacity=".55"');
    // an engraved initial, foreshortened to lie on the face
    const letter = letters('B', fy * 2.2, 0);
    out +=
      `<path transform="translate(${n(s.cx - (letter.width / 2) * 1.2)} ${n(faceY - fy * 0.55)}) scale(1.2 .5)" ` +
      `d="${letter.d}" fill="none" stroke="${dark}" stroke-width="${n(fy * 0.22)}" opacity=".75"/>`;
    out += ellipse(
      s.cx,
      faceY,
      fx * 0.86,
      fy * 0.82,
      'none',
      `stroke="${dark}" stroke-width="${n(fy * 0.05)}" opacity=".5"`,
    );
    out += line(
      `M${p(s.cx - fx * 0.7, faceY - fy * 0.55)}Q${p(s.cx, faceY - fy * 1.05)} ${p(s.cx + fx * 0.5, faceY - fy * 0.7)}`,
      '#ffffff',
      fy * 0.12,
      'opacity=".7" stroke-linecap="round"',
    );
    return out;
  }
  out += band(art, s);
  if (style === 'solitaire') {
    const w = s.r * 0.78;
    const girdle = topY - s.r * 0.36;
    out += path(
      pathData(
        `M${p(s.cx - w * 0.28, topY + s.band * 0.4)}`,
        `L${p(s.cx - w * 0.2, girdle + w * 0.2)}`,
        `L${p(s.cx + w * 0.2, girdle + w * 0.2)}`,
        `L${p(s.cx + w * 0.28, topY + s.band * 0.4)}`,
        'Z',
      ),
      metal(art, s.metal, 0),
    );
    out += brilliantSide(art, s.cx, girdle, w);
    out += prongs(art, s.cx, topY + s.band * 0.3, girdle, w, s.metal);
    out += glint(s.cx - w * 0.14, girdle - w * 0.17, w * 0.2);
    out += glint(s.cx + w * 0.22, girdle + w * 0.1, w * 0.1, '#ffffff', 0.7);
  } else if (style === 'emerald') {
    const w = s.r * 0.86;
    const girdle = topY - s.r * 0.3;
    out += path(
      pathData(
        `M${p(s.cx - w * 0.34, topY + s.band * 0.4)}`,
        `L${p(s.cx - w * 0.26, girdle + w * 0.16)}`,
        `L${p(s.cx + w * 0.26, girdle + w * 0.16)}`,
        `L${p(s.cx + w * 0.34, topY + s.band * 0.4)}`,
        'Z',
      ),
      metal(art, s.metal, 0),
    );
    // two small diamonds on the shoulders
    for (const side of [-1, 1]) {
      const sx = s.cx + side * w * 0.66;
      out += brilliantSide(art, sx, topY - s.r * 0.05, w * 0.3);
    }
    out += stepCutSide(art, s.cx, girdle, w);
    out += prongs(art, s.cx, topY + s.band * 0.3, girdle + w * 0.05, w * 1.04, s.metal);
    out += glint(s.cx - w * 0.2, girdle - w * 0.13, w * 0.14, '#eafff5');
  } else if (style === 'eternity') {
    const rm = s.r - s.band / 2;
    const stone = s.band * 0.42;
    const count = Math.round((2 * Math.PI * rm) / (stone * 2.25));
    for (let i = 0; i < count; i++) {
      const a = (360 / count) * i;
      const [x, y0] = polar(s.cx, s.cy, rm, a);
      const y = s.cy + (y0 - s.cy) * k;
      out += brilliantTop(art, x, y, stone, diamond, seed + i);
    }
    out += glint(s.cx - s.r * 0.55, s.cy - s.r * 0.62, s.band * 0.8);
    out += glint(s.cx + s.r * 0.7, s.cy + s.r * 0.4, s.band * 0.5, '#ffffff', 0.7);
  }
  return out;
}

// ─── Watches ───────────────────────────────────────────────────────────────────────────────────────

export type WatchStyle = 'classic' | 'chrono' | 'lady' | 'gold';

interface WatchLook {
  metal: Metal;
  /** A two-tone bracelet's outer links; the centre links are in `metal`. */
  outer?: Metal;
  strap: 'leather' | 'bracelet' | 'croco' | 'satin';
  strapColors: [string, string];
  dial: 'cream' | 'black' | 'pearl' | 'sunburst';
}

const watchLooks: Record<WatchStyle, WatchLook> = {
  classic: { metal: 'steel', strap: 'leather', strapColors: ['#2a2320', '#0f0c0b'], dial: 'cream' },
  chrono: { metal: 'steel', strap: 'bracelet', strapColors: ['#c9d0d7', '#5c636b'], dial: 'black' },
  lady: { metal: 'rose', outer: 'steel', strap: 'bracelet', strapColors: ['#c9d0d7', '#5c636b'], dial: 'pearl' },
  gold: { metal: 'gold', strap: 'bracelet', strapColors: ['#e6c680', '#6b4a17'], dial: 'sunburst' },
};

function strap(
  art: Art,
  look: WatchLook,
  cx: number,
  fromY: number,
  toY: number,
  width: number,
  taper: number,
): string {
  const [c1, c2] = look.strapColors;
  const fill = art.lin(
    `strap-${look.strap}-${c1.slice(1)}`,
    [
      [0, c2],
      [0.3, c1],
      [0.7, c1],
      [1, c2],
    ],
    0,
  );
  const w1 = width / 2;
  const w2 = (width * taper) / 2;
  const d = `M${p(cx - w1, fromY)}L${p(cx - w2, toY)}L${p(cx + w2, toY)}L${p(cx + w1, fromY)}Z`;
  let out = path(d, fill);
  const dir = Math.sign(toY - fromY);
  const len = Math.abs(toY - fromY);
  if (look.strap === 'bracelet') {
    const links = Math.floor(len / (width * 0.32));
    for (let i = 0; i < links; i++) {
      const y = fromY + dir * (i * width * 0.32 + width * 0.04);
      const t = (i * width * 0.32) / len;
      const half = w1 + (w2 - w1) * t;
      out += path(
        pathData(
          `M${p(cx - half * 0.97, y)}`,
          `L${p(cx - half * 0.33, y)}`,
          `L${p(cx - half * 0.33, y + dir * width * 0.27)}`,
          `L${p(cx - half * 0.97, y + dir * width * 0.27)}`,
          'Z',
        ),
        metal(art, look.outer ?? look.metal, 0),
        'opacity=".95"',
      );
      out += path(
        pathData(
          `M${p(cx + half * 0.97, y)}`,
          `L${p(cx + half * 0.33, y)}`,
          `L${p(cx + half * 0.33, y + dir * width * 0.27)}`,
          `L${p(cx + half * 0.97, y + dir * width * 0.27)}`,
          'Z',
        ),
        metal(art, look.outer ?? look.metal, 180),
        'opacity=".95"',
      );
      out += path(
        pathData(
          `M${p(cx - half * 0.3, y - dir * width * 0.02)}`,
          `L${p(cx + half * 0.3, y - dir * width * 0.02)}`,
          `L${p(cx + half * 0.3, y + dir * width * 0.29)}`,
          `L${p(cx - half * 0.3, y + dir * width * 0.29)}`,
          'Z',
        ),
        metal(art, look.metal, 90),
      );
    }
  } else {
    // stitching along both edges
    const inset = width * 0.09;
    out += line(
      pathData(
        `M${p(cx - w1 + inset, fromY)}`,
        `L${p(cx - w2 + inset, toY)}`,
        `M${p(cx + w1 - inset, fromY)}`,
        `L${p(cx + w2 - inset, toY)}`,
      ),
      look.strap === 'satin' ? '#fff3ee' : '#c8a878',
      width * 0.012,
      `stroke-dasharray="${n(width * 0.04)} ${n(width * 0.03)}" opacity=".7"`,
    );
    if (look.strap === 'croco') {
      const rnd = random(7);
      const rows = Math.floor(len / (width * 0.16));
      for (let i = 0; i < rows; i++) {
        const y = fromY + dir * (i + 0.5) * width * 0.16;
        const t = ((i + 0.5) * width * 0.16) / len;
        const half = w1 + (w2 - w1) * t - inset * 1.4;
        const cells = 4;
        for (let j = 0; j < cells; j++) {
          const x = cx - half + ((j + 0.5) * 2 * half) / cells + (rnd() - 0.5) * width * 0.02;
          out += ellipse(x, y, (half / cells) * 0.82, width * 0.065, '#000000', `opacity="${n2(0.18 + rnd() * 0.12)}"`);
        }
      }
    }
    // a soft sheen down the middle
    out += path(
      d,
      art.lin(
        `sheen`,
        [
          [0, '#ffffff', 0],
          [0.42, '#ffffff', 0.16],
          [0.5, '#ffffff', 0.04],
          [1, '#ffffff', 0],
        ],
        0,
      ),
    );
  }
  return out;
}

export function watch(
  art: Art,
  style: WatchStyle,
  cx: number,
  cy: number,
  r: number,
  strapTop: number,
  strapBottom: number,
): string {
  const look = watchLooks[style];
  const strapW = style === 'lady' ? r * 0.92 : r * 1.08;
  let out = strap(art, look, cx, cy - r * 0.82, strapTop, strapW, 0.88);
  out += strap(art, look, cx, cy + r * 0.82, strapBottom, strapW, 0.88);
  // lugs
  const lugFill = metal(art, look.metal, 0);
  for (const sx of [-1, 1]) {
    for (const sy of [-1, 1]) {
      const x = cx + sx * strapW * 0.5;
      const y = cy + sy * r * 0.72;
      out += path(
        pathData(
          `M${p(x - sx * r * 0.02, y)}`,
          `L${p(x + sx * r * 0.1, y)}`,
          `L${p(x + sx * r * 0.06, y + sy * r * 0.36)}`,
          `L${p(x - sx * r * 0.06, y + sy * r * 0.36)}`,
          'Z',
        ),
        lugFill,
      );
    }
  }
  // crown and, for the chronograph, pushers
  const crownFill = metal(art, look.metal, 90);
  out += path(
    pathData(
      `M${p(cx + r * 0.97, cy - r * 0.1)}`,
      `h${n(r * 0.14)}`,
      `a${n(r * 0.03)} ${n(r * 0.03)} 0 0 1 ${n(r * 0.03)} ${n(r * 0.03)}`,
      `v${n(r * 0.14)}`,
      `a${n(r * 0.03)} ${n(r * 0.03)} 0 0 1 ${n(-r * 0.03)} ${n(r * 0.03)}`,
      `h${n(-r * 0.14)}`,
      'Z',
    ),
    crownFill,
  );
  for (let i = 1; i < 5; i++)
    out += line(
      `M${p(cx + r * 0.98 + i * r * 0.035, cy - r * 0.09)}v${n(r * 0.18)}`,
      '#000000',
      r * 0.008,
      'opacity=".3"',
    );
  if (style === 'chrono') {
    for (const a of [60, 120]) {
      const [x, y] = polar(cx, cy, r * 1.02, a);
      const pusher = path(
        `M${p(x - r * 0.02, y - r * 0.06)}h${n(r * 0.12)}v${n(r * 0.12)}h${n(-r * 0.12)}Z`,
        crownFill,
      );
      out += `<g transform="rotate(${a - 90} ${n(x)} ${n(y)})">${pusher}</g>`;
    }
  }
  // case, bezel, dial
  out += circle(cx, cy + r * 0.03, r * 1.01, '#000000', `opacity=".25" ${art.blur(r * 0.04)}`);
  out += circle(cx, cy, r, metal(art, look.metal, 125));
  out += circle(cx, cy, r * 0.93, metal(art, look.metal, 305));
  const dialR = style === 'chrono' ? r * 0.78 : r * 0.84;
  if (style === 'chrono') {
    out += circle(cx, cy, r * 0.9, '#15171a');
    for (let i = 0; i < 60; i++) {
      const [x1, y1] = polar(cx, cy, r * 0.84, i * 6);
      const [x2, y2] = polar(cx, cy, r * (i % 5 === 0 ? 0.89 : 0.87), i * 6);
      out += line(`M${p(x1, y1)}L${p(x2, y2)}`, '#e9ecef', r * (i % 5 === 0 ? 0.012 : 0.006));
    }
  }
  if (style === 'lady') {
    for (let i = 0; i < 28; i++) {
      const [x, y] = polar(cx, cy, r * 0.885, (360 / 28) * i);
      out += brilliantTop(art, x, y, r * 0.05, diamond, 20 + i);
    }
  }
  const dialFill = {
    cream: art.rad(
      'dial-cream',
      [
        [0, '#fffdf7'],
        [0.7, '#f3ecdd'],
        [1, '#dcd2bf'],
      ],
      0.42,
      0.38,
      0.65,
    ),
    black: art.rad(
      'dial-black',
      [
        [0, '#34383e'],
        [0.7, '#16181b'],
        [1, '#0a0b0c'],
      ],
      0.42,
      0.38,
      0.65,
    ),
    pearl: art.rad(
      'dial-pearl',
      [
        [0, '#ffffff'],
        [0.35, '#fbeef0'],
        [0.6, '#e9f0f6'],
        [0.8, '#f6e4ea'],
        [1, '#d9c6cc'],
      ],
      0.4,
      0.35,
      0.7,
    ),
    sunburst: art.rad(
      'dial-sun',
      [
        [0, '#fbeccb'],
        [0.6, '#d8bd85'],
        [1, '#a9884e'],
      ],
      0.45,
      0.4,
      0.65,
    ),
  }[look.dial];
  out += circle(cx, cy, dialR, dialFill);
  if (look.dial === 'sunburst') {
    let rays = '';
    for (let i = 0; i < 72; i += 2) {
      const [x1, y1] = polar(cx, cy, dialR, i * 5);
      const [x2, y2] = polar(cx, cy, dialR, i * 5 + 5);
      rays += `M${p(cx, cy)}L${p(x1, y1)}L${p(x2, y2)}Z`;
    }
    out += path(rays, '#ffffff', 'opacity=".09"');
  }
  const ink = look.dial === 'black' ? '#eef1f4' : look.dial === 'sunburst' ? '#6b4a17' : '#2b2520';
  const markerFill = look.dial === 'black' ? '#eef1f4' : metal(art, look.metal, 0);
  // minute track
  if (look.dial !== 'pearl') {
    for (let i = 0; i < 60; i++) {
      if (i % 5 === 0) continue;
      const [x1, y1] = polar(cx, cy, dialR * 0.94, i * 6);
      const [x2, y2] = polar(cx, cy, dialR * 0.98, i * 6);
      out += line(`M${p(x1, y1)}L${p(x2, y2)}`, ink, r * 0.006, 'opacity=".6"');
    }
  }
  // hour markers
  for (let h = 0; h < 12; h++) {
    const a = h * 30;
    if (style === 'chrono' && (h === 3 || h === 6 || h === 9)) continue;
    const major = h % 3 === 0;
    if (look.dial === 'pearl') {
      if (!major) continue;
      const [x, y] = polar(cx, cy, dialR * 0.82, a);
      out += brilliantTop(art, x, y, r * 0.045, diamond, 40 + h);
      continue;
    }
    const len = major ? 0.2 : 0.13;
    const wid = major ? 0.05 : 0.03;
    const [x, y] = polar(cx, cy, dialR * 0.9, a);
    const marker = (left: number): string =>
      path(`M${p(left, y)}h${n(r * wid)}v${n(dialR * len)}h${n(-r * wid)}Z`, markerFill);
    out += `<g transform="rotate(${a} ${n(x)} ${n(y)})">${marker(x - (r * wid) / 2)}</g>`;
    // twelve o'clock gets a double marker
    if (major && h === 0 && style !== 'chrono') {
      out += `<g transform="rotate(0 ${n(x)} ${n(y)})">${marker(x + r * wid * 0.9)}</g>`;
    }
  }
  if (style === 'chrono') {
    for (const [dx, dy] of [
      [-0.4, 0],
      [0.4, 0],
      [0, 0.4],
    ] as const) {
      const sx = cx + dx * dialR;
      const sy = cy + dy * dialR;
      const sr = dialR * 0.25;
      out += circle(
        sx,
        sy,
        sr,
        art.rad('subdial', [
          [0, '#2a2d31'],
          [1, '#0c0d0f'],
        ]),
        `stroke="#9aa3ad" stroke-width="${n(r * 0.012)}"`,
      );
      for (let i = 0; i < 12; i++) {
        const [x1, y1] = polar(sx, sy, sr * 0.78, i * 30);
        const [x2, y2] = polar(sx, sy, sr * 0.95, i * 30);
        out += line(`M${p(x1, y1)}L${p(x2, y2)}`, '#e9ecef', r * 0.006);
      }
      const [hx, hy] = polar(sx, sy, sr * 0.8, dx < 0 ? 300 : dx > 0 ? 40 : 200);
      out += line(`M${p(sx, sy)}L${p(hx, hy)}`, '#ffffff', r * 0.012, 'stroke-linecap="round"');
      out += circle(sx, sy, r * 0.015, '#ffffff');
    }
  }
  // a small signature under twelve
  const sig = letters('BOUTIQUE', r * 0.055, 0.45);
  out +=
    `<path transform="translate(${n(cx - sig.width / 2)} ${n(cy - dialR * 0.5)})" ` +
    `d="${sig.d}" fill="none" stroke="${ink}" stroke-width="${n(r * 0.007)}" opacity=".8"/>`;
  if (style === 'classic' || style === 'gold') {
    const sub = letters('MILANO', r * 0.035, 0.5);
    out +=
      `<path transform="translate(${n(cx - sub.width / 2)} ${n(cy + dialR * 0.42)})" ` +
      `d="${sub.d}" fill="none" stroke="${ink}" stroke-width="${n(r * 0.006)}" opacity=".7"/>`;
  }
  // hands at ten past ten, the watchmaker's smile
  const handFill = look.dial === 'cream' ? '#1f3a78' : look.dial === 'black' ? '#f2f4f6' : metal(art, look.metal, 0);
  const hand = (deg: number, length: number, width: number, tail: number): string => {
    const tip = polar(cx, cy, length, deg);
    const back = polar(cx, cy, tail, deg + 180);
    const l = polar(cx, cy, width, deg - 90);
    const rr = polar(cx, cy, width, deg + 90);
    return path(`M${p(back[0], back[1])}L${p(l[0], l[1])}L${p(tip[0], tip[1])}L${p(rr[0], rr[1])}Z`, handFill);
  };
  const hours = hand(302, dialR * 0.55, r * 0.035, r * 0.08);
  const minutes = hand(60, dialR * 0.82, r * 0.028, r * 0.1);
  const shadow = `<g ${art.blur(r * 0.012)} opacity=".35" transform="translate(${n(r * 0.02)} ${n(r * 0.03)})">`;
  out += `${shadow}${hours.replace(handFill, '#000')}${minutes.replace(handFill, '#000')}</g>`;
  out += hours + minutes;
  const sec = polar(cx, cy, dialR * 0.9, 190);
  const secTail = polar(cx, cy, dialR * 0.22, 10);
  out += line(
    `M${p(secTail[0], secTail[1])}L${p(sec[0], sec[1])}`,
    look.dial === 'black' ? '#d9472b' : look.dial === 'cream' ? '#1f3a78' : '#8a5a2a',
    r * 0.01,
    'stroke-linecap="round"',
  );
  out += circle(cx, cy, r * 0.035, metal(art, look.metal, 0));
  out += circle(cx, cy, r * 0.012, '#000000', 'opacity=".5"');
  // crystal: a broad soft reflection across the upper left
  out += path(
    pathData(
      `M${p(cx - dialR * 0.92, cy - dialR * 0.1)}`,
      `A${n(dialR * 0.95)} ${n(dialR * 0.95)} 0 0 1 ${p(cx + dialR * 0.3, cy - dialR * 0.9)}`,
      `Q${p(cx - dialR * 0.3, cy - dialR * 0.55)} ${p(cx - dialR * 0.92, cy - dialR * 0.1)}`,
      'Z',
    ),
    '#ffffff',
    'opacity=".16"',
  );
  return out;
}

// ─── Earrings ──────────────────────────────────────────────────────────────────────────────────────

export function pearl(art: Art, cx: number, cy: number, r: number): string {
  let out = circle(
    cx,
    cy,
    r,
    art.rad(
      'pearl',
      [
        [0, '#ffffff'],
        [0.35, '#fbf5ec'],
        [0.75, '#e6d9c8'],
        [1, '#a8968a'],
      ],
      0.38,
      0.34,
      0.72,
    ),
  );
  out += circle(
    cx,
    cy,
    r,
    art.rad(
      'pearl-iris',
      [
        [0, '#ffd9e6', 0],
        [0.6, '#ffd9e6', 0.25],
        [0.85, '#cfe8ff', 0.3],
        [1, '#d9f2e6', 0],
      ],
      0.55,
      0.6,
      0.6,
    ),
  );
  out += ellipse(
    cx - r * 0.32,
    cy - r * 0.36,
    r * 0.2,
    r * 0.13,
    '#ffffff',
    `opacity=".95" transform="rotate(-35 ${n(cx - r * 0.32)} ${n(cy - r * 0.36)})"`,
  );
  out += ellipse(cx + r * 0.3, cy + r * 0.55, r * 0.35, r * 0.12, '#ffffff', 'opacity=".35"');
  return out;
}

function studCap(art: Art, cx: number, cy: number, r: number, m: Metal): string {
  return path(
    `M${p(cx - r, cy)}Q${p(cx, cy - r * 1.3)} ${p(cx + r, cy)}Q${p(cx, cy + r * 0.4)} ${p(cx - r, cy)}Z`,
    metal(art, m, 0),
  );
}

export function pearlEarring(art: Art, cx: number, cy: number, r: number, m: Metal = 'gold'): string {
  let out = circle(cx, cy - r * 1.2, r * 0.3, metal(art, m, 120));
  out += line(`M${p(cx, cy - r * 0.95)}L${p(cx, cy - r * 0.8)}`, metalLine[m], r * 0.08);
  out += pearl(art, cx, cy, r * 0.82);
  out += studCap(art, cx, cy - r * 0.72, r * 0.3, m);
  return out;
}

/** A point on an ellipse at `deg` degrees (0 = right, 90 = down). */
function onEllipse(cx: number, cy: number, rx: number, ry: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [cx + rx * Math.cos(a), cy + ry * Math.sin(a)];
}

/** An arc of an ellipse from `from` to `to` degrees, clockwise, as path data. */
function arcD(cx: number, cy: number, rx: number, ry: number, from: number, to: number): string {
  const [x1, y1] = onEllipse(cx, cy, rx, ry, from);
  const [x2, y2] = onEllipse(cx, cy, rx, ry, to);
  const large = to - from > 180 ? 1 : 0;
  return `M${p(x1, y1)}A${n(rx)} ${n(ry)} 0 ${large} 1 ${p(x2, y2)}`;
}

/**
 * A hoop earring: a round polished tube open at the top, where a fine post leaves one end and
 * clicks into the other. `tilt` squashes it (1 upright and facing us, 0.3 lying on the table).
 */
export function hoopEarring(
  art: Art,
  cx: number,
  cy: number,
  r: number,
  tube: number,
  m: Metal,
  tilt = 1,
  rotate = 0,
): string {
  const rx = r;
  const ry = r * tilt;
  const gap = 7;
  const start = -90 + gap;
  const end = 270 - gap;
  let out = line(arcD(cx, cy, rx, ry, start, end), metal(art, m, 115), tube, 'stroke-linecap="round"');
  // the inner side of the tube turns away from the light
  out += line(
    arcD(cx, cy, rx - tube * 0.32, ry - tube * 0.32 * tilt, start + 2, end - 2),
    shade(art, m, 90),
    tube * 0.3,
    'stroke-linecap="round" opacity=".55"',
  );
  // a long highlight along the outer upper left, a shorter one lower right
  out += line(
    arcD(cx, cy, rx + tube * 0.18, ry + tube * 0.18 * tilt, 150, 245),
    '#ffffff',
    tube * 0.2,
    `stroke-linecap="round" opacity=".75" ${art.blur(tube * 0.05)}`,
  );
  out += line(
    arcD(cx, cy, rx + tube * 0.12, ry + tube * 0.12 * tilt, 10, 55),
    '#ffffff',
    tube * 0.14,
    `stroke-linecap="round" opacity=".5" ${art.blur(tube * 0.05)}`,
  );
  // the post: a fine wire from the left end across the opening into the right end
  out += line(arcD(cx, cy, rx, ry, end - 2, 360 + start + 3), metalLine[m], tube * 0.22, 'stroke-linecap="round"');
  const [ox, oy] = onEllipse(cx, cy, rx, ry, start);
  out += circle(ox, oy, tube * 0.5, metal(art, m, 60));
  out += circle(ox, oy, tube * 0.22, shade(art, m, 90), 'opacity=".85"');
  const [hx, hy] = onEllipse(cx, cy, rx, ry, end);
  out += circle(hx, hy, tube * 0.56, metal(art, m, 130));
  out += circle(hx - tube * 0.15, hy - tube * 0.18, tube * 0.14, '#ffffff', 'opacity=".8"');
  return rotate ? `<g transform="rotate(${n(rotate)} ${n(cx)} ${n(cy)})">${out}</g>` : out;
}

export function diamondStud(art: Art, cx: number, cy: number, r: number, m: Metal, seed: number): string {
  let out = circle(cx, cy, r * 1.12, metal(art, m, 130));
  out += brilliantTop(art, cx, cy, r, diamond, seed);
  for (const a of [45, 135, 225, 315]) {
    const [x, y] = polar(cx, cy, r * 0.98, a);
    out += circle(x, y, r * 0.13, metal(art, m, 120));
  }
  out += glint(cx - r * 0.35, cy - r * 0.4, r * 0.55);
  return out;
}

/** A pear-shaped stone: the outline of a teardrop, facets radiating from its heart. */
export function pearStone(art: Art, cx: number, top: number, w: number, h: number, tint: StoneTint): string {
  const bottom = top + h;
  const rr = w / 2;
  const cyArc = bottom - rr;
  const outline = pathData(
    `M${p(cx, top)}`,
    `C${p(cx + rr * 0.35, top + h * 0.2)} ${p(cx + rr, cyArc - rr * 0.6)} ${p(cx + rr, cyArc)}`,
    `A${n(rr)} ${n(rr)} 0 0 1 ${p(cx - rr, cyArc)}`,
    `C${p(cx - rr, cyArc - rr * 0.6)} ${p(cx - rr * 0.35, top + h * 0.2)} ${p(cx, top)}`,
    'Z',
  );
  let out = path(
    outline,
    art.rad(
      `pear-${tint.name}`,
      [
        [0, tint.light],
        [0.55, tint.mid],
        [1, tint.dark],
      ],
      0.4,
      0.6,
      0.6,
    ),
  );
  const heart: Pt = [cx, cyArc - rr * 0.05];
  const rim: Pt[] = [
    [cx, top],
    [cx + rr * 0.45, top + h * 0.3],
    [cx + rr * 0.95, cyArc - rr * 0.2],
    [cx + rr * 0.7, cyArc + rr * 0.7],
    [cx, bottom],
    [cx - rr * 0.7, cyArc + rr * 0.7],
    [cx - rr * 0.95, cyArc - rr * 0.2],
    [cx - rr * 0.45, top + h * 0.3],
  ];
  const rnd = random(11);
  for (let i = 0; i < rim.length; i++) {
    const a = at(rim, i);
    const b = at(rim, (i + 1) % rim.length);
    out += path(poly([a, b, heart]), rnd() > 0.5 ? tint.light : tint.dark, `opacity="${n2(0.12 + rnd() * 0.25)}"`);
  }
  out += ellipse(cx, cyArc - rr * 0.05, rr * 0.42, rr * 0.5, tint.light, 'opacity=".35"');
  out += path(outline, 'none', `stroke="${tint.dark}" stroke-width="${n(w * 0.02)}" opacity=".6"`);
  out += glint(cx - rr * 0.3, cyArc - rr * 0.4, rr * 0.45);
  return out;
}

export function dropEarring(art: Art, cx: number, top: number, scale: number, tint: StoneTint = sapphire): string {
  let out = diamondStud(art, cx, top, scale * 0.16, 'gold', 9);
  out += line(`M${p(cx, top + scale * 0.18)}L${p(cx, top + scale * 0.34)}`, metal(art, 'gold', 0), scale * 0.035);
  out += circle(cx, top + scale * 0.36, scale * 0.04, metal(art, 'gold', 120));
  out += pearStone(art, cx, top + scale * 0.38, scale * 0.5, scale * 0.72, tint);
  out += path(
    pathData(
      `M${p(cx - scale * 0.06, top + scale * 0.38)}`,
      `Q${p(cx, top + scale * 0.33)} ${p(cx + scale * 0.06, top + scale * 0.38)}`,
      `L${p(cx, top + scale * 0.46)}`,
      'Z',
    ),
    metal(art, 'gold', 0),
  );
  return out;
}

// ─── Chains, necklaces and bracelets ───────────────────────────────────────────────────────────────

/** Points along a hanging chain between two anchors, sagging by `sag`. */
export function drape(x1: number, y1: number, x2: number, y2: number, sag: number, count: number): Pt[] {
  const pts: Pt[] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const x = x1 + (x2 - x1) * t;
    const y = y1 + (y2 - y1) * t + sag * (1 - (2 * t - 1) ** 2) * (0.85 + 0.15 * Math.cos(((2 * t - 1) * Math.PI) / 2));
    pts.push([x, y]);
  }
  return pts;
}

/** A fine cable chain: alternating links, seen flat and edge-on. */
export function chain(art: Art, pts: readonly Pt[], m: Metal, size: number): string {
  let out = '';
  const fill = metal(art, m, 120);
  for (let i = 0; i < pts.length - 1; i++) {
    const [x1, y1] = at(pts, i);
    const [x2, y2] = at(pts, i + 1);
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const ang = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
    const len = Math.hypot(x2 - x1, y2 - y1) * 0.68;
    if (i % 2 === 0) {
      out +=
        `<ellipse cx="${n(mx)}" cy="${n(my)}" rx="${n(len)}" ry="${n(size)}" ` +
        `fill="none" stroke="${fill}" stroke-width="${n(size * 0.55)}" ` +
        `transform="rotate(${n(ang)} ${n(mx)} ${n(my)})"/>`;
    } else {
      out +=
        `<ellipse cx="${n(mx)}" cy="${n(my)}" rx="${n(len)}" ry="${n(size * 0.3)}" fill="${fill}" ` +
        `transform="rotate(${n(ang)} ${n(mx)} ${n(my)})"/>`;
    }
  }
  return out;
}

export function pearlStrand(art: Art, pts: readonly Pt[], r: number): string {
  let out = '';
  pts.forEach(([x, y], i) => {
    if (i % 1 === 0) out += pearl(art, x, y, r);
  });
  return out;
}

/** A tennis bracelet lying on a surface: an ellipse of set stones. */
export function tennisBracelet(
  art: Art,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  stone: number,
  m: Metal,
): string {
  const count = Math.round((Math.PI * (rx + ry)) / (stone * 2.3));
  let back = '';
  let front = '';
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2;
    const x = cx + rx * Math.cos(a);
    const y = cy + ry * Math.sin(a);
    const depth = (Math.sin(a) + 1) / 2;
    const s = stone * (0.75 + depth * 0.25);
    const piece = circle(x, y, s * 1.15, metal(art, m, 120)) + brilliantTop(art, x, y, s * 0.92, diamond, 60 + i);
    if (Math.sin(a) < 0) back += `<g opacity=".85">${piece}</g>`;
    else front += piece;
  }
  return back + front + glint(cx - rx * 0.5, cy + ry * 0.75, stone * 1.6);
}

/** A bangle lying on its side. */
export function bangle(art: Art, cx: number, cy: number, rx: number, ry: number, thickness: number, m: Metal): string {
  let out = path(
    ellipseD(cx, cy - thickness * 0.6, rx, ry) +
      ellipseD(cx, cy - thickness * 0.6, rx - thickness, ry - thickness * 0.7),
    shade(art, m, 90),
    'fill-rule="evenodd"',
  );
  out += path(
    ellipseD(cx, cy, rx, ry) + ellipseD(cx, cy, rx - thickness, ry - thickness * 0.7),
    metal(art, m, 100),
    'fill-rule="evenodd"',
  );
  out += line(
    `M${p(cx - rx * 0.85, cy + ry * 0.4)}Q${p(cx, cy + ry * 1.08)} ${p(cx + rx * 0.6, cy + ry * 0.72)}`,
    '#ffffff',
    thickness * 0.18,
    `stroke-linecap="round" opacity=".6" ${art.blur(thickness * 0.06)}`,
  );
  return out;
}
