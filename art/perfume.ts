/**
 * The perfumery: glass flacons with tinted juice and soft reflections, the skincare and perfume
 * tiles, five fictional houses' wordmarks, the hero still and the watermark.
 */
import { floorShadow, metal, plinth } from './materials.ts';
import { letters, wordmark } from './lettering.ts';
import type { Pictures } from './jewellery.ts';
import {
  Art,
  at,
  circle,
  cylinderSide,
  ellipse,
  full,
  line,
  n,
  n2,
  p,
  path,
  pathData,
  poly,
  random,
  roundRect,
} from './svg.ts';

export type BottleShape = 'square' | 'round' | 'tall' | 'facet' | 'arch' | 'flat';
export type CapStyle = 'gold' | 'crystal' | 'black' | 'sphere' | 'marble' | 'wood';

export interface Juice {
  name: string;
  light: string;
  deep: string;
}

export const juices = {
  amber: { name: 'amber', light: '#f6cf8a', deep: '#b86a1e' },
  rose: { name: 'rose', light: '#f8cdd2', deep: '#d27885' },
  green: { name: 'green', light: '#dbeec4', deep: '#7fa66a' },
  lilac: { name: 'lilac', light: '#e5dcf5', deep: '#9a86c9' },
  clear: { name: 'clear', light: '#f4f7f8', deep: '#c9d6dc' },
  oud: { name: 'oud', light: '#d99a5c', deep: '#5e2c10' },
} satisfies Record<string, Juice>;

/** The flacon's outline for a body of width w between top and bottom (y). */
function outline(shape: BottleShape, cx: number, top: number, bottom: number, w: number): string {
  const h = bottom - top;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const r = w * 0.08;
  switch (shape) {
    case 'square':
    case 'flat':
      return roundRect(x0, top, w, h, r);
    case 'round': {
      const rr = w / 2;
      const cy = bottom - rr;
      return pathData(
        `M${p(cx - w * 0.14, top)}`,
        `H${n(cx + w * 0.14)}`,
        `V${n(cy - rr * 0.86)}`,
        `A${n(rr)} ${n(rr)} 0 1 1 ${p(cx - w * 0.14, cy - rr * 0.86)}`,
        'Z',
      );
    }
    case 'tall':
      return pathData(
        `M${p(x0 + w * 0.05, top)}`,
        `H${n(x1 - w * 0.05)}`,
        `Q${p(x1, top)} ${p(x1, top + w * 0.12)}`,
        `V${n(bottom - w * 0.04)}`,
        `Q${p(x1, bottom)} ${p(x1 - w * 0.05, bottom)}`,
        `H${n(x0 + w * 0.05)}`,
        `Q${p(x0, bottom)} ${p(x0, bottom - w * 0.04)}`,
        `V${n(top + w * 0.12)}`,
        `Q${p(x0, top)} ${p(x0 + w * 0.05, top)}`,
        'Z',
      );
    case 'facet':
      return poly([
        [cx - w * 0.22, top],
        [cx + w * 0.22, top],
        [x1, top + h * 0.22],
        [x1, bottom - h * 0.14],
        [cx + w * 0.3, bottom],
        [cx - w * 0.3, bottom],
        [x0, bottom - h * 0.14],
        [x0, top + h * 0.22],
      ]);
    case 'arch':
      return pathData(
        `M${p(x0, bottom - r)}`,
        `V${n(top + w / 2)}`,
        `A${n(w / 2)} ${n(w / 2)} 0 0 1 ${p(x1, top + w / 2)}`,
        `V${n(bottom - r)}`,
        `Q${p(x1, bottom)} ${p(x1 - r, bottom)}`,
        `H${n(x0 + r)}`,
        `Q${p(x0, bottom)} ${p(x0, bottom - r)}`,
        'Z',
      );
  }
}

/**
 * Each flacon clips its juice to its outline under an id numbered in drawing order. A series of
 * pictures numbers them from one again (`restartClipNumbers`), so that its files do not change
 * with the series the build happens to draw before it.
 */
let clipCount = 0;

export function restartClipNumbers(): void {
  clipCount = 0;
}

/** A full flacon standing on `base`: glass, juice, heavy glass foot, collar, cap, reflections. */
export function bottle(
  art: Art,
  cx: number,
  base: number,
  height: number,
  shape: BottleShape,
  juice: Juice,
  cap: CapStyle,
  label?: string,
): string {
  const widths: Record<BottleShape, number> = {
    square: 0.78,
    round: 0.8,
    tall: 0.46,
    facet: 0.72,
    arch: 0.64,
    flat: 1.0,
  };
  const capH = height * (cap === 'sphere' ? 0.2 : cap === 'crystal' ? 0.3 : 0.24);
  const bodyH = height - capH - height * 0.04;
  const w = bodyH * widths[shape] * (shape === 'flat' ? 0.9 : 1);
  const top = base - bodyH;
  const d = outline(shape, cx, top, base, w);
  const clip = art.clip(`clip${++clipCount}`, d);
  const glass = art.lin(
    `glass-${juice.name}`,
    [
      [0, '#ffffff', 0.55],
      [0.2, juice.light, 0.35],
      [0.8, juice.light, 0.3],
      [1, '#ffffff', 0.5],
    ],
    0,
  );
  const liquid = art.lin(
    `juice-${juice.name}`,
    [
      [0, juice.deep],
      [0.35, juice.light],
      [0.65, juice.light],
      [1, juice.deep],
    ],
    0,
  );
  const fill = top + bodyH * (shape === 'round' ? 0.3 : 0.22);
  const foot = bodyH * 0.12;
  let out = path(d, glass);
  out += `<g clip-path="${clip}">`;
  out += path(
    `M${p(cx - w / 2, fill)}Q${p(cx, fill + bodyH * 0.02)} ${p(cx + w / 2, fill)}V${n(base - foot)}H${n(cx - w / 2)}Z`,
    liquid,
    'opacity=".92"',
  );
  out += ellipse(cx, fill, w * 0.46, bodyH * 0.016, '#ffffff', 'opacity=".45"');
  out += path(
    `M${p(cx - w / 2, base - foot)}H${n(cx + w / 2)}V${n(base)}H${n(cx - w / 2)}Z`,
    art.lin(
      `foot-${juice.name}`,
      [
        [0, '#ffffff', 0.7],
        [1, juice.light, 0.6],
      ],
      90,
    ),
  );
  // thick glass: the walls darken towards their inner edge
  out += path(d, 'none', `stroke="${juice.deep}" stroke-width="${n(w * 0.07)}" opacity=".22"`);
  if (shape === 'round') {
    out += ellipse(
      cx - w * 0.2,
      base - w * 0.55,
      w * 0.09,
      w * 0.24,
      '#ffffff',
      `opacity=".6" transform="rotate(20 ${n(cx - w * 0.2)} ${n(base - w * 0.55)})" ${art.blur(w * 0.015)}`,
    );
    out += ellipse(
      cx + w * 0.3,
      base - w * 0.35,
      w * 0.04,
      w * 0.14,
      '#ffffff',
      `opacity=".55" transform="rotate(-25 ${n(cx + w * 0.3)} ${n(base - w * 0.35)})" ${art.blur(w * 0.01)}`,
    );
  } else {
    out += path(
      `M${p(cx - w / 2 + w * 0.09, top)}h${n(w * 0.08)}V${n(base)}h${n(-w * 0.08)}Z`,
      '#ffffff',
      `opacity=".5" ${art.blur(w * 0.012)}`,
    );
    out += path(
      `M${p(cx + w / 2 - w * 0.12, top)}h${n(w * 0.03)}V${n(base)}h${n(-w * 0.03)}Z`,
      '#ffffff',
      `opacity=".6" ${art.blur(w * 0.006)}`,
    );
  }
  out += `</g>`;
  out += path(d, 'none', `stroke="#ffffff" stroke-width="${n(Math.max(1.2, w * 0.012))}" opacity=".8"`);
  out += path(d, 'none', `stroke="${juice.deep}" stroke-width="${n(Math.max(0.6, w * 0.005))}" opacity=".45"`);
  if (label) {
    const size = w * 0.06;
    const mark = letters(label, size, 0.4);
    const ly = top + bodyH * 0.58;
    out += path(
      pathData(
        `M${p(cx - mark.width / 2 - size, ly - size * 1.6)}`,
        `h${n(mark.width + size * 2)}`,
        `v${n(size * 3.2)}`,
        `h${n(-mark.width - size * 2)}`,
        'Z',
      ),
      '#fffaf5',
      'opacity=".82"',
    );
    out +=
      `<path transform="translate(${n(cx - mark.width / 2)} ${n(ly - size / 2)})" ` +
      `d="${mark.d}" fill="none" stroke="#3a302c" stroke-width="${n(size * 0.09)}"/>`;
  }
  // collar and cap
  const collarW = shape === 'tall' ? w * 0.5 : w * 0.32;
  const collarTop = top - height * 0.04;
  out += path(
    `M${p(cx - collarW / 2, collarTop)}h${n(collarW)}v${n(height * 0.045)}h${n(-collarW)}Z`,
    metal(art, 'gold', 0),
  );
  const capTop = collarTop - capH;
  const capW = shape === 'tall' ? w * 0.62 : shape === 'flat' ? w * 0.42 : w * 0.44;
  switch (cap) {
    case 'gold':
      out += path(`M${p(cx - capW / 2, capTop)}h${n(capW)}v${n(capH)}h${n(-capW)}Z`, metal(art, 'gold', 0));
      out += ellipse(cx, capTop, capW / 2, capW * 0.06, metal(art, 'gold', 90));
      break;
    case 'black':
      out += path(
        `M${p(cx - capW / 2, capTop)}h${n(capW)}v${n(capH)}h${n(-capW)}Z`,
        art.lin(
          'capblack',
          [
            [0, '#050505'],
            [0.3, '#3a3a3a'],
            [0.5, '#111'],
            [1, '#000'],
          ],
          0,
        ),
      );
      break;
    case 'wood':
      out += path(
        `M${p(cx - capW / 2, capTop)}h${n(capW)}v${n(capH)}h${n(-capW)}Z`,
        art.lin(
          'capwood',
          [
            [0, '#5a3518'],
            [0.35, '#a86d3a'],
            [0.7, '#7a4a22'],
            [1, '#4a2a10'],
          ],
          0,
        ),
      );
      for (let i = 1; i < 5; i++)
        out += line(
          `M${p(cx - capW / 2, capTop + (capH * i) / 5)}q${n(capW / 2)} ${n(capH * 0.05)} ${n(capW)} 0`,
          '#3a200c',
          1,
          'opacity=".35"',
        );
      break;
    case 'marble':
      out += path(
        `M${p(cx - capW / 2, capTop)}h${n(capW)}v${n(capH)}h${n(-capW)}Z`,
        art.lin(
          'capmarble',
          [
            [0, '#d8d2cc'],
            [0.4, '#fbf9f7'],
            [1, '#c9c1b9'],
          ],
          0,
        ),
      );
      out += line(
        pathData(
          `M${p(cx - capW / 2, capTop + capH * 0.3)}`,
          `q${n(capW * 0.3)} ${n(capH * 0.3)} ${n(capW * 0.6)} ${n(capH * 0.1)}`,
          `t${n(capW * 0.4)} ${n(capH * 0.4)}`,
        ),
        '#a69a8f',
        1.2,
        'opacity=".6"',
      );
      break;
    case 'sphere':
      out += circle(
        cx,
        capTop + capH / 2,
        capH / 2,
        art.rad(
          'capsphere',
          [
            [0, '#fff6dc'],
            [0.4, '#d9b064'],
            [1, '#6e4c18'],
          ],
          0.38,
          0.35,
          0.65,
        ),
      );
      break;
    case 'crystal': {
      const cw = capW * 0.9;
      const pts: [number, number][] = [
        [cx, capTop],
        [cx + cw / 2, capTop + capH * 0.45],
        [cx + cw * 0.18, capTop + capH],
        [cx - cw * 0.18, capTop + capH],
        [cx - cw / 2, capTop + capH * 0.45],
      ];
      out += path(
        poly(pts),
        art.lin(
          'capcrystal',
          [
            [0, '#ffffff', 0.9],
            [0.5, juice.light, 0.7],
            [1, '#ffffff', 0.8],
          ],
          20,
        ),
      );
      out += line(
        `M${p(cx, capTop)}L${p(cx, capTop + capH)}M${p(cx - cw / 2, capTop + capH * 0.45)}H${n(cx + cw / 2)}`,
        '#ffffff',
        1.2,
        'opacity=".8"',
      );
      out += path(poly(pts), 'none', `stroke="${juice.deep}" stroke-width="1" opacity=".4"`);
      break;
    }
  }
  return out;
}

/** The colour a tinted bottle throws on the table beside its shadow. */
function caustic(art: Art, cx: number, base: number, w: number, juice: Juice): string {
  return ellipse(cx + w * 0.25, base + w * 0.05, w * 0.5, w * 0.07, juice.deep, `opacity=".25" ${art.blur(w * 0.05)}`);
}

function airy(art: Art, top: string, bottom: string, horizon: number): void {
  const { width: w, height: h } = art;
  art.add(
    full(
      w,
      h,
      art.lin(
        `air-${top}`,
        [
          [0, top],
          [1, bottom],
        ],
        90,
      ),
    ),
    full(
      w,
      h,
      art.rad(
        `airl-${top}`,
        [
          [0, '#ffffff', 0.8],
          [0.5, '#ffffff', 0.25],
          [1, '#ffffff', 0],
        ],
        0.3,
        0.2,
        0.7,
      ),
    ),
    path(
      `M0 ${n(horizon)}H${w}V${h}H0Z`,
      art.lin(
        `floor-${bottom}`,
        [
          [0, bottom],
          [1, top],
        ],
        90,
      ),
      'opacity=".7"',
    ),
  );
}

const bottleSet: [BottleShape, Juice, CapStyle, string][] = [
  ['square', juices.amber, 'gold', 'LUNE'],
  ['round', juices.rose, 'crystal', 'ROSA'],
  ['tall', juices.green, 'black', 'VERDE'],
  ['facet', juices.lilac, 'sphere', 'IRIS'],
  ['arch', juices.clear, 'marble', 'NEBBIA'],
  ['flat', juices.oud, 'wood', 'OUD'],
];

function bottlePicture(i: number): string {
  const [shape, juice, cap, label] = at(bottleSet, i);
  const art = new Art(600, 800);
  const tones: [string, string][] = [
    ['#f8efe9', '#ead8cd'],
    ['#fbf0f0', '#efd6d8'],
    ['#f3f4ec', '#dfe3d3'],
    ['#f5f1f8', '#e1d9ea'],
    ['#f6f5f2', '#e3e0da'],
    ['#f7efe6', '#e6d3bf'],
  ];
  const [top, bottom] = at(tones, i);
  airy(art, top, bottom, 560);
  art.add(floorShadow(art, 300, 640, 170, 18, 0.3, '#5a3a30'));
  art.add(caustic(art, 300, 640, 240, juice));
  art.add(bottle(art, 300, 640, 480, shape, juice, cap, label));
  return art.grain(0.035).toString();
}

/** A cream jar with a lid. */
function jar(art: Art, cx: number, base: number, w: number, h: number, body: string, lid: string): string {
  const ry = w * 0.14;
  let out = floorShadow(art, cx, base, w * 0.65, ry, 0.3, '#5a3a30');
  out += path(
    cylinderSide(cx, base - h, base, w / 2, ry),
    art.lin(
      `jar-${body}`,
      [
        [0, body],
        [0.35, '#ffffff'],
        [0.6, body],
        [1, '#b9a89c'],
      ],
      0,
    ),
  );
  const lidH = h * 0.4;
  out += path(
    cylinderSide(cx, base - h - lidH, base - h, w / 2 + 2, ry),
    art.lin(
      `lid-${lid}`,
      [
        [0, '#6b5a48'],
        [0.35, lid],
        [0.6, '#fff2d8'],
        [1, '#7a6448'],
      ],
      0,
    ),
  );
  out += ellipse(
    cx,
    base - h - lidH,
    w / 2 + 2,
    ry,
    art.lin(
      `lidtop-${lid}`,
      [
        [0, '#fff6e6'],
        [1, lid],
      ],
      90,
    ),
  );
  return out;
}

function tube(art: Art, cx: number, base: number, w: number, h: number, color: string): string {
  let out = floorShadow(art, cx, base, w * 0.7, w * 0.1, 0.3, '#5a3a30');
  out += path(
    `M${p(cx - w * 0.28, base)}h${n(w * 0.56)}v${n(-h * 0.12)}h${n(-w * 0.56)}Z`,
    art.lin(
      'tubecap',
      [
        [0, '#8a6a3a'],
        [0.4, '#f3dfb0'],
        [1, '#7a5a2a'],
      ],
      0,
    ),
  );
  out += path(
    pathData(
      `M${p(cx - w * 0.32, base - h * 0.12)}`,
      `L${p(cx - w / 2, base - h)}`,
      `H${n(cx + w / 2)}`,
      `L${p(cx + w * 0.32, base - h * 0.12)}`,
      'Z',
    ),
    art.lin(
      `tube-${color}`,
      [
        [0, '#c9b3aa'],
        [0.35, color],
        [0.55, '#ffffff'],
        [1, '#bfa59a'],
      ],
      0,
    ),
  );
  out += path(`M${p(cx - w / 2, base - h)}h${n(w)}v${n(-h * 0.03)}h${n(-w)}Z`, '#d8c6bc');
  out += line(`M${p(cx - w * 0.2, base - h * 0.55)}h${n(w * 0.4)}`, '#8a6e62', 1.5, 'opacity=".6"');
  return out;
}

function dropper(art: Art, cx: number, base: number, w: number, h: number): string {
  let out = floorShadow(art, cx, base, w * 0.7, w * 0.1, 0.3, '#5a3a30');
  const bodyTop = base - h * 0.62;
  const r = w * 0.12;
  out += path(
    pathData(
      `M${p(cx - w / 2, bodyTop + r)}`,
      `Q${p(cx - w / 2, bodyTop)} ${p(cx - w / 2 + r, bodyTop)}`,
      `H${n(cx + w / 2 - r)}`,
      `Q${p(cx + w / 2, bodyTop)} ${p(cx + w / 2, bodyTop + r)}`,
      `V${n(base)}`,
      `H${n(cx - w / 2)}`,
      'Z',
    ),
    art.lin(
      'amberglass',
      [
        [0, '#6a3408'],
        [0.3, '#c9782a'],
        [0.55, '#f0b060'],
        [1, '#5a2a08'],
      ],
      0,
    ),
  );
  out += path(`M${p(cx - w * 0.3, bodyTop)}v${n(-h * 0.08)}h${n(w * 0.6)}v${n(h * 0.08)}Z`, metal(art, 'gold', 0));
  out += path(
    pathData(
      `M${p(cx - w * 0.2, bodyTop - h * 0.08)}`,
      `C${p(cx - w * 0.24, base - h)} ${p(cx + w * 0.24, base - h)} ${p(cx + w * 0.2, bodyTop - h * 0.08)}`,
      'Z',
    ),
    art.lin(
      'bulb',
      [
        [0, '#1a1a1a'],
        [0.4, '#4a4a4a'],
        [1, '#0a0a0a'],
      ],
      0,
    ),
  );
  out += path(
    `M${p(cx - w / 2 + w * 0.12, bodyTop + 6)}h${n(w * 0.08)}V${n(base - 6)}h${n(-w * 0.08)}Z`,
    '#ffffff',
    'opacity=".4"',
  );
  out += path(
    `M${p(cx - w * 0.34, bodyTop + h * 0.22)}h${n(w * 0.68)}v${n(h * 0.2)}h${n(-w * 0.68)}Z`,
    '#f7efe6',
    'opacity=".92"',
  );
  out += wordmark('SIERO', cx, bodyTop + h * 0.35, w * 0.08, '#5a4032', w * 0.008, 0.35);
  return out;
}

function leafShadows(art: Art, seed: number): string {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < 9; i++) {
    const x = 60 + rnd() * 320;
    const y = 40 + rnd() * 360;
    const a = rnd() * 180;
    out +=
      `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(70 + rnd() * 40)}" ry="${n(18 + rnd() * 10)}" ` +
      `fill="#8a6a5a" opacity=".12" transform="rotate(${n(a)} ${n(x)} ${n(y)})"/>`;
  }
  return `<g ${art.blur(12)}>${out}</g>`;
}

/**
 * The skincare tile: a dropper, a cream jar and a tube on an oak wall shelf high in the frame, leaf
 * shadows above; below the shelf only the plaster wall, where the tile sets its title and words.
 */
function skincareTile(): string {
  const art = new Art(1000, 1000);
  airy(art, '#f6ebe4', '#e5cfc4', 1000);
  art.add(leafShadows(art, 3));
  art.add(wallShelf(art, 'sk', 150, 1000, 372));
  art.add(
    `<g transform="translate(640 372) scale(.6) translate(-615 0)">` +
      dropper(art, 440, 0, 150, 380) +
      jar(art, 640, 0, 200, 90, '#efe2d8', '#d9b98a') +
      tube(art, 790, 0, 110, 300, '#f3e3dc') +
      `</g>`,
  );
  return art.grain(0.035).toString();
}

/** A slim oak shelf on the wall from `x0` to `x1`, its top at `y`, with the shadow it casts below. */
function wallShelf(art: Art, id: string, x0: number, x1: number, y: number): string {
  return (
    path(
      `M${n(x0 + 10)} ${n(y + 26)}H${n(x1)}V${n(y + 70)}H${n(x0 + 30)}Z`,
      '#6a4a36',
      `opacity=".18" ${art.blur(14)}`,
    ) +
    path(
      `M${n(x0)} ${n(y)}H${n(x1)}V${n(y + 26)}H${n(x0)}Z`,
      art.lin(
        `shelf-${id}`,
        [
          [0, '#d8b894'],
          [1, '#a47c58'],
        ],
        90,
      ),
    ) +
    line(`M${n(x0)} ${n(y)}H${n(x1)}`, '#f4e2cc', 2, 'opacity=".8"')
  );
}

/**
 * The perfumes tile: three flacons on a marble ledge across the top of the frame, their light
 * falling on the wall below, which is left calm for the tile's title and words.
 */
function perfumesTile(): string {
  const art = new Art(1000, 1000);
  airy(art, '#f7eee8', '#e8d2c6', 1000);
  art.add(
    path('M120 420H1000V470H120Z', '#6a4a36', `opacity=".16" ${art.blur(16)}`),
    path(
      'M100 380H1000V430H100Z',
      art.lin(
        'ledge-pf',
        [
          [0, '#fbf4ef'],
          [0.5, '#ead8cc'],
          [1, '#cdb3a4'],
        ],
        90,
      ),
    ),
    line('M100 380H1000', '#ffffff', 2, 'opacity=".8"'),
  );
  art.add(
    `<g transform="translate(620 380) scale(.62) translate(-510 -760)">` +
      caustic(art, 330, 760, 160, juices.amber) +
      bottle(art, 330, 760, 360, 'square', juices.amber, 'gold') +
      caustic(art, 690, 760, 200, juices.rose) +
      bottle(art, 690, 760, 420, 'round', juices.rose, 'crystal') +
      caustic(art, 500, 760, 120, juices.green) +
      bottle(art, 505, 760, 300, 'tall', juices.green, 'black') +
      `</g>`,
  );
  return art.grain(0.035).toString();
}

// ─── Brands (400×200 wordmarks, ink on transparent) ───────────────────────────────────────────────

const ink = '#2d2622';

function brand(i: number): string {
  const art = new Art(400, 200);
  switch (i) {
    case 1:
      art.add(path('M200 30a22 22 0 1 0 16 37a18 18 0 1 1-16-37Z', ink));
      art.add(wordmark('MAISON LUNE', 200, 128, 24, ink, 1.6, 0.42));
      art.add(line('M150 148H250', ink, 0.8));
      art.add(wordmark('PARFUMS', 200, 172, 10, ink, 1, 0.8));
      break;
    case 2:
      art.add(wordmark('ATELIER', 200, 62, 12, ink, 1.1, 0.9));
      art.add(wordmark('ORO', 200, 140, 58, ink, 3.6, 0.42));
      art.add(line('M120 162H180M220 162H280', ink, 0.8), path('M200 156l6 6-6 6-6-6Z', ink));
      break;
    case 3:
      art.add(
        path('M200 28C184 46 184 70 200 86C216 70 216 46 200 28Z', 'none', `stroke="${ink}" stroke-width="1.6"`),
        line('M200 36V92', ink, 1.2),
      );
      art.add(wordmark('VERDE', 200, 134, 26, ink, 1.5, 0.5));
      art.add(wordmark('NOTTE', 200, 172, 26, ink, 1.5, 0.5));
      break;
    case 4: {
      let rays = '';
      for (let a = 0; a < 360; a += 20) {
        const s = Math.sin((a * Math.PI) / 180);
        const c = Math.cos((a * Math.PI) / 180);
        rays += `M${p(200 + s * 26, 58 - c * 26)}L${p(200 + s * 36, 58 - c * 36)}`;
      }
      art.add(circle(200, 58, 18, 'none', `stroke="${ink}" stroke-width="1.6"`), line(rays, ink, 1.2));
      art.add(wordmark("SOLE D'AMBRA", 200, 142, 22, ink, 1.5, 0.36));
      art.add(wordmark('FIRENZE', 200, 174, 9, ink, 1, 0.8));
      break;
    }
    default:
      art.add(wordmark('NEBBIA', 200, 112, 40, ink, 1.3, 0.55));
      for (let k = 0; k < 3; k++)
        art.add(line(`M${110 + k * 12} ${140 + k * 10}q30-8 60 0t60 0t60 0`, ink, 1, `opacity="${n2(0.8 - k * 0.2)}"`));
      break;
  }
  return art.toString();
}

// ─── Hero, story, watermark ───────────────────────────────────────────────────────────────────────

/** A perfume hero's room: wall, glow and floor tones, and the three flacons (their juices). */
interface PerfumeRoom {
  wall: [string, string, string];
  glow: string;
  floor: [string, string];
  dusk: string;
  flacons: [Juice, Juice, Juice];
  /** How far below the corner the plinth and its flacons stand, to clear a headline set three lines deep. */
  lower?: number;
}

const perfumeRooms: Record<string, PerfumeRoom> = {
  // rose plaster: a rose round flacon, an amber square one and a lilac facet
  'hero/perfume.svg': {
    wall: ['#8a6f6a', '#c9aaa2', '#ead3c8'],
    glow: '#f3b7a5',
    floor: ['#b89890', '#7a5e58'],
    dusk: '#2a1a18',
    flacons: [juices.rose, juices.amber, juices.lilac],
  },
  // plum velvet: a lilac round flacon, an oud square one and a clear facet, for the perfume template
  'hero/perfume-plum.svg': {
    wall: ['#4e3443', '#876577', '#c9adb9'],
    glow: '#e7b3c8',
    floor: ['#8f7080', '#553f4b'],
    dusk: '#1e1018',
    flacons: [juices.lilac, juices.oud, juices.clear],
    lower: 110,
  },
};

function heroPerfume(look: PerfumeRoom): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hp',
        [
          [0, look.wall[0]],
          [0.5, look.wall[1]],
          [1, look.wall[2]],
        ],
        10,
      ),
    ),
  );
  art.add(
    full(
      1600,
      1000,
      art.rad(
        'hpl',
        [
          [0, '#fff3ea', 0.8],
          [0.5, '#fff3ea', 0.2],
          [1, '#fff3ea', 0],
        ],
        0.8,
        0.25,
        0.5,
      ),
    ),
  );
  art.add(
    full(
      1600,
      1000,
      art.rad(
        'hpk',
        [
          [0, look.glow, 0.5],
          [1, look.glow, 0],
        ],
        0.95,
        0.9,
        0.45,
      ),
    ),
  );
  art.add(
    path(
      'M0 760H1600V1000H0Z',
      art.lin(
        'hpf',
        [
          [0, look.floor[0]],
          [1, look.floor[1]],
        ],
        90,
      ),
      'opacity=".85"',
    ),
  );
  // the flacons stand low in the right corner, clear of a centred headline
  art.add(`<g transform="translate(1640 ${1000 + (look.lower ?? 0)}) scale(.78) translate(-1600 -1000)">`);
  art.add(plinth(art, 1230, 700, 240, 320, ['#f6e6de', '#d9bdb2', '#9a7c72']));
  const [round, square, facet] = look.flacons;
  art.add(caustic(art, 1150, 700, 200, round), bottle(art, 1150, 700, 400, 'round', round, 'crystal'));
  art.add(caustic(art, 1330, 700, 150, square), bottle(art, 1335, 700, 330, 'square', square, 'gold'));
  art.add(caustic(art, 1000, 840, 160, facet), bottle(art, 1000, 840, 300, 'facet', facet, 'sphere'));
  art.add('</g>');
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hpv',
        [
          [0, look.dusk, 0.55],
          [0.55, look.dusk, 0.15],
          [1, look.dusk, 0],
        ],
        0,
      ),
    ),
  );
  return art.grain(0.04).toString();
}

function storyPerfumery(): string {
  const art = new Art(1000, 1200);
  art.add(
    full(
      1000,
      1200,
      art.lin(
        'sp',
        [
          [0, '#efe0d8'],
          [1, '#d8bfb3'],
        ],
        90,
      ),
    ),
  );
  // an arched window throwing light
  art.add(
    path(
      'M320 1200V380A180 180 0 0 1 680 380V1200Z',
      art.lin(
        'win',
        [
          [0, '#fffaf5'],
          [1, '#f3e4da'],
        ],
        90,
      ),
    ),
  );
  art.add(line('M500 200V1200M320 560H680', '#d8c2b6', 10));
  art.add(path('M320 1200V380A180 180 0 0 1 680 380V1200Z', 'none', 'stroke="#c9ad9f" stroke-width="14"'));
  // shelves with bottles either side
  const shapes: BottleShape[] = ['square', 'round', 'tall', 'facet', 'arch'];
  const js = Object.values(juices);
  const caps: CapStyle[] = ['gold', 'crystal', 'black', 'sphere', 'marble'];
  const rnd = random(9);
  for (const [x0, x1] of [
    [40, 280],
    [720, 960],
  ] as const) {
    for (let s = 0; s < 4; s++) {
      const y = 360 + s * 200;
      art.add(
        path(
          `M${x0 - 20} ${y}h${x1 - x0 + 40}v14h${-(x1 - x0 + 40)}Z`,
          art.lin(
            'shelf',
            [
              [0, '#b08a6e'],
              [1, '#7a5a44'],
            ],
            90,
          ),
        ),
      );
      art.add(floorShadow(art, (x0 + x1) / 2, y, (x1 - x0) / 2, 6, 0.2));
      for (let b = 0; b < 3; b++) {
        const k = Math.floor(rnd() * 5);
        art.add(
          bottle(
            art,
            x0 + 40 + b * 80,
            y,
            110 + rnd() * 50,
            at(shapes, k),
            at(js, (k + s) % js.length),
            at(caps, (k + b) % caps.length),
          ),
        );
      }
    }
  }
  art.add(path('M0 1080H1000V1200H0Z', '#a88676', 'opacity=".5"'));
  return art.grain(0.04).toString();
}

function logoPerfume(): string {
  const art = new Art(400, 400);
  const c = '#f6e6e0';
  art.add(circle(200, 200, 180, 'none', `stroke="${c}" stroke-width="2.5"`));
  art.add(line('M150 190h100v110q0 20-20 20h-60q-20 0-20-20Z', c, 3, 'stroke-linejoin="round"'));
  art.add(line('M180 190v-22h40v22M170 168h60v-34h-60Z', c, 3, 'stroke-linejoin="round"'));
  art.add(line('M166 224h68', c, 1.4, 'opacity=".8"'));
  art.add(wordmark('PROFUMI', 200, 82, 14, c, 1.4, 0.6));
  return art.toString();
}

export function perfumePictures(): Pictures {
  restartClipNumbers();
  const out: Pictures = {};
  for (let i = 0; i < 6; i++) out[`perfume/bottle-${i + 1}.svg`] = bottlePicture(i);
  out['perfume/skincare.svg'] = skincareTile();
  out['perfume/perfumes.svg'] = perfumesTile();
  for (let i = 1; i <= 5; i++) out[`perfume/brand-${i}.svg`] = brand(i);
  for (const [name, look] of Object.entries(perfumeRooms)) out[name] = heroPerfume(look);
  out['story/perfumery.svg'] = storyPerfumery();
  out['logos/perfume.svg'] = logoPerfume();
  return out;
}
