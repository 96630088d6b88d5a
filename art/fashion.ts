/**
 * Fashion, shoes and bags: garments on hangers, a structured handbag, a pump and a loafer, drawn
 * with fabric folds and leather sheen; the product shots, women/men tiles, collections and heroes.
 */
import { type Tone, floorShadow, metal, plinth } from './materials.ts';
import type { Pictures } from './jewellery.ts';
import { Art, at, circle, ellipse, full, line, n, p, path, pathData, random } from './svg.ts';

function fabric(art: Art, id: string, t: Tone): string {
  return art.lin(
    `fab-${id}`,
    [
      [0, t[2]],
      [0.18, t[1]],
      [0.4, t[0]],
      [0.62, t[1]],
      [0.8, t[0]],
      [1, t[2]],
    ],
    0,
  );
}

export function hanger(art: Art, cx: number, y: number, w: number): string {
  const wood = art.lin(
    'hangerwood',
    [
      [0, '#c9a57a'],
      [0.5, '#8a643c'],
      [1, '#5a3e22'],
    ],
    90,
  );
  return (
    line(
      `M${p(cx, y + 20)}V${n(y - 8)}A${n(14)} ${n(14)} 0 1 0 ${p(cx - 14, y - 22)}`,
      metal(art, 'gold', 0),
      4,
      'stroke-linecap="round"',
    ) +
    path(
      pathData(
        `M${p(cx - w / 2, y + 52)}`,
        `Q${p(cx - w * 0.3, y + 30)} ${p(cx, y + 18)}`,
        `Q${p(cx + w * 0.3, y + 30)} ${p(cx + w / 2, y + 52)}`,
        `L${p(cx + w / 2 - 4, y + 62)}`,
        `Q${p(cx, y + 36)} ${p(cx - w / 2 + 4, y + 62)}`,
        'Z',
      ),
      wood,
    )
  );
}

/** Vertical folds: soft dark and light streaks that follow a flare. */
function folds(
  art: Art,
  cx: number,
  top: number,
  bottom: number,
  topW: number,
  bottomW: number,
  count: number,
  seed: number,
  color = '#000',
): string {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count - 0.5;
    const x1 = cx + t * topW;
    const x2 = cx + t * bottomW * (0.9 + rnd() * 0.2);
    out += line(
      `M${p(x1, top)}Q${p((x1 + x2) / 2 + (rnd() - 0.5) * 20, (top + bottom) / 2)} ${p(x2, bottom)}`,
      i % 2 ? '#ffffff' : color,
      6 + rnd() * 10,
      `opacity="${n(0.06 + rnd() * 0.12)}" ${art.blur(5)}`,
    );
  }
  return out;
}

export function dress(art: Art, id: string, cx: number, top: number, h: number, t: Tone, seed = 1): string {
  const w = h * 0.36;
  const waist = top + h * 0.3;
  const hem = top + h;
  const fill = fabric(art, id, t);
  let out = line(
    pathData(
      `M${p(cx - w * 0.28, top)}`,
      `L${p(cx - w * 0.34, top + h * 0.1)}`,
      `M${p(cx + w * 0.28, top)}`,
      `L${p(cx + w * 0.34, top + h * 0.1)}`,
    ),
    t[2],
    3,
  );
  const outline = pathData(
    `M${p(cx - w * 0.38, top + h * 0.08)}`,
    `Q${p(cx, top + h * 0.14)} ${p(cx + w * 0.38, top + h * 0.08)}`,
    `L${p(cx + w * 0.34, waist)}`,
    `C${p(cx + w * 0.5, waist + h * 0.2)} ${p(cx + w * 0.85, hem - h * 0.2)} ${p(cx + w * 0.95, hem)}`,
    `Q${p(cx + w * 0.5, hem + h * 0.03)} ${p(cx, hem - h * 0.01)}`,
    `Q${p(cx - w * 0.5, hem + h * 0.03)} ${p(cx - w * 0.95, hem)}`,
    `C${p(cx - w * 0.85, hem - h * 0.2)} ${p(cx - w * 0.5, waist + h * 0.2)} ${p(cx - w * 0.34, waist)}`,
    'Z',
  );
  out += path(outline, fill);
  const clip = art.clip(`dclip-${id}`, outline);
  out += `<g clip-path="${clip}">${folds(art, cx, waist, hem, w * 0.6, w * 1.9, 9, seed)}</g>`;
  out += path(
    pathData(
      `M${p(cx - w * 0.36, waist - h * 0.015)}`,
      `Q${p(cx, waist + h * 0.01)} ${p(cx + w * 0.36, waist - h * 0.015)}`,
      `L${p(cx + w * 0.35, waist + h * 0.02)}`,
      `Q${p(cx, waist + h * 0.045)} ${p(cx - w * 0.35, waist + h * 0.02)}`,
      'Z',
    ),
    t[2],
    'opacity=".6"',
  );
  return out;
}

export function jacket(
  art: Art,
  id: string,
  cx: number,
  top: number,
  h: number,
  t: Tone,
  shirt?: string,
  tie?: string,
): string {
  const w = h * 0.62;
  const fill = fabric(art, id, t);
  const bottom = top + h;
  let out = '';
  // sleeves hanging behind
  out += path(
    pathData(
      `M${p(cx - w * 0.46, top + h * 0.08)}`,
      `Q${p(cx - w * 0.56, top + h * 0.5)} ${p(cx - w * 0.5, bottom - h * 0.04)}`,
      `H${n(cx - w * 0.36)}`,
      `L${p(cx - w * 0.34, top + h * 0.2)}`,
      'Z',
    ),
    t[2],
  );
  out += path(
    pathData(
      `M${p(cx + w * 0.46, top + h * 0.08)}`,
      `Q${p(cx + w * 0.56, top + h * 0.5)} ${p(cx + w * 0.5, bottom - h * 0.04)}`,
      `H${n(cx + w * 0.36)}`,
      `L${p(cx + w * 0.34, top + h * 0.2)}`,
      'Z',
    ),
    t[2],
  );
  const body = pathData(
    `M${p(cx - w * 0.14, top)}`,
    `Q${p(cx - w * 0.38, top + h * 0.02)} ${p(cx - w * 0.47, top + h * 0.08)}`,
    `L${p(cx - w * 0.42, bottom)}`,
    `Q${p(cx, bottom + h * 0.02)} ${p(cx + w * 0.42, bottom)}`,
    `L${p(cx + w * 0.47, top + h * 0.08)}`,
    `Q${p(cx + w * 0.38, top + h * 0.02)} ${p(cx + w * 0.14, top)}`,
    'Z',
  );
  out += path(body, fill);
  if (shirt) {
    out += path(`M${p(cx - w * 0.14, top)}L${p(cx, top + h * 0.42)}L${p(cx + w * 0.14, top)}Z`, shirt);
    out += path(
      pathData(
        `M${p(cx - w * 0.14, top)}`,
        `L${p(cx - w * 0.02, top + h * 0.1)}`,
        `L${p(cx - w * 0.12, top + h * 0.12)}`,
        'Z ',
        `M${p(cx + w * 0.14, top)}`,
        `L${p(cx + w * 0.02, top + h * 0.1)}`,
        `L${p(cx + w * 0.12, top + h * 0.12)}`,
        'Z',
      ),
      '#ffffff',
      'opacity=".9"',
    );
    if (tie)
      out += path(
        pathData(
          `M${p(cx - w * 0.03, top + h * 0.09)}`,
          `h${n(w * 0.06)}`,
          `l${n(w * 0.02)} ${n(h * 0.3)}`,
          `l${n(-w * 0.05)} ${n(h * 0.04)}`,
          `l${n(-w * 0.05)} ${n(-h * 0.04)}`,
          'Z',
        ),
        tie,
      );
  } else {
    out += path(`M${p(cx - w * 0.14, top)}L${p(cx, top + h * 0.42)}L${p(cx + w * 0.14, top)}Z`, t[2], 'opacity=".85"');
  }
  const lapel = art.lin(
    `lapel-${id}`,
    [
      [0, t[0]],
      [1, t[2]],
    ],
    60,
  );
  out += path(
    pathData(
      `M${p(cx - w * 0.14, top)}`,
      `L${p(cx - w * 0.02, top + h * 0.46)}`,
      `L${p(cx - w * 0.12, top + h * 0.3)}`,
      `L${p(cx - w * 0.24, top + h * 0.18)}`,
      `L${p(cx - w * 0.2, top + h * 0.13)}`,
      'Z',
    ),
    lapel,
  );
  out += path(
    pathData(
      `M${p(cx + w * 0.14, top)}`,
      `L${p(cx + w * 0.02, top + h * 0.46)}`,
      `L${p(cx + w * 0.12, top + h * 0.3)}`,
      `L${p(cx + w * 0.24, top + h * 0.18)}`,
      `L${p(cx + w * 0.2, top + h * 0.13)}`,
      'Z',
    ),
    lapel,
    'opacity=".9"',
  );
  out += line(`M${p(cx + w * 0.01, top + h * 0.46)}V${n(bottom)}`, '#000', 1.5, 'opacity=".35"');
  for (const y of [0.56, 0.7])
    out += circle(cx - w * 0.04, top + h * y, w * 0.018, t[2], `stroke="${t[0]}" stroke-width="1"`);
  out += line(
    `M${p(cx - w * 0.36, top + h * 0.62)}h${n(w * 0.2)}M${p(cx + w * 0.16, top + h * 0.62)}h${n(w * 0.2)}`,
    '#000',
    2,
    'opacity=".3"',
  );
  return out;
}

export function handbag(
  art: Art,
  id: string,
  cx: number,
  base: number,
  w: number,
  t: Tone,
  hardware: 'gold' | 'silver' = 'gold',
): string {
  const h = w * 0.72;
  const top = base - h;
  const leather = art.lin(
    `leather-${id}`,
    [
      [0, t[2]],
      [0.25, t[1]],
      [0.45, t[0]],
      [0.7, t[1]],
      [1, t[2]],
    ],
    10,
  );
  let out = floorShadow(art, cx, base, w * 0.62, w * 0.06, 0.35);
  out += line(
    pathData(
      `M${p(cx - w * 0.28, top + 4)}`,
      `C${p(cx - w * 0.28, top - h * 0.55)} ${p(cx + w * 0.28, top - h * 0.55)} ${p(cx + w * 0.28, top + 4)}`,
    ),
    t[2],
    w * 0.045,
    'stroke-linecap="round"',
  );
  out += line(
    pathData(
      `M${p(cx - w * 0.28, top + 4)}`,
      `C${p(cx - w * 0.28, top - h * 0.55)} ${p(cx + w * 0.28, top - h * 0.55)} ${p(cx + w * 0.28, top + 4)}`,
    ),
    t[0],
    w * 0.012,
    'opacity=".5" transform="translate(-2 -2)"',
  );
  const body = pathData(
    `M${p(cx - w * 0.44, top)}`,
    `H${n(cx + w * 0.44)}`,
    `L${p(cx + w * 0.5, base - w * 0.04)}`,
    `Q${p(cx + w * 0.5, base)} ${p(cx + w * 0.46, base)}`,
    `H${n(cx - w * 0.46)}`,
    `Q${p(cx - w * 0.5, base)} ${p(cx - w * 0.5, base - w * 0.04)}`,
    'Z',
  );
  out += path(body, leather);
  out += path(
    pathData(
      `M${p(cx - w * 0.44, top)}`,
      `H${n(cx + w * 0.44)}`,
      `L${p(cx + w * 0.46, top + h * 0.46)}`,
      `Q${p(cx, top + h * 0.56)} ${p(cx - w * 0.46, top + h * 0.46)}`,
      'Z',
    ),
    art.lin(
      `flap-${id}`,
      [
        [0, t[1]],
        [0.5, t[0]],
        [1, t[2]],
      ],
      80,
    ),
  );
  out += line(
    `M${p(cx - w * 0.42, top + h * 0.42)}Q${p(cx, top + h * 0.51)} ${p(cx + w * 0.42, top + h * 0.42)}`,
    '#f3e2c8',
    1.4,
    `stroke-dasharray="5 4" opacity=".55"`,
  );
  out += line(
    `M${p(cx - w * 0.45, base - 10)}H${n(cx + w * 0.45)}`,
    '#f3e2c8',
    1.4,
    `stroke-dasharray="5 4" opacity=".4"`,
  );
  out += path(
    `M${p(cx - w * 0.06, top + h * 0.44)}h${n(w * 0.12)}v${n(h * 0.12)}h${n(-w * 0.12)}Z`,
    metal(art, hardware, 20),
  );
  out += path(
    `M${p(cx - w * 0.44, top)}H${n(cx + w * 0.44)}`,
    'none',
    `stroke="#ffffff" stroke-width="2" opacity=".3"`,
  );
  return out;
}

/** A pointed pump in profile, toe to the left. */
export function pump(art: Art, id: string, x: number, base: number, len: number, t: Tone): string {
  const heelH = len * 0.42;
  const leather = art.lin(
    `pump-${id}`,
    [
      [0, t[0]],
      [0.5, t[1]],
      [1, t[2]],
    ],
    70,
  );
  let out = floorShadow(art, x + len * 0.5, base, len * 0.55, len * 0.04, 0.3);
  // sole line from toe up the arch to the heel seat
  const toe: [number, number] = [x, base - len * 0.02];
  const seat: [number, number] = [x + len * 0.9, base - heelH];
  out += path(
    pathData(
      `M${p(toe[0], toe[1])}`,
      `Q${p(x + len * 0.25, base + len * 0.01)} ${p(x + len * 0.42, base - len * 0.04)}`,
      `C${p(x + len * 0.6, base - len * 0.1)} ${p(x + len * 0.7, seat[1] + len * 0.05)} ${p(seat[0], seat[1])}`,
      `L${p(x + len, seat[1] - len * 0.02)}`,
      `L${p(x + len * 0.98, seat[1] - len * 0.16)}`,
      `Q${p(x + len * 0.8, seat[1] - len * 0.12)} ${p(x + len * 0.62, base - len * 0.3)}`,
      `Q${p(x + len * 0.35, base - len * 0.14)} ${p(x + len * 0.15, base - len * 0.12)}`,
      `Q${p(x + len * 0.03, base - len * 0.1)} ${p(toe[0], toe[1])}`,
      'Z',
    ),
    leather,
  );
  // heel
  out += path(
    pathData(
      `M${p(x + len * 0.86, seat[1])}`,
      `L${p(x + len * 0.99, seat[1] - len * 0.01)}`,
      `L${p(x + len * 0.95, base)}`,
      `H${n(x + len * 0.91)}`,
      'Z',
    ),
    art.lin(
      `heel-${id}`,
      [
        [0, t[2]],
        [0.5, t[1]],
        [1, t[2]],
      ],
      0,
    ),
  );
  out += path(`M${p(x + len * 0.905, base - 6)}h${n(len * 0.05)}v6h${n(-len * 0.05)}Z`, '#111');
  // sole edge and a highlight on the vamp
  out += line(
    pathData(
      `M${p(toe[0] + 4, toe[1])}`,
      `Q${p(x + len * 0.25, base + len * 0.01)} ${p(x + len * 0.42, base - len * 0.04)}`,
      `C${p(x + len * 0.6, base - len * 0.1)} ${p(x + len * 0.7, seat[1] + len * 0.05)} ${p(seat[0], seat[1])}`,
    ),
    '#1a0e08',
    3,
    'opacity=".6"',
  );
  out += line(
    pathData(
      `M${p(x + len * 0.06, base - len * 0.07)}`,
      `Q${p(x + len * 0.2, base - len * 0.11)} ${p(x + len * 0.36, base - len * 0.13)}`,
    ),
    '#ffffff',
    4,
    `opacity=".45" stroke-linecap="round" ${art.blur(1.5)}`,
  );
  return out;
}

export function loafer(art: Art, id: string, x: number, base: number, len: number, t: Tone): string {
  const leather = art.lin(
    `loafer-${id}`,
    [
      [0, t[0]],
      [0.45, t[1]],
      [1, t[2]],
    ],
    75,
  );
  /** A point on the shoe, in fractions of its length from the toe end and up from the floor. */
  const pt = (along: number, up: number): string => p(x + len * along, base - len * up);
  let out = floorShadow(art, x + len * 0.5, base, len * 0.56, len * 0.045, 0.3);
  // upper: rounded toe, a low vamp rising to the throat, a gentle collar to the heel
  const upper = pathData(
    `M${pt(0.03, 0.03)}`,
    `C${pt(-0.01, 0.12)} ${pt(0.06, 0.19)} ${pt(0.2, 0.2)}`,
    `C${pt(0.34, 0.21)} ${pt(0.44, 0.27)} ${pt(0.52, 0.3)}`,
    `Q${pt(0.72, 0.25)} ${pt(0.94, 0.31)}`,
    `Q${pt(1.01, 0.2)} ${pt(1, 0.04)}`,
    'Z',
  );
  out += path(upper, leather);
  // the opening, seen as a dark sliver along the collar
  out += path(
    `M${pt(0.52, 0.3)}Q${pt(0.72, 0.25)} ${pt(0.94, 0.31)}Q${pt(0.74, 0.28)} ${pt(0.52, 0.3)}Z`,
    '#1a0e08',
    'opacity=".8"',
  );
  // apron seam and the horsebit
  out += line(
    `M${pt(0.12, 0.19)}Q${pt(0.3, 0.24)} ${pt(0.46, 0.27)}`,
    '#f0d2b0',
    1.6,
    'stroke-dasharray="4 3" opacity=".6"',
  );
  out += path(
    pathData(
      `M${pt(0.36, 0.255)}`,
      `q${n(len * 0.06)} ${n(-len * 0.03)} ${n(len * 0.12)} ${n(-len * 0.01)}`,
      `l${n(-len * 0.005)} ${n(len * 0.025)}`,
      `q${n(-len * 0.06)} ${n(-len * 0.015)} ${n(-len * 0.11)} ${n(len * 0.01)}`,
      'Z',
    ),
    metal(art, 'gold', 90),
  );
  // sole and stacked heel
  out += path(
    pathData(
      `M${pt(0.03, 0.03)}`,
      `H${n(x + len)}`,
      `V${n(base)}`,
      `H${n(x + len * 0.06)}`,
      `Q${pt(0.02, 0)} ${pt(0.03, 0.03)}`,
      'Z',
    ),
    '#24160c',
  );
  out += path(`M${pt(0.78, 0.035)}h${n(len * 0.22)}v${n(len * 0.035)}h${n(-len * 0.22)}Z`, '#3a2414');
  out += line(
    `M${pt(0.05, 0.1)}Q${pt(0.08, 0.17)} ${pt(0.22, 0.185)}`,
    '#ffffff',
    4,
    `opacity=".45" stroke-linecap="round" ${art.blur(1.5)}`,
  );
  return out;
}

function sunglasses(art: Art, cx: number, cy: number, w: number): string {
  const lens = art.lin(
    'lens',
    [
      [0, '#3a2a22'],
      [0.6, '#14100e'],
      [1, '#5a4232'],
    ],
    120,
  );
  const r = w * 0.2;
  let out = floorShadow(art, cx, cy + r * 1.1, w * 0.5, r * 0.15, 0.3);
  for (const s of [-1, 1]) {
    const lx = cx + s * w * 0.24;
    out += ellipse(lx, cy, r, r * 0.84, lens, `stroke="#1a120e" stroke-width="${n(w * 0.025)}"`);
    out += ellipse(
      lx - r * 0.3,
      cy - r * 0.3,
      r * 0.32,
      r * 0.14,
      '#ffffff',
      `opacity=".25" transform="rotate(-25 ${n(lx - r * 0.3)} ${n(cy - r * 0.3)})"`,
    );
  }
  out += line(
    `M${p(cx - w * 0.06, cy - r * 0.3)}Q${p(cx, cy - r * 0.5)} ${p(cx + w * 0.06, cy - r * 0.3)}`,
    metal(art, 'gold', 0),
    w * 0.02,
  );
  out += line(
    pathData(
      `M${p(cx - w * 0.44, cy - r * 0.5)}`,
      `L${p(cx - w * 0.5, cy - r * 0.9)}`,
      `M${p(cx + w * 0.44, cy - r * 0.5)}`,
      `L${p(cx + w * 0.5, cy - r * 0.9)}`,
    ),
    '#1a120e',
    w * 0.025,
    'stroke-linecap="round"',
  );
  return out;
}

function scarf(art: Art, cx: number, cy: number, w: number, colors: [string, string, string]): string {
  const [a, b, c] = colors;
  const d = pathData(
    `M${p(cx - w / 2, cy + w * 0.12)}`,
    `C${p(cx - w * 0.2, cy - w * 0.25)} ${p(cx + w * 0.1, cy + w * 0.3)} ${p(cx + w / 2, cy - w * 0.08)}`,
  );
  let out = line(d, '#3a2a1a', w * 0.2, `opacity=".2" transform="translate(8 14)" ${art.blur(8)}`);
  out += line(d, a, w * 0.2);
  out +=
    line(d, b, w * 0.012, `transform="translate(0 ${n(-w * 0.07)})"`) +
    line(d, b, w * 0.012, `transform="translate(0 ${n(w * 0.07)})"`);
  out += line(d, c, w * 0.03, 'stroke-dasharray="2 18" opacity=".9"');
  out += line(d, '#ffffff', w * 0.2, `opacity=".12" stroke-dasharray="${n(w * 0.1)} ${n(w * 0.14)}"`);
  return out;
}

function ribs(art: Art, id: string, color: string, angle: number, step = 9): string {
  return art.def(
    `rib-${id}`,
    (i) =>
      `<pattern id="${i}" width="${step}" height="20" patternUnits="userSpaceOnUse" patternTransform="rotate(${angle})">` +
      `<path d="M${step / 2} 0V20" stroke="${color}" stroke-width="${n(step * 0.38)}" opacity=".22"/></pattern>`,
  );
}

/** A knit laid flat, seen from above: crew-neck jumper or V-neck cardigan with buttons. */
export function flatKnit(art: Art, style: 'crew' | 'cardigan', t: Tone): string {
  const cx = 400;
  let out = '';
  const rib = ribs(art, style, t[2], 0);
  const fine = ribs(art, `${style}-fine`, t[2], 0, 5);
  const body = pathData(
    `M${p(cx - 150, 200)}`,
    `L${p(cx - 62, 188)}`,
    `Q${p(cx, 214)} ${p(cx + 62, 188)}`,
    `L${p(cx + 150, 200)}`,
    `L${p(cx + 146, 330)}`,
    `L${p(cx + 142, 690)}`,
    `L${p(cx - 142, 690)}`,
    `L${p(cx - 146, 330)}`,
    'Z',
  );
  out += path(body, '#000', `opacity=".12" transform="translate(6 12)" ${art.blur(10)}`);
  for (const s of [-1, 1]) {
    const sleeve = pathData(
      `M${p(cx + s * 150, 200)}`,
      `L${p(cx + s * 290, 580)}`,
      `L${p(cx + s * 232, 606)}`,
      `L${p(cx + s * 146, 336)}`,
      'Z',
    );
    out += path(sleeve, '#000', `opacity=".12" transform="translate(6 12)" ${art.blur(10)}`);
    out += path(
      sleeve,
      art.lin(
        `sl-${style}`,
        [
          [0, t[0]],
          [1, t[1]],
        ],
        0,
      ),
    );
    out += path(sleeve, ribs(art, `${style}${s}`, t[2], s * -20));
    out += path(
      `M${p(cx + s * 272, 532)}L${p(cx + s * 290, 580)}L${p(cx + s * 232, 606)}L${p(cx + s * 216, 558)}Z`,
      t[1],
    );
    out += path(
      `M${p(cx + s * 272, 532)}L${p(cx + s * 290, 580)}L${p(cx + s * 232, 606)}L${p(cx + s * 216, 558)}Z`,
      ribs(art, `${style}c${s}`, t[2], s * -20, 5),
    );
  }
  out += path(
    body,
    art.lin(
      `kb-${style}`,
      [
        [0, t[1]],
        [0.3, t[0]],
        [0.7, t[0]],
        [1, t[1]],
      ],
      0,
    ),
  );
  out += path(body, rib);
  out += path(`M${p(cx - 142, 640)}H${n(cx + 142)}V690H${n(cx - 142)}Z`, t[1], 'opacity=".6"');
  out += path(`M${p(cx - 142, 640)}H${n(cx + 142)}V690H${n(cx - 142)}Z`, fine);
  // soft wrinkles
  out += line(`M${p(cx - 110, 430)}q60 20 120 0`, t[2], 8, `opacity=".12" ${art.blur(5)}`);
  out += line(`M${p(cx - 20, 560)}q60 -16 110 6`, t[2], 8, `opacity=".12" ${art.blur(5)}`);
  if (style === 'crew') {
    out += ellipse(cx, 204, 64, 30, t[2]);
    out += ellipse(cx, 206, 64, 30, 'none', `stroke="${t[1]}" stroke-width="16"`);
    out += ellipse(cx, 206, 64, 30, 'none', `stroke="${fine}" stroke-width="16"`);
  } else {
    out += path(`M${p(cx - 62, 188)}L${p(cx, 420)}L${p(cx + 62, 188)}Q${p(cx, 214)} ${p(cx - 62, 188)}Z`, t[2]);
    // the button band up both fronts and round the back of the neck
    out += line(
      `M${p(cx + 12, 690)}V420L${p(cx - 56, 190)}Q${p(cx, 212)} ${p(cx + 56, 190)}L${p(cx - 6, 420)}`,
      t[1],
      18,
      'stroke-linejoin="round"',
    );
    out += line(
      `M${p(cx + 12, 690)}V420L${p(cx - 56, 190)}Q${p(cx, 212)} ${p(cx + 56, 190)}L${p(cx - 6, 420)}`,
      fine,
      18,
      'stroke-linejoin="round"',
    );
    for (let y = 440; y < 680; y += 48) out += circle(cx + 12, y, 7, '#f3ece0', `stroke="${t[2]}" stroke-width="1.5"`);
  }
  out += path(body, 'none', `stroke="${t[2]}" stroke-width="1.5" opacity=".4"`);
  return out;
}

function editorial(art: Art, top: string, bottom: string, arch?: string): void {
  const { width: w, height: h } = art;
  art.add(
    full(
      w,
      h,
      art.lin(
        `ed-${top}`,
        [
          [0, top],
          [1, bottom],
        ],
        90,
      ),
    ),
  );
  if (arch) {
    const aw = w * 0.62;
    const ax = (w - aw) / 2;
    art.add(path(`M${p(ax, h)}V${n(h * 0.36)}A${n(aw / 2)} ${n(aw / 2)} 0 0 1 ${p(ax + aw, h * 0.36)}V${n(h)}Z`, arch));
  }
  art.add(
    full(
      w,
      h,
      art.rad(
        `edl-${top}`,
        [
          [0, '#ffffff', 0.45],
          [1, '#ffffff', 0],
        ],
        0.35,
        0.25,
        0.6,
      ),
    ),
  );
  art.add(path(`M0 ${n(h * 0.86)}H${w}V${h}H0Z`, '#000', 'opacity=".04"'));
}

const tones = {
  ivory: ['#fbf6ee', '#e9dfd0', '#bfb09a'],
  black: ['#4a4646', '#222020', '#0b0a0a'],
  camel: ['#e2c29a', '#c09264', '#7e5a36'],
  cognac: ['#d08a4c', '#9c5424', '#4e2410'],
  navy: ['#4a5a78', '#26324a', '#111827'],
  blush: ['#f4d6cf', '#dcaea4', '#9e7068'],
  sage: ['#c9d3bd', '#9aa88a', '#5e6b50'],
  burgundy: ['#9a3b48', '#6a1e2a', '#330a12'],
  charcoal: ['#6a6a6e', '#3c3c40', '#1a1a1c'],
} satisfies Record<string, Tone>;
const T = (name: keyof typeof tones): Tone => tones[name];

function productShot(i: number): string {
  const art = new Art(600, 800);
  const bgs: [string, string][] = [
    ['#f4efe8', '#e4dacd'],
    ['#efe9e2', '#d9cdbf'],
    ['#f3ede6', '#e2d5c7'],
    ['#eeeae4', '#d8d1c7'],
    ['#f5f0ea', '#e6dccf'],
    ['#f1ece6', '#ddd3c8'],
  ];
  const [a, b] = at(bgs, i);
  editorial(art, a, b);
  switch (i) {
    case 0:
      art.add(hanger(art, 300, 110, 190), dress(art, 'p1', 300, 168, 560, T('burgundy'), 3));
      break;
    case 1:
      art.add(handbag(art, 'p2', 300, 620, 380, T('cognac')));
      break;
    case 2:
      art.add(pump(art, 'p3', 110, 560, 380, T('black')));
      break;
    case 3:
      art.add(hanger(art, 300, 110, 260), jacket(art, 'p4', 300, 164, 520, T('camel')));
      break;
    case 4:
      // a ribbed crew-neck jumper laid flat, sleeves spread
      art.add(
        `<g transform="translate(300 430) scale(.8) translate(-400 -439)">${flatKnit(art, 'crew', T('sage'))}</g>`,
      );
      break;
    default:
      art.add(sunglasses(art, 300, 420, 380));
      break;
  }
  return art.grain(0.035).toString();
}

function womenTile(): string {
  const art = new Art(800, 1000);
  editorial(art, '#e8dcd2', '#c7b3a3', '#efe5dc');
  art.add(floorShadow(art, 400, 920, 220, 20, 0.2));
  art.add(hanger(art, 400, 150, 230), dress(art, 'w1', 400, 208, 700, T('blush'), 5));
  return art.grain(0.04).toString();
}

function menTile(): string {
  const art = new Art(800, 1000);
  editorial(art, '#dcdad6', '#a9a49c', '#e9e6e1');
  art.add(hanger(art, 400, 150, 330), jacket(art, 'm1', 400, 204, 640, T('navy'), '#f2f4f6', '#7a2a32'));
  return art.grain(0.04).toString();
}

function rail(art: Art, y: number, x0: number, x1: number): string {
  return (
    line(`M${p(x0, y)}H${n(x1)}`, metal(art, 'gold', 90), 8, 'stroke-linecap="round"') +
    line(`M${p(x0 + 10, y)}V${n(art.height)}M${p(x1 - 10, y)}V${n(art.height)}`, metal(art, 'gold', 0), 6)
  );
}

function collection(kind: string): string {
  const art = new Art(800, 1000);
  switch (kind) {
    case 'accessories':
      editorial(art, '#efe6dc', '#d6c5b3');
      art.add(scarf(art, 340, 700, 560, ['#1f2a44', '#c9a15a', '#8a2a32']));
      art.add(sunglasses(art, 400, 380, 420));
      art.add(handbag(art, 'a1', 560, 960, 260, T('black'), 'gold'));
      break;
    case 'womens':
      editorial(art, '#ece3da', '#cdbcaa', '#f3ece4');
      art.add(rail(art, 140, 120, 680));
      art.add(hanger(art, 270, 120, 170), dress(art, 'c1', 270, 178, 620, T('ivory'), 2));
      art.add(hanger(art, 530, 120, 230), jacket(art, 'c2', 530, 174, 520, T('camel')));
      break;
    case 'bags':
      editorial(art, '#e9ddd0', '#c4ab92', '#efe4d8');
      art.add(plinth(art, 400, 720, 300, 300, ['#f4ebe1', '#d9c7b4', '#a48d75']));
      art.add(handbag(art, 'b1', 300, 720, 300, T('cognac')), handbag(art, 'b2', 520, 720, 240, T('black'), 'silver'));
      break;
    case 'dresses':
      editorial(art, '#f0e6e2', '#d4bfb8');
      art.add(rail(art, 120, 60, 740));
      art.add(hanger(art, 200, 100, 150), dress(art, 'd1', 200, 150, 560, T('sage'), 7));
      art.add(hanger(art, 400, 100, 150), dress(art, 'd2', 400, 150, 600, T('burgundy'), 8));
      art.add(hanger(art, 600, 100, 150), dress(art, 'd3', 600, 150, 560, T('blush'), 9));
      break;
    case 'shoes':
      editorial(art, '#ece4dc', '#cbbba9');
      art.add(plinth(art, 300, 600, 230, 420, ['#f4ece3', '#dacbbb', '#a8927c']));
      art.add(pump(art, 's1', 110, 610, 360, T('black')));
      art.add(loafer(art, 's2', 440, 950, 330, T('cognac')));
      break;
  }
  return art.grain(0.04).toString();
}

/** A fashion hero's room: its wall's tones, the window light and the three garments on the rail. */
interface FashionRoom {
  wall: [string, string, string];
  light: string;
  garments: [Tone, Tone, Tone];
  /**
   * The rail and its garments drawn smaller, standing low in the right corner, to clear the headline
   * on the left at a desktop's width and above them on a phone's.
   */
  low?: boolean;
}

const fashionRooms: Record<string, FashionRoom> = {
  // warm taupe: a black dress, a camel jacket and an ivory dress
  'hero/fashion.svg': {
    wall: ['#3a332e', '#6e6157', '#a8978a'],
    light: '#f3e6d8',
    garments: [T('black'), T('camel'), T('ivory')],
  },
  // a cool grey studio: a burgundy satin dress, a charcoal blazer and a blush dress
  'hero/fashion-studio.svg': {
    wall: ['#2c2f33', '#5a5f66', '#9aa0a8'],
    light: '#eef2f7',
    garments: [T('burgundy'), T('charcoal'), T('blush')],
    low: true,
  },
};

function heroFashion(look: FashionRoom): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hf',
        [
          [0, look.wall[0]],
          [0.6, look.wall[1]],
          [1, look.wall[2]],
        ],
        0,
      ),
    ),
  );
  for (let i = 0; i < 3; i++) {
    const x = 820 + i * 260;
    art.add(path(`M${x} 1000V420A110 110 0 0 1 ${x + 220} 420V1000Z`, '#000', `opacity="${n(0.12 + i * 0.04)}"`));
  }
  art.add(
    full(
      1600,
      1000,
      art.rad(
        'hfl',
        [
          [0, look.light, 0.45],
          [1, look.light, 0],
        ],
        0.78,
        0.3,
        0.45,
      ),
    ),
  );
  art.add(path('M0 860H1600V1000H0Z', '#1e1a17', 'opacity=".5"'));
  if (look.low) art.add('<g transform="translate(1570 470) scale(.625) translate(-1600 -150)">');
  art.add(rail(art, 150, 900, 1560));
  art.add(hanger(art, 1010, 130, 160), dress(art, 'h1', 1010, 186, 600, look.garments[0], 4));
  art.add(hanger(art, 1230, 130, 230), jacket(art, 'h2', 1230, 182, 500, look.garments[1]));
  art.add(hanger(art, 1440, 130, 160), dress(art, 'h3', 1440, 186, 620, look.garments[2], 6));
  if (look.low) art.add('</g>');
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hfv',
        [
          [0, '#000', 0.55],
          [0.5, '#000', 0.15],
          [1, '#000', 0],
        ],
        0,
      ),
    ),
  );
  return art.grain(0.05).toString();
}

function heroShoesBags(): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hs',
        [
          [0, '#141312'],
          [1, '#2e2a27'],
        ],
        0,
      ),
    ),
  );
  art.add(
    full(
      1600,
      1000,
      art.rad(
        'hsl',
        [
          [0, '#c78a4e', 0.45],
          [0.5, '#6a4422', 0.15],
          [1, '#000', 0],
        ],
        0.76,
        0.55,
        0.45,
      ),
    ),
  );
  art.add(
    path(
      'M0 820H1600V1000H0Z',
      art.lin(
        'hsf',
        [
          [0, '#221e1b'],
          [1, '#0c0b0a'],
        ],
        90,
      ),
    ),
  );
  art.add(plinth(art, 1180, 720, 260, 300, ['#4a423c', '#2c2622', '#141110']));
  art.add(handbag(art, 'hb', 1160, 720, 340, T('cognac')));
  art.add(pump(art, 'hp', 1330, 860, 240, T('charcoal')));
  art.add(loafer(art, 'hl', 870, 900, 220, T('cognac')));
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hsv',
        [
          [0, '#000', 0.5],
          [0.55, '#000', 0.1],
          [1, '#000', 0],
        ],
        0,
      ),
    ),
  );
  return art.grain(0.05).toString();
}

/** The shop itself: a niche of bags and shoes, an arched mirror, a rail, and a lit jewellery vitrine. */
function storyBoutique(): string {
  const art = new Art(1000, 1200);
  art.add(
    full(
      1000,
      1200,
      art.lin(
        'sb',
        [
          [0, '#e6dbcd'],
          [1, '#c4b29c'],
        ],
        90,
      ),
    ),
  );
  art.add(
    full(
      1000,
      1200,
      art.rad(
        'sbl',
        [
          [0, '#fff8ec', 0.6],
          [1, '#fff8ec', 0],
        ],
        0.5,
        0.15,
        0.7,
      ),
    ),
  );
  // wall panelling
  for (const x of [60, 940]) art.add(line(`M${x} 120V820`, '#b9a68f', 3, 'opacity=".5"'));
  art.add(line('M0 820H1000', '#a8927a', 6));
  // left niche: handbag above, pump below
  art.add(
    path(
      'M120 820V330A150 150 0 0 1 420 330V820Z',
      art.lin(
        'niche',
        [
          [0, '#d3c2ac'],
          [1, '#b5a089'],
        ],
        90,
      ),
    ),
  );
  art.add(
    path(
      'M120 820V330A150 150 0 0 1 420 330V820Z',
      art.rad(
        'nichel',
        [
          [0, '#fff3df', 0.8],
          [1, '#fff3df', 0],
        ],
        0.5,
        0.12,
        0.7,
      ),
    ),
  );
  for (const y of [500, 700])
    art.add(path(`M135 ${y}h270v10h-270Z`, '#8a6d52'), floorShadow(art, 270, y + 10, 120, 6, 0.2));
  art.add(handbag(art, 'sb1', 270, 500, 170, T('cognac')), pump(art, 'sb2', 190, 700, 160, T('black')));
  // right: a tall arched mirror catching the light, a rail with two garments before it
  art.add(path('M560 820V300A170 170 0 0 1 900 300V820Z', '#a8916f'));
  art.add(
    path(
      'M576 820V300A154 154 0 0 1 884 300V820Z',
      art.lin(
        'mirror',
        [
          [0, '#e9eef0'],
          [0.5, '#cfd8dc'],
          [1, '#b7c2c7'],
        ],
        60,
      ),
    ),
  );
  art.add(path('M620 820L700 240L740 240L660 820Z M700 820L770 300L790 300L720 820Z', '#ffffff', 'opacity=".35"'));
  art.add(
    line('M520 250H960', metal(art, 'gold', 90), 7, 'stroke-linecap="round"'),
    line('M540 250V820M940 250V820', metal(art, 'gold', 0), 5),
  );
  art.add(hanger(art, 650, 230, 110), dress(art, 'sb3', 650, 270, 440, T('ivory'), 4));
  art.add(hanger(art, 830, 230, 170), jacket(art, 'sb4', 830, 266, 360, T('black')));
  // floor
  art.add(
    path(
      'M0 820H1000V1200H0Z',
      art.lin(
        'floor',
        [
          [0, '#8a7058'],
          [1, '#4a3a2c'],
        ],
        90,
      ),
    ),
  );
  // the jewellery vitrine in front: wooden base, lit glass case, pieces on velvet
  art.add(floorShadow(art, 500, 1180, 460, 24, 0.5));
  art.add(
    path(
      'M60 980H940V1200H60Z',
      art.lin(
        'vitrinebase',
        [
          [0, '#5a4030'],
          [1, '#2e2018'],
        ],
        90,
      ),
    ),
  );
  art.add(line('M60 980H940', metal(art, 'gold', 90), 5));
  art.add(
    path(
      'M70 860H930V980H70Z',
      art.lin(
        'vitrineglass',
        [
          [0, '#ffffff', 0.35],
          [1, '#fff4e0', 0.15],
        ],
        90,
      ),
    ),
  );
  art.add(path('M80 950H920V980H80Z', '#3a1e22'));
  const gold = metal(art, 'gold', 120);
  // rings, a pendant and pearls on the velvet
  for (const x of [170, 250])
    art.add(ellipse(x, 940, 26, 10, 'none', `stroke="${gold}" stroke-width="6"`), circle(x, 928, 6, '#ffffff'));
  art.add(
    path('M380 950Q430 880 480 950', 'none', `stroke="${gold}" stroke-width="3"`),
    circle(430, 930, 9, '#1f8a63'),
  );
  for (let i = 0; i < 9; i++)
    art.add(
      circle(
        560 + i * 22,
        940 - Math.sin((i / 8) * Math.PI) * 18,
        9,
        art.rad(
          'vpearl',
          [
            [0, '#ffffff'],
            [1, '#cbbcad'],
          ],
          0.35,
          0.35,
          0.7,
        ),
      ),
    );
  art.add(
    ellipse(820, 940, 30, 12, 'none', `stroke="${metal(art, 'silver', 120)}" stroke-width="6"`),
    ellipse(860, 936, 24, 9, 'none', `stroke="${gold}" stroke-width="5"`),
  );
  art.add(line('M70 860H930', '#ffffff', 3, 'opacity=".8"'), path('M70 860H930V870H70Z', '#ffffff', 'opacity=".25"'));
  art.add(path('M160 860L220 860L140 980L80 980Z M560 860L590 860L510 980L480 980Z', '#ffffff', 'opacity=".18"'));
  art.add(ellipse(500, 870, 420, 24, '#fff1d0', `opacity=".35" ${art.blur(14)}`));
  return art.grain(0.04).toString();
}

/** The shoe and bag shop's wall: walnut shelves of bags and pairs of shoes, a fitting bench with a box. */
function storyShoeWall(): string {
  const art = new Art(1000, 1200);
  art.add(
    full(
      1000,
      1200,
      art.lin(
        'sw-wall',
        [
          [0, '#efe4d4'],
          [1, '#cdb89c'],
        ],
        90,
      ),
    ),
  );
  art.add(
    full(
      1000,
      1200,
      art.rad(
        'sw-light',
        [
          [0, '#fff6e6', 0.7],
          [1, '#fff6e6', 0],
        ],
        0.45,
        0.3,
        0.6,
      ),
    ),
  );
  // the walnut cabinet: sides, back panel and three shelves lit from beneath each
  const walnut = art.lin(
    'sw-walnut',
    [
      [0, '#8a5a34'],
      [0.5, '#6a4224'],
      [1, '#3e2412'],
    ],
    0,
  );
  art.add(path('M110 90H890V900H110Z', walnut));
  art.add(
    path(
      'M140 110H860V880H140Z',
      art.lin(
        'sw-back',
        [
          [0, '#3a2616'],
          [1, '#24160c'],
        ],
        90,
      ),
    ),
  );
  const shelves = [350, 600, 850];
  for (const y of shelves) {
    art.add(ellipse(500, y - 180, 320, 120, '#ffd9a0', `opacity=".16" ${art.blur(30)}`));
    art.add(path(`M130 ${y}H870V${y + 22}H130Z`, walnut), line(`M140 ${y}H860`, '#d8a874', 2, 'opacity=".6"'));
  }
  // top shelf: two bags
  art.add(handbag(art, 'sw-bag1', 330, 350, 240, T('cognac')));
  art.add(handbag(art, 'sw-bag2', 660, 350, 200, T('black'), 'silver'));
  // middle shelf: a pair of pumps and a pair of loafers
  art.add(pump(art, 'sw-p1', 170, 600, 210, T('black')), pump(art, 'sw-p2', 230, 594, 210, T('black')));
  art.add(loafer(art, 'sw-l1', 540, 600, 190, T('cognac')), loafer(art, 'sw-l2', 610, 594, 190, T('cognac')));
  // bottom shelf: blush pumps and a camel bag
  art.add(pump(art, 'sw-p3', 170, 850, 200, T('blush')), pump(art, 'sw-p4', 230, 844, 200, T('blush')));
  art.add(handbag(art, 'sw-bag3', 660, 850, 180, T('camel')));
  // the floor and the fitting bench with an open box and a shoe horn
  art.add(
    path(
      'M0 960H1000V1200H0Z',
      art.lin(
        'sw-floor',
        [
          [0, '#b08a62'],
          [1, '#6a4a2e'],
        ],
        90,
      ),
    ),
  );
  art.add(line('M0 960H1000', '#f0d8b4', 2, 'opacity=".5"'));
  art.add(floorShadow(art, 500, 1120, 380, 30, 0.45));
  art.add(
    path(
      'M140 1010H860V1060H140Z',
      art.lin(
        'sw-seat',
        [
          [0, '#8a4a24'],
          [1, '#5a2c12'],
        ],
        90,
      ),
    ),
  );
  art.add(path('M180 1060h30v70h-30Z M790 1060h30v70h-30Z', '#3e2412'));
  art.add(path('M300 940H520V1010H300Z', '#e9dfd0'), path('M300 940L330 920H550L520 940Z', '#f6efe4'));
  art.add(path('M520 940L550 920V990L520 1010Z', '#c8bba8'));
  art.add(loafer(art, 'sw-l3', 320, 948, 150, T('cognac')));
  art.add(line('M620 1008L556 930', metal(art, 'gold', 0), 10, 'stroke-linecap="round"'));
  return art.grain(0.04).toString();
}

export function fashionPictures(): Pictures {
  const out: Pictures = {};
  for (let i = 0; i < 6; i++) out[`fashion/product-${i + 1}.svg`] = productShot(i);
  out['fashion/women.svg'] = womenTile();
  out['fashion/men.svg'] = menTile();
  for (const k of ['accessories', 'womens', 'bags', 'dresses', 'shoes']) out[`collections/${k}.svg`] = collection(k);
  for (const [name, look] of Object.entries(fashionRooms)) out[name] = heroFashion(look);
  out['hero/shoes-bags.svg'] = heroShoesBags();
  out['story/boutique.svg'] = storyBoutique();
  out['story/shoe-wall.svg'] = storyShoeWall();
  return out;
}
