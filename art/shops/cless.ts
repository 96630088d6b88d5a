/**
 * Cless, shoes and bags in Rome: a bauletto, a tote, a quilted clutch, patent pumps, horsebit
 * loafers, Chelsea boots, a buckled belt and tortoiseshell cat-eye sunglasses.
 */
import { type Tone, floorShadow, metal } from '../materials.ts';
import { loafer } from '../fashion.ts';
import { wordmark } from '../lettering.ts';
import { Art, circle, ellipse, line, n, p, path, pathData, poly, random, roundRect } from '../svg.ts';
import { type Piece, shot, stitch } from './studio.ts';

const cognac: Tone = ['#d08a4c', '#9c5424', '#4e2410'];
const tan: Tone = ['#dcaa72', '#a8713c', '#5e3a18'];
const blush: Tone = ['#f4d9d0', '#ddb0a4', '#a07068'];
const patent: Tone = ['#6a6464', '#1c1a1a', '#040404'];
const patentBack: Tone = ['#4e4a4a', '#141212', '#020202'];
const cognacBack: Tone = ['#b8743c', '#84451c', '#3e1c0a'];
const suede: Tone = ['#b09684', '#86695a', '#4a362c'];
const suedeBack: Tone = ['#957c6c', '#6e5446', '#3a2a22'];
const moro: Tone = ['#6e4a36', '#3e2618', '#1e120a'];

/** Leather: bands of sheen across the width. */
function leather(art: Art, id: string, t: Tone, angle = 0): string {
  return art.lin(
    `lea-${id}`,
    [
      [0, t[2]],
      [0.2, t[1]],
      [0.42, t[0]],
      [0.66, t[1]],
      [1, t[2]],
    ],
    angle,
  );
}

/** Light from above fading into shade at the bottom: laid over a shape to give it volume. */
function bottomShade(art: Art, strength = 0.3): string {
  return art.lin(`bshade-${strength}`, [
    [0, '#000', 0],
    [0.6, '#000', 0],
    [1, '#000', strength],
  ]);
}

type Point = [number, number];

/** Points along a cubic Bézier, each with the curve's direction there (degrees). */
function bezierPoints(a: Point, b: Point, c: Point, d: Point, count: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let i = 0; i <= count; i++) {
    const t = i / count;
    const u = 1 - t;
    const x = u * u * u * a[0] + 3 * u * u * t * b[0] + 3 * u * t * t * c[0] + t * t * t * d[0];
    const y = u * u * u * a[1] + 3 * u * u * t * b[1] + 3 * u * t * t * c[1] + t * t * t * d[1];
    const dx = 3 * u * u * (b[0] - a[0]) + 6 * u * t * (c[0] - b[0]) + 3 * t * t * (d[0] - c[0]);
    const dy = 3 * u * u * (b[1] - a[1]) + 6 * u * t * (c[1] - b[1]) + 3 * t * t * (d[1] - c[1]);
    out.push([x, y, (Math.atan2(dy, dx) * 180) / Math.PI]);
  }
  return out;
}

/** A fine shoulder chain of small oval links along a Bézier, alternately seen flat and edge-on. */
function shoulderChain(paint: string, a: Point, b: Point, c: Point, d: Point, links: number, size = 8): string {
  return bezierPoints(a, b, c, d, links)
    .map(([x, y, angle], i) =>
      ellipse(
        x,
        y,
        size,
        size * (i % 2 ? 0.32 : 0.6),
        'none',
        `stroke="${paint}" stroke-width="${n(size * 0.36)}" transform="rotate(${n(angle)} ${n(x)} ${n(y)})"`,
      ),
    )
    .join('');
}

/** A bauletto seen from the front: domed top with a zip, two rolled handles, brass feet. */
function bauletto(art: Art, cx: number, base: number, w: number, t: Tone): string {
  const h = w * 0.6;
  const top = base - h;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  let out = floorShadow(art, cx, base, w * 0.6, w * 0.05, 0.4);
  // the far handle, behind the body
  out += line(
    `M${p(cx - w * 0.2, top + 8)}C${p(cx - w * 0.2, top - h * 0.62)} ${p(cx + w * 0.2, top - h * 0.62)} ${p(cx + w * 0.2, top + 8)}`,
    t[2],
    w * 0.04,
    'stroke-linecap="round"',
  );
  const body = pathData(
    `M${p(x0 + 26, base)}`,
    `H${n(x1 - 26)}`,
    `Q${p(x1, base)} ${p(x1 - 2, base - 28)}`,
    `L${p(x1 - 26, top + h * 0.32)}`,
    `C${p(x1 - 40, top + 6)} ${p(cx + w * 0.3, top)} ${p(cx + w * 0.16, top)}`,
    `H${n(cx - w * 0.16)}`,
    `C${p(cx - w * 0.3, top)} ${p(x0 + 40, top + 6)} ${p(x0 + 26, top + h * 0.32)}`,
    `L${p(x0 + 2, base - 28)}`,
    `Q${p(x0, base)} ${p(x0 + 26, base)}`,
    'Z',
  );
  out += path(body, leather(art, 'baul', t));
  out += path(body, bottomShade(art, 0.28));
  // piping along the sides and the seam of the base panel
  out += path(body, 'none', `stroke="${t[2]}" stroke-width="5" opacity=".7"`);
  out += stitch(`M${p(x0 + 14, base - 44)}H${n(x1 - 14)}`, '#f3dcc0', 1.6, 0.55);
  out += line(`M${p(x0 + 8, base - 50)}H${n(x1 - 8)}`, t[2], 2, 'opacity=".5"');
  // the zip over the dome, and its pull
  const zip = pathData(
    `M${p(x0 + 44, top + h * 0.3)}`,
    `C${p(x0 + 52, top + 22)} ${p(cx - w * 0.3, top + 16)} ${p(cx - w * 0.16, top + 16)}`,
    `H${n(cx + w * 0.16)}`,
    `C${p(cx + w * 0.3, top + 16)} ${p(x1 - 52, top + 22)} ${p(x1 - 44, top + h * 0.3)}`,
  );
  out += line(zip, '#2a1a10', 8, 'stroke-linecap="round"');
  out += line(zip, metal(art, 'gold', 0), 4, 'stroke-dasharray="2 2"');
  out += path(
    `M${p(x0 + 60, top + h * 0.26)}l-10 30q4 10 14 6l10-30Z`,
    metal(art, 'gold', 20),
    'stroke="#6b4a17" stroke-width="1"',
  );
  // the near handle, stitched onto the front with tabs
  const handle = `M${p(cx - w * 0.22, top + h * 0.22)}C${p(cx - w * 0.24, top - h * 0.62)} ${p(cx + w * 0.24, top - h * 0.62)} ${p(cx + w * 0.22, top + h * 0.22)}`;
  out += line(handle, t[2], w * 0.05, 'stroke-linecap="round"');
  out += line(handle, t[1], w * 0.036, 'stroke-linecap="round"');
  out += line(handle, t[0], w * 0.01, 'opacity=".6" transform="translate(-3 -3)"');
  for (const s of [-1, 1]) {
    const hx = cx + s * w * 0.22;
    out += path(roundRect(hx - 16, top + h * 0.14, 32, 58, 10), t[1], `stroke="${t[2]}" stroke-width="2"`);
    out += stitch(roundRect(hx - 11, top + h * 0.14 + 5, 22, 48, 7), '#f3dcc0', 1.2, 0.6, '4 3');
    out += circle(hx, top + h * 0.14 + 42, 5, metal(art, 'gold', 45));
  }
  // blind-embossed name and brass feet
  out += wordmark('CLESS', cx, base - h * 0.3, w * 0.036, '#f6dcc0', 1.4, 0.7).replace('<path', '<path opacity=".75"');
  for (const fx of [x0 + 60, x1 - 60]) out += ellipse(fx, base + 2, 14, 5, metal(art, 'gold', 90));
  out += path(body, 'none', `stroke="#ffffff" stroke-width="2" opacity=".18" transform="translate(-2 -2)"`);
  return out;
}

/** A tote in three-quarter view: front panel, side gusset, open top, two long straps. */
function tote(art: Art, cx: number, base: number, t: Tone): string {
  const topY = base - 310;
  const dx = 40;
  const dy = -18;
  const f0 = cx - 230;
  const f1 = cx + 170;
  const b0 = cx - 195;
  const b1 = cx + 140;
  const front = pathData(
    `M${p(f0, topY)}`,
    `H${n(f1)}`,
    `L${p(b1 + 4, base - 14)}`,
    `Q${p(b1, base)} ${p(b1 - 16, base)}`,
    `H${n(b0 + 16)}`,
    `Q${p(b0, base)} ${p(b0 - 4, base - 14)}`,
    'Z',
  );
  const strap = (d: string, tone: Tone): string =>
    line(d, tone[2], 24, 'stroke-linecap="round"') +
    line(d, '#f1dcc0', 20, 'stroke-dasharray="5 4" opacity=".8"') +
    line(d, tone[1], 15);
  let out = floorShadow(art, cx, base, 300, 24, 0.4);
  // far strap, far panel, inside
  out += strap(
    `M${p(cx - 120 + dx, topY + dy + 16)}C${p(cx - 110 + dx, topY - 230)} ${p(cx + 90 + dx, topY - 230)} ${p(cx + 100 + dx, topY + dy + 16)}`,
    [t[1], t[2], '#2e1808'],
  );
  out += path(
    poly([
      [f0 + dx, topY + dy],
      [f1 + dx, topY + dy],
      [f1, topY],
      [f0, topY],
    ]),
    '#3a2212',
  );
  out += path(
    poly([
      [f0 + 6, topY],
      [f0 + dx + 4, topY + dy + 3],
      [f0 + dx + 60, topY + dy + 3],
      [f0 + 80, topY],
    ]),
    t[2],
    'opacity=".7"',
  );
  // gusset on the right, folded in at its middle
  out += path(
    poly([
      [f1, topY],
      [f1 + dx, topY + dy],
      [b1 + dx * 0.8, base - 10],
      [b1, base],
    ]),
    art.lin('gusset', [
      [0, t[2]],
      [1, t[1]],
    ]),
  );
  out += line(`M${p(f1 + dx * 0.55, topY + dy * 0.4 + 30)}L${p(b1 + dx * 0.4, base - 12)}`, '#000', 3, 'opacity=".25"');
  out += path(front, leather(art, 'tote', t, 8));
  out += path(front, bottomShade(art, 0.25));
  out += stitch(`M${p(f0 + 6, topY + 14)}H${n(f1 - 6)}`, '#f1dcc0', 1.6, 0.65);
  out += stitch(`M${p(b0 + 8, base - 12)}H${n(b1 - 8)}`, '#f1dcc0', 1.6, 0.5);
  out += line(`M${p(f0, topY)}H${n(f1)}`, '#ffffff', 2.5, 'opacity=".35"');
  // near strap, stitched in boxes
  const a = cx - 150;
  const b = cx + 90;
  out += strap(`M${p(a, topY + 60)}C${p(a + 6, topY - 250)} ${p(b - 6, topY - 250)} ${p(b, topY + 60)}`, t);
  for (const x of [a, b]) {
    out += path(roundRect(x - 14, topY + 6, 28, 64, 4), t[1], `stroke="${t[2]}" stroke-width="2"`);
    out += stitch(
      `M${p(x - 9, topY + 14)}h18v46h-18ZM${p(x - 9, topY + 14)}l18 46M${p(x + 9, topY + 14)}l-18 46`,
      '#f1dcc0',
      1.3,
      0.75,
      '3 3',
    );
  }
  out += wordmark('CLESS', cx - 30, base - 110, 16, '#f6dcc0', 1.4, 0.7).replace('<path', '<path opacity=".6"');
  return out;
}

/** An envelope clutch in quilted nappa with a fine chain. */
function clutch(art: Art, cx: number, cy: number, t: Tone): string {
  const w = 470;
  const h = 280;
  const x0 = cx - w / 2;
  const y0 = cy - h / 2;
  const gold = metal(art, 'gold', 0);
  let out = floorShadow(art, cx, y0 + h, w * 0.58, 22, 0.38);
  // the chain strap, looping up behind and falling to the table on the right
  out += shoulderChain(
    gold,
    [x0 + 24, y0 + 10],
    [x0 + 40, y0 - 200],
    [x0 + w - 60, y0 - 230],
    [x0 + w - 22, y0 + 10],
    54,
    8,
  );
  const body = roundRect(x0, y0, w, h, 18);
  out += path(
    body,
    art.lin('clutchbody', [
      [0, t[0]],
      [0.7, t[1]],
      [1, t[2]],
    ]),
  );
  // matelassé: diagonal stitched quilting
  const clip = art.clip('clip-clutch', body);
  let q = '';
  for (let k = -h; k < w + h; k += 52) q += `M${p(x0 + k, y0)}l${n(h)} ${n(h)}M${p(x0 + k, y0)}l${n(-h)} ${n(h)}`;
  out += `<g clip-path="${clip}">${line(q, t[2], 3, 'opacity=".35"')}${stitch(q, '#ffffff', 1, 0.35, '4 4')}</g>`;
  const flap = pathData(
    `M${p(x0 + 4, y0 + 4)}`,
    `H${n(x0 + w - 4)}`,
    `L${p(cx + 34, y0 + h * 0.64)}`,
    `Q${p(cx, y0 + h * 0.74)} ${p(cx - 34, y0 + h * 0.64)}`,
    'Z',
  );
  out += path(flap, '#000', `opacity=".22" transform="translate(0 8)" ${art.blur(6)}`);
  out += path(
    flap,
    art.lin('clutchflap', [
      [0, t[0]],
      [1, t[1]],
    ]),
  );
  out += stitch(
    `M${p(x0 + 22, y0 + 14)}L${p(cx - 28, y0 + h * 0.6)}Q${p(cx, y0 + h * 0.68)} ${p(cx + 28, y0 + h * 0.6)}L${p(x0 + w - 22, y0 + 14)}`,
    t[2],
    1.4,
    0.6,
    '5 4',
  );
  out += circle(cx, y0 + h * 0.6, 17, gold, `stroke="#6b4a17" stroke-width="1.5"`);
  out += circle(cx - 5, y0 + h * 0.6 - 5, 5, '#fff6dc', 'opacity=".8"');
  out += line(`M${p(x0 + 20, y0 + 3)}H${n(x0 + w - 20)}`, '#ffffff', 3, 'opacity=".5"');
  return out;
}

/**
 * A pointed pump in profile, toe to the left: the upper with its low side cut, the lining seen
 * over it, a stiletto heel, the leather sole's edge, and the long reflections of patent leather.
 */
function patentPump(art: Art, id: string, x: number, base: number, len: number, t: Tone): string {
  const pt = (along: number, up: number): string => p(x + len * along, base - len * up);
  const heel = 0.36;
  let out = floorShadow(art, x + len * 0.5, base, len * 0.55, len * 0.04, 0.32);
  // the inside of the far wall and the insole, seen over the near side's top line
  out += path(
    pathData(
      `M${pt(0.36, 0.16)}`,
      `C${pt(0.5, 0.215)} ${pt(0.7, 0.31)} ${pt(0.82, 0.385)}`,
      `C${pt(0.9, 0.45)} ${pt(0.94, 0.515)} ${pt(0.965, 0.525)}`,
      `L${pt(0.985, heel + 0.01)}`,
      `C${pt(0.8, heel - 0.02)} ${pt(0.6, 0.12)} ${pt(0.45, 0.04)}`,
      'Z',
    ),
    art.lin(`lining-${id}`, [
      [0, '#d9b896'],
      [1, '#8a6446'],
    ]),
  );
  const upper = pathData(
    `M${pt(0, 0.035)}`,
    `C${pt(0.05, 0.11)} ${pt(0.2, 0.15)} ${pt(0.36, 0.16)}`,
    `C${pt(0.5, 0.18)} ${pt(0.7, 0.26)} ${pt(0.8, 0.33)}`,
    `C${pt(0.88, 0.4)} ${pt(0.93, 0.5)} ${pt(0.97, 0.51)}`,
    `Q${pt(0.995, 0.47)} ${pt(0.99, 0.42)}`,
    `L${pt(0.985, heel)}`,
    `C${pt(0.8, heel - 0.02)} ${pt(0.6, 0.12)} ${pt(0.45, 0.03)}`,
    `L${pt(0.16, 0.004)}`,
    `Q${pt(0.03, 0.002)} ${pt(0, 0.035)}`,
    'Z',
  );
  out += path(
    upper,
    art.lin(
      `patent-${id}`,
      [
        [0, t[0]],
        [0.35, t[1]],
        [1, t[2]],
      ],
      80,
    ),
  );
  // the heel: wide under the seat, a stiletto at the floor, its tip
  out += path(
    pathData(
      `M${pt(0.855, heel - 0.005)}`,
      `L${pt(0.985, heel)}`,
      `C${pt(0.975, 0.2)} ${pt(0.955, 0.08)} ${pt(0.952, 0.014)}`,
      `L${pt(0.93, 0.014)}`,
      `C${pt(0.93, 0.12)} ${pt(0.905, 0.25)} ${pt(0.855, heel - 0.005)}`,
      'Z',
    ),
    art.lin(
      `heel-${id}`,
      [
        [0, t[2]],
        [0.45, t[0]],
        [1, t[2]],
      ],
      0,
    ),
  );
  out += path(`M${pt(0.929, 0.015)}L${pt(0.953, 0.015)}L${pt(0.953, 0)}L${pt(0.929, 0)}Z`, '#0a0a0a');
  // leather sole edge under the forefoot and along the waist
  out += line(
    `M${pt(0.01, 0.03)}Q${pt(0.04, 0.003)} ${pt(0.16, 0.003)}L${pt(0.45, 0.028)}C${pt(0.6, 0.12)} ${pt(0.8, heel - 0.022)} ${pt(0.87, heel - 0.012)}`,
    '#b98a5c',
    2.2,
  );
  // reflections: along the toe box, down the counter, on the heel
  out += line(
    `M${pt(0.04, 0.07)}Q${pt(0.16, 0.125)} ${pt(0.34, 0.135)}`,
    '#ffffff',
    len * 0.012,
    `opacity=".75" stroke-linecap="round" ${art.blur(1.2)}`,
  );
  out += line(
    `M${pt(0.5, 0.16)}C${pt(0.66, 0.22)} ${pt(0.8, 0.3)} ${pt(0.9, 0.42)}`,
    '#ffffff',
    len * 0.006,
    'opacity=".45" stroke-linecap="round"',
  );
  out += line(
    `M${pt(0.965, heel - 0.03)}C${pt(0.958, 0.22)} ${pt(0.948, 0.1)} ${pt(0.945, 0.03)}`,
    '#ffffff',
    1.6,
    'opacity=".5"',
  );
  out += path(upper, 'none', `stroke="#000" stroke-width="1" opacity=".5"`);
  return out;
}

/** A Chelsea boot in profile, toe to the left: elastic gusset, pull tab, stacked heel. */
function chelsea(art: Art, id: string, x: number, base: number, len: number, t: Tone): string {
  const pt = (along: number, up: number): string => p(x + len * along, base - len * up);
  let out = floorShadow(art, x + len * 0.5, base, len * 0.56, len * 0.045, 0.32);
  const upper = pathData(
    `M${pt(0.02, 0.04)}`,
    `C${pt(-0.01, 0.13)} ${pt(0.06, 0.2)} ${pt(0.2, 0.21)}`,
    `C${pt(0.34, 0.22)} ${pt(0.46, 0.28)} ${pt(0.55, 0.36)}`,
    `C${pt(0.6, 0.42)} ${pt(0.6, 0.6)} ${pt(0.58, 0.76)}`,
    `L${pt(0.95, 0.78)}`,
    `C${pt(0.96, 0.6)} ${pt(0.96, 0.42)} ${pt(1, 0.28)}`,
    `C${pt(1.03, 0.18)} ${pt(1.01, 0.08)} ${pt(0.99, 0.04)}`,
    'Z',
  );
  out += path(
    upper,
    art.lin(
      `boot-${id}`,
      [
        [0, t[0]],
        [0.5, t[1]],
        [1, t[2]],
      ],
      80,
    ),
  );
  // suede nap: a soft mottling
  const rnd = random(id.length * 7 + 3);
  const clip = art.clip(`clip-boot-${id}`, upper);
  let nap = '';
  for (let i = 0; i < 16; i++)
    nap += ellipse(
      x + len * (0.1 + rnd() * 0.85),
      base - len * (0.08 + rnd() * 0.65),
      len * 0.06,
      len * 0.03,
      i % 2 ? '#ffffff' : '#000',
      `opacity=".06"`,
    );
  out += `<g clip-path="${clip}" ${art.blur(6)}>${nap}</g>`;
  // elastic gusset with its ribs
  const gusset = pathData(
    `M${pt(0.64, 0.77)}`,
    `C${pt(0.66, 0.6)} ${pt(0.68, 0.46)} ${pt(0.74, 0.4)}`,
    `C${pt(0.8, 0.46)} ${pt(0.84, 0.6)} ${pt(0.86, 0.775)}`,
    'Z',
  );
  out += path(gusset, '#2a2420');
  let ribs = '';
  for (let i = 1; i < 9; i++) {
    const f = i / 9;
    ribs += `M${pt(0.64 + 0.22 * f, 0.775)}L${pt(0.74 + (f - 0.5) * 0.05, 0.42)}`;
  }
  out += line(ribs, '#5a5048', 1.4, 'opacity=".8"');
  out += stitch(
    `M${pt(0.625, 0.77)}C${pt(0.645, 0.6)} ${pt(0.665, 0.44)} ${pt(0.74, 0.375)}C${pt(0.815, 0.44)} ${pt(0.855, 0.6)} ${pt(0.875, 0.775)}`,
    '#e8d8c8',
    1.4,
    0.6,
    '4 3',
  );
  // pull tab
  out += path(`M${pt(0.9, 0.74)}L${pt(0.91, 0.88)}Q${pt(0.94, 0.9)} ${pt(0.97, 0.88)}L${pt(0.955, 0.74)}Z`, t[2]);
  out += path(
    `M${pt(0.915, 0.78)}L${pt(0.92, 0.86)}L${pt(0.945, 0.86)}L${pt(0.94, 0.78)}Z`,
    art.lin('tabin', [
      [0, '#000', 0.5],
      [1, '#000', 0.2],
    ]),
  );
  // collar shadow, toe seam, welt and sole, stacked heel
  out += line(`M${pt(0.585, 0.755)}L${pt(0.948, 0.775)}`, t[2], 4, 'opacity=".7"');
  out += stitch(
    `M${pt(0.04, 0.07)}C${pt(0.03, 0.14)} ${pt(0.1, 0.18)} ${pt(0.22, 0.185)}`,
    '#e8d8c8',
    1.2,
    0.45,
    '4 3',
  );
  out += path(
    `M${pt(0.02, 0.04)}H${n(x + len * 1.0)}V${n(base - len * 0.015)}H${n(x + len * 0.05)}Q${pt(0.005, 0.02)} ${pt(0.02, 0.04)}Z`,
    '#2a1a10',
  );
  out += stitch(`M${pt(0.04, 0.03)}H${n(x + len * 0.98)}`, '#c9a27a', 1.2, 0.7, '3 3');
  out += path(`M${pt(0.76, 0.015)}H${n(x + len * 1.0)}V${n(base)}H${n(x + len * 0.77)}Z`, '#3a2414');
  out += line(`M${pt(0.76, 0.008)}H${n(x + len)}`, '#5a3a22', 1.2);
  out += path(`M${pt(0.1, 0.015)}H${n(x + len * 0.6)}V${n(base)}H${n(x + len * 0.12)}Z`, '#1a100a');
  return out;
}

/** A buckled belt standing as a loop: the outer face in front, the paler flesh side behind. */
function belt(art: Art, cx: number, cy: number, t: Tone): string {
  const rx = 270;
  const ry = 130;
  const h = 58;
  const brass = metal(art, 'gold', 0);
  let out = floorShadow(art, cx, cy + h + 8, rx * 1.04, ry * 1.02, 0.26);
  // inside of the far side: the pale flesh side of the leather
  out += path(
    `M${p(cx - rx, cy)}A${n(rx)} ${n(ry)} 0 0 1 ${p(cx + rx, cy)}V${n(cy + h)}A${n(rx)} ${n(ry)} 0 0 0 ${p(cx - rx, cy + h)}Z`,
    art.lin(
      'flesh',
      [
        [0, '#8a6a4c'],
        [0.5, '#c9a57e'],
        [1, '#8a6a4c'],
      ],
      0,
    ),
  );
  out += line(`M${p(cx - rx, cy)}A${n(rx)} ${n(ry)} 0 0 1 ${p(cx + rx, cy)}`, t[2], 4);
  // outer face of the near side
  const front = `M${p(cx - rx, cy)}A${n(rx)} ${n(ry)} 0 0 0 ${p(cx + rx, cy)}V${n(cy + h)}A${n(rx)} ${n(ry)} 0 0 1 ${p(cx - rx, cy + h)}Z`;
  out += path(front, leather(art, 'belt', t));
  out += stitch(`M${p(cx - rx + 2, cy + 7)}A${n(rx)} ${n(ry)} 0 0 0 ${p(cx + rx - 2, cy + 7)}`, '#e6caa6', 1.4, 0.6);
  out += stitch(
    `M${p(cx - rx + 2, cy + h - 7)}A${n(rx)} ${n(ry)} 0 0 0 ${p(cx + rx - 2, cy + h - 7)}`,
    '#e6caa6',
    1.4,
    0.6,
  );
  out += line(`M${p(cx - rx, cy)}A${n(rx)} ${n(ry)} 0 0 0 ${p(cx + rx, cy)}`, '#ffffff', 2, 'opacity=".3"');
  // the tail: from the buckle to a rounded tip, lying over the front, with its holes
  const pts: [number, number][] = [];
  const t0 = Math.PI / 2 + 0.02;
  const t1 = Math.PI / 2 - 0.62;
  for (let i = 0; i <= 12; i++) {
    const a = t0 + ((t1 - t0) * i) / 12;
    pts.push([cx + (rx + 3) * Math.cos(a), cy + (ry + 3) * Math.sin(a)]);
  }
  const tip = pts[pts.length - 1] as [number, number];
  let tail = `M${p(pts[0]![0], pts[0]![1] - 2)}`;
  for (const [px, py] of pts.slice(1)) tail += `L${p(px, py - 2)}`;
  tail += `Q${p(tip[0] + 34, tip[1] + h / 2)} ${p(tip[0], tip[1] + h + 2)}`;
  for (const [px, py] of [...pts].reverse()) tail += `L${p(px, py + h + 2)}`;
  tail += 'Z';
  out += path(tail, '#000', `opacity=".3" transform="translate(3 4)" ${art.blur(3)}`);
  out += path(tail, leather(art, 'belttail', t));
  for (let k = 3; k <= 11; k += 2) {
    const [hx, hy] = pts[k] as [number, number];
    out += ellipse(hx, hy + h / 2, 4.5, 5.5, '#120a06');
  }
  out += line(
    `M${p(pts[0]![0], pts[0]![1] - 2)}${pts
      .slice(1)
      .map(([a, b]) => `L${p(a, b - 2)}`)
      .join('')}`,
    '#ffffff',
    1.6,
    'opacity=".35"',
  );
  // keeper, then the brass frame with its prong
  const bx = cx;
  const by = cy + ry;
  out += path(
    roundRect(bx + 44, by - 8, 22, h + 18, 5),
    leather(art, 'keeper', t, 0),
    `stroke="${t[2]}" stroke-width="1.5"`,
  );
  out += path(roundRect(bx - 40, by - 16, 72, h + 32, 12), 'none', `stroke="${brass}" stroke-width="11"`);
  out += path(roundRect(bx - 40, by - 16, 72, h + 32, 12), 'none', `stroke="#6b4a17" stroke-width="1" opacity=".6"`);
  out += line(`M${p(bx - 40, by + h / 2)}H${n(bx + 24)}`, brass, 6, 'stroke-linecap="round"');
  out += ellipse(bx + 24, by + h / 2, 5, 5.5, '#120a06');
  out += line(`M${p(bx - 44, by - 10)}v${n(h + 18)}`, '#fff6dc', 2, 'opacity=".7"');
  return out;
}

/** Tortoiseshell acetate: amber ground with dark and honey patches. */
function tortoise(art: Art): string {
  return art.def('tortoise', (id) => {
    const rnd = random(11);
    let spots = '';
    for (let i = 0; i < 22; i++) {
      const c = ['#2a1206', '#3e1c0a', '#c98a40', '#e8b060'][i % 4];
      spots += `<ellipse cx="${n(rnd() * 90)}" cy="${n(rnd() * 90)}" rx="${n(5 + rnd() * 12)}" ry="${n(3 + rnd() * 7)}" fill="${c}" opacity="${n(0.5 + rnd() * 0.4)}" transform="rotate(${n(rnd() * 180)} 45 45)"/>`;
    }
    return `<pattern id="${id}" width="90" height="90" patternUnits="userSpaceOnUse"><rect width="90" height="90" fill="#7a3e16"/>${spots}</pattern>`;
  });
}

/**
 * Sunglasses seen from the front and a little above, temples open behind the lenses: `cateye`
 * in thick acetate, `round` in fine metal wire.
 */
export function sunglasses(
  art: Art,
  cx: number,
  cy: number,
  style: 'cateye' | 'round',
  frame: string,
  lens: [string, string],
  rim = 22,
): string {
  const lensFill = art.lin(`lens-${style}`, [
    [0, lens[0]],
    [0.55, lens[1]],
    [1, lens[1], 0.75],
  ]);
  const half = (s: 1 | -1): string => {
    const lx = cx + s * 150;
    const X = (v: number): number => lx + s * v;
    if (style === 'round') return `M${p(X(-105), cy)}A105 105 0 1 0 ${p(X(105), cy)}A105 105 0 1 0 ${p(X(-105), cy)}Z`;
    return pathData(
      `M${p(X(-98), cy - 44)}`,
      `C${p(X(-40), cy - 74)} ${p(X(60), cy - 82)} ${p(X(118), cy - 70)}`,
      `C${p(X(126), cy - 40)} ${p(X(112), cy + 24)} ${p(X(78), cy + 54)}`,
      `C${p(X(38), cy + 86)} ${p(X(-50), cy + 84)} ${p(X(-84), cy + 48)}`,
      `C${p(X(-108), cy + 18)} ${p(X(-110), cy - 26)} ${p(X(-98), cy - 44)}`,
      'Z',
    );
  };
  let out = floorShadow(art, cx, cy + 160, 330, 26, 0.3);
  // temples receding from the hinges
  for (const s of [-1, 1] as const) {
    const hx = cx + s * (style === 'round' ? 258 : 272);
    const hy = style === 'round' ? cy - 20 : cy - 58;
    out += line(
      `M${p(hx, hy)}L${p(cx + s * 240, cy - 250)}Q${p(cx + s * 232, cy - 276)} ${p(cx + s * 210, cy - 282)}`,
      frame,
      style === 'round' ? 7 : 16,
      'stroke-linecap="round" stroke-linejoin="round"',
    );
  }
  for (const s of [-1, 1] as const) {
    const d = half(s);
    out += path(d, lensFill);
    out += path(
      d,
      art.lin(
        'lensglint',
        [
          [0, '#ffffff', 0.35],
          [0.45, '#ffffff', 0],
          [1, '#ffffff', 0],
        ],
        60,
      ),
    );
    out += path(d, 'none', `stroke="${frame}" stroke-width="${rim}" stroke-linejoin="round"`);
  }
  // bridge
  if (style === 'round') {
    out += line(`M${p(cx - 45, cy - 40)}Q${p(cx, cy - 66)} ${p(cx + 45, cy - 40)}`, frame, 8, 'stroke-linecap="round"');
    out += line(`M${p(cx - 40, cy - 62)}H${n(cx + 40)}`, frame, 5);
    for (const s of [-1, 1]) out += ellipse(cx + s * 34, cy + 8, 8, 13, '#ffffff', 'opacity=".6" stroke="#c9c9c9"');
  } else {
    out += line(
      `M${p(cx - 58, cy - 38)}Q${p(cx, cy - 62)} ${p(cx + 58, cy - 38)}`,
      frame,
      26,
      'stroke-linecap="round"',
    );
    // the cat-eye lift and its two pins
    for (const s of [-1, 1]) {
      const ox = cx + s * 272;
      out += path(
        `M${p(ox - s * 30, cy - 88)}Q${p(ox + s * 8, cy - 100)} ${p(ox + s * 18, cy - 78)}L${p(ox - s * 6, cy - 50)}Z`,
        frame,
      );
      for (const k of [0, 1]) out += circle(ox - s * (8 + k * 14), cy - 74 + k * 4, 3.5, metal(art, 'gold', 45));
    }
  }
  // reflections of the softbox
  for (const s of [-1, 1])
    out += path(`M${p(cx + s * 150 - 60, cy - 40)}q30-14 60-12l-40 70q-20-20-20-58Z`, '#ffffff', 'opacity=".22"');
  return out;
}

/** Cless's products' photos, in the seed's order. */
export function clessPieces(): Piece[] {
  return [
    {
      name: 'bauletto-babuino-in-vitello',
      form: 'bauletto handbag',
      svg: shot('cless', (art) => art.add(bauletto(art, 400, 650, 500, cognac))),
      close: [400, 400, 380],
    },
    {
      name: 'tote-campo-de-fiori-in-cuoio',
      form: 'tote bag',
      svg: shot('cless', (art) => art.add(tote(art, 410, 680, tan))),
      close: [300, 360, 380],
    },
    {
      name: 'pochette-serale-matelasse',
      form: 'clutch bag',
      svg: shot('cless', (art) => art.add(clutch(art, 400, 500, blush))),
      close: [400, 520, 360],
    },
    {
      name: 'decollete-via-condotti-in-vernice',
      form: 'pumps',
      svg: shot('cless', (art) =>
        art.add(patentPump(art, 'cpb', 250, 570, 450, patentBack), patentPump(art, 'cpf', 90, 650, 520, patent)),
      ),
      close: [480, 470, 400],
    },
    {
      name: 'mocassino-morsetto-in-vitello',
      form: 'loafers',
      svg: shot('cless', (art) =>
        art.add(loafer(art, 'clb', 240, 570, 470, cognacBack), loafer(art, 'clf', 90, 650, 530, cognac)),
      ),
      close: [330, 510, 340],
    },
    {
      name: 'stivaletto-chelsea-in-camoscio',
      form: 'chelsea boots',
      svg: shot('cless', (art) =>
        art.add(chelsea(art, 'cbb', 260, 610, 400, suedeBack), chelsea(art, 'cbf', 130, 680, 440, suede)),
      ),
      close: [470, 470, 380],
    },
    {
      name: 'cintura-testa-di-moro',
      form: 'belt',
      svg: shot('cless', (art) => art.add(belt(art, 400, 340, moro))),
      close: [430, 500, 340],
    },
    {
      name: 'occhiali-cat-eye-tartaruga',
      form: 'sunglasses',
      svg: shot('cless', (art) => art.add(sunglasses(art, 400, 440, 'cateye', tortoise(art), ['#3a2414', '#8a5a30']))),
      close: [580, 400, 340],
    },
  ];
}
