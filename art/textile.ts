/**
 * Home textiles and linens: folded stacks, cushions, a made bed, towels, a laid table, sheer
 * curtains and candles, in warm sand, terracotta and sage; the heroes and the studio story image.
 */
import { type Tone, floorShadow, plinth } from './materials.ts';
import type { Pictures } from './jewellery.ts';
import { Art, at, circle, cylinderSide, ellipse, full, line, n, n2, p, path, pathData, random } from './svg.ts';

export const linens = {
  sand: ['#f1e4d0', '#dcc6a6', '#a88e6c'],
  terracotta: ['#e7a587', '#c46f4d', '#7e3e26'],
  sage: ['#d4dcc6', '#a9b697', '#6c7a5c'],
  ivory: ['#fbf7ef', '#ebe2d3', '#bfb29e'],
  clay: ['#e8cfc0', '#cfa892', '#91695a'],
  ink: ['#6e7a8a', '#46505e', '#252b33'],
  ochre: ['#efcf8a', '#d0a34e', '#8a6422'],
} satisfies Record<string, Tone>;
type Linen = keyof typeof linens;
const L = (name: Linen): Tone => linens[name];

/** Fine weave: a few faint horizontal threads over a shape's box. */
function weave(x: number, y: number, w: number, h: number, color: string, step = 6): string {
  let d = '';
  for (let yy = y + step / 2; yy < y + h; yy += step) d += `M${p(x, yy)}h${n(w)}`;
  return line(d, color, 0.8, 'opacity=".12"');
}

/** The light on a folded piece's faces: the top face brightening away from us, the front darkening downwards. */
export function foldLight(art: Art, id: string, t: Tone, face: 'top' | 'front'): string {
  if (face === 'top')
    return art.lin(
      `tf-${id}`,
      [
        [0, t[1]],
        [1, t[0]],
      ],
      90,
    );
  return art.lin(
    `ff-${id}`,
    [
      [0, t[0]],
      [0.6, t[1]],
      [1, t[2]],
    ],
    90,
  );
}

/** Where a folded piece lies, for what its cloth shows on the front: `front` is the front's outline. */
export interface Fold {
  x0: number;
  top: number;
  w: number;
  h: number;
  r: number;
  front: string;
}

/**
 * One folded piece seen from the front and a little above: top face, rounded fold, front. `light`
 * holds the faces' two `foldLight`s, made by the caller because the order of a picture's definitions
 * is part of its file (the stacks here define the front's first, Intimamente Home's linens the top's).
 * `cloth` lays the fabric's own look (weave, loops, a border, a hem) over the front.
 */
export function folded(
  cx: number,
  base: number,
  w: number,
  h: number,
  t: Tone,
  depth: number,
  light: { top: string; front: string },
  cloth: (fold: Fold) => string,
): string {
  const x0 = cx - w / 2;
  const top = base - h;
  const r = h * 0.5;
  const front = pathData(
    `M${p(x0 + r * 0.3, top)}`,
    `H${n(x0 + w - r * 0.3)}`,
    `Q${p(x0 + w + r * 0.25, top + h / 2)} ${p(x0 + w - r * 0.3, base)}`,
    `H${n(x0 + r * 0.3)}`,
    `Q${p(x0 - r * 0.25, top + h / 2)} ${p(x0 + r * 0.3, top)}`,
    'Z',
  );
  let out = path(
    `M${p(x0 + depth * 0.6, top - depth)}H${n(x0 + w - depth * 0.2)}L${p(x0 + w, top)}H${n(x0)}Z`,
    light.top,
  );
  out += path(front, light.front);
  out += cloth({ x0, top, w, h, r, front });
  out += line(`M${p(x0 + r * 0.5, top + 2)}H${n(x0 + w - r * 0.5)}`, '#ffffff', 1.6, 'opacity=".5"');
  out += line(`M${p(x0 + r * 0.6, base - 1)}H${n(x0 + w - r * 0.6)}`, t[2], 2, 'opacity=".5"');
  return out;
}

export function stack(
  art: Art,
  id: string,
  cx: number,
  base: number,
  w: number,
  layers: Linen[],
  h = 46,
  seed = 1,
): string {
  const rnd = random(seed);
  let out = floorShadow(art, cx, base, w * 0.6, w * 0.05, 0.3);
  layers.forEach((k, i) => {
    const dx = (rnd() - 0.5) * w * 0.05;
    const t = L(k);
    const light = { front: foldLight(art, `${id}${i}`, t, 'front'), top: foldLight(art, `${id}${i}`, t, 'top') };
    out += folded(cx + dx, base - i * h * 0.96, w * (1 - i * 0.015), h, t, w * 0.08, light, (f) =>
      weave(f.x0 + f.r * 0.3, f.top + 2, f.w - f.r * 0.6, f.h - 4, t[2]),
    );
  });
  return out;
}

export function cushion(
  art: Art,
  id: string,
  cx: number,
  cy: number,
  s: number,
  t: Tone,
  pattern: 'plain' | 'stripe' | 'piped' | 'check' = 'plain',
  tilt = 0,
): string {
  const h = s / 2;
  const d = pathData(
    `M${p(cx - h, cy - h)}`,
    `Q${p(cx, cy - h * 0.82)} ${p(cx + h, cy - h)}`,
    `Q${p(cx + h * 0.84, cy)} ${p(cx + h, cy + h)}`,
    `Q${p(cx, cy + h * 0.84)} ${p(cx - h, cy + h)}`,
    `Q${p(cx - h * 0.84, cy)} ${p(cx - h, cy - h)}`,
    'Z',
  );
  const fill = art.rad(
    `cu-${id}`,
    [
      [0, t[0]],
      [0.7, t[1]],
      [1, t[2]],
    ],
    0.42,
    0.4,
    0.65,
  );
  let out = `<g transform="rotate(${tilt} ${n(cx)} ${n(cy)})">`;
  out += path(d, fill);
  const clip = art.clip(`cc-${id}`, d);
  if (pattern === 'stripe') {
    let st = '';
    for (let x = cx - h; x < cx + h; x += s * 0.12) st += `M${p(x, cy - h)}v${n(s)}`;
    out += `<g clip-path="${clip}">${line(st, t[2], s * 0.03, 'opacity=".35"')}</g>`;
  } else if (pattern === 'check') {
    let st = '';
    for (let k = -h; k < h; k += s * 0.16) st += `M${p(cx + k, cy - h)}v${n(s)}M${p(cx - h, cy + k)}h${n(s)}`;
    out += `<g clip-path="${clip}">${line(st, t[2], s * 0.02, 'opacity=".3"')}</g>`;
  }
  if (pattern === 'piped') out += path(d, 'none', `stroke="${t[2]}" stroke-width="${n(s * 0.025)}"`);
  // the dent of a plumped cushion and its corner creases
  out += ellipse(cx + s * 0.04, cy + s * 0.05, s * 0.2, s * 0.12, t[2], `opacity=".25" ${art.blur(s * 0.05)}`);
  out += line(
    pathData(
      `M${p(cx - h * 0.92, cy - h * 0.92)}`,
      `l${n(s * 0.12)} ${n(s * 0.08)}`,
      `M${p(cx + h * 0.92, cy + h * 0.92)}`,
      `l${n(-s * 0.12)} ${n(-s * 0.06)}`,
    ),
    t[2],
    s * 0.012,
    'opacity=".5" stroke-linecap="round"',
  );
  out += ellipse(cx - s * 0.18, cy - s * 0.2, s * 0.22, s * 0.1, '#ffffff', `opacity=".25" ${art.blur(s * 0.04)}`);
  return out + '</g>';
}

function candle(art: Art, cx: number, base: number, w: number, h: number, wax: Tone, lit = true): string {
  let out = floorShadow(art, cx, base, w * 0.75, w * 0.1, 0.3);
  const ry = w * 0.12;
  out += path(
    cylinderSide(cx, base - h, base, w / 2, ry),
    art.lin(
      `wax-${wax[1]}`,
      [
        [0, wax[2]],
        [0.3, wax[0]],
        [0.6, wax[1]],
        [1, wax[2]],
      ],
      0,
    ),
  );
  out += ellipse(
    cx,
    base - h,
    w / 2,
    ry,
    art.lin(
      `waxtop-${wax[1]}`,
      [
        [0, wax[1]],
        [1, wax[0]],
      ],
      90,
    ),
  );
  out += ellipse(cx, base - h + 2, w * 0.3, ry * 0.5, wax[2], 'opacity=".25"');
  out += line(`M${p(cx, base - h)}v${n(-w * 0.12)}`, '#2a1e16', 2.5, 'stroke-linecap="round"');
  if (lit) {
    const fy = base - h - w * 0.12;
    out += circle(
      cx,
      fy - w * 0.1,
      w * 0.9,
      art.rad('halo', [
        [0, '#ffd89a', 0.55],
        [0.4, '#ffc77a', 0.18],
        [1, '#ffc77a', 0],
      ]),
    );
    out += path(
      pathData(
        `M${p(cx, fy - w * 0.34)}`,
        `C${p(cx + w * 0.1, fy - w * 0.18)} ${p(cx + w * 0.08, fy)} ${p(cx, fy + w * 0.02)}`,
        `C${p(cx - w * 0.08, fy)} ${p(cx - w * 0.1, fy - w * 0.18)} ${p(cx, fy - w * 0.34)}`,
        'Z',
      ),
      art.rad(
        'flame',
        [
          [0, '#ffffff'],
          [0.4, '#ffe9a8'],
          [1, '#ff9a3c'],
        ],
        0.5,
        0.7,
        0.6,
      ),
    );
  }
  return out;
}

/**
 * A rolled towel seen end on: a spiral of cloth. A terry towel's `loops` (its texture) show where
 * smooth cloth has a sheen.
 */
export function rolled(art: Art, cx: number, cy: number, r: number, t: Tone, loops?: string): string {
  let spiral = '';
  for (let a = 0; a <= Math.PI * 6; a += 0.35) {
    const rr = r * 0.12 + (r * 0.8 * a) / (Math.PI * 6);
    spiral += `${a === 0 ? 'M' : 'L'}${p(cx + Math.cos(a) * rr, cy + Math.sin(a) * rr)}`;
  }
  return (
    floorShadow(art, cx, cy + r * 0.95, r, r * 0.14, 0.3) +
    circle(
      cx,
      cy,
      r,
      art.rad(
        `roll-${t[1]}`,
        [
          [0, t[1]],
          [0.75, t[0]],
          [1, t[2]],
        ],
        0.45,
        0.42,
        0.6,
      ),
    ) +
    (loops ? circle(cx, cy, r, loops) : '') +
    line(spiral, t[2], r * 0.05, 'opacity=".55" stroke-linecap="round"') +
    (loops ? '' : circle(cx - r * 0.3, cy - r * 0.35, r * 0.3, '#ffffff', `opacity=".2" ${art.blur(r * 0.1)}`))
  );
}

function collection(kind: string): string {
  const art = new Art(800, 1000);
  const bg = (a: string, b: string): void => {
    art.add(
      full(
        800,
        1000,
        art.lin(
          `bg-${a}`,
          [
            [0, a],
            [1, b],
          ],
          90,
        ),
      ),
    );
    art.add(
      full(
        800,
        1000,
        art.rad(
          'bgl',
          [
            [0, '#ffffff', 0.5],
            [1, '#ffffff', 0],
          ],
          0.3,
          0.2,
          0.6,
        ),
      ),
    );
  };
  switch (kind) {
    case 'cushions':
      bg('#efe6da', '#d2bfa8');
      // a linen bench seat
      art.add(
        path(
          'M40 760H760V880H40Z',
          art.lin(
            'bench',
            [
              [0, '#cdb89c'],
              [1, '#9c8468'],
            ],
            90,
          ),
        ),
        floorShadow(art, 400, 900, 380, 20, 0.3),
      );
      art.add(cushion(art, 'c1', 250, 620, 300, L('terracotta'), 'piped', -6));
      art.add(cushion(art, 'c2', 540, 630, 290, L('sage'), 'stripe', 5));
      art.add(cushion(art, 'c3', 400, 700, 220, L('sand'), 'check', -2));
      break;
    case 'bedding':
    case 'bedding-lino': {
      // `bedding-lino`: a walnut headboard, a sand linen duvet and a sage cushion
      const lino = kind === 'bedding-lino';
      bg(lino ? '#e4e2d8' : '#e9e0d4', lino ? '#b9b3a0' : '#c9b6a0');
      art.add(
        path(
          'M90 260Q90 200 150 200H650Q710 200 710 260V620H90Z',
          art.lin(
            'headboard',
            [
              [0, lino ? '#7a5a3e' : '#b49a7c'],
              [1, lino ? '#4e3824' : '#8a7054'],
            ],
            90,
          ),
        ),
      );
      for (let x = 170; x < 700; x += 80) art.add(line(`M${x} 220V600`, '#6e5640', 2, 'opacity=".3"'));
      art.add(
        path(
          'M40 560H760V1000H40Z',
          art.lin(
            'mattress',
            [
              [0, '#fbf7ef'],
              [1, '#e6dccb'],
            ],
            90,
          ),
        ),
      );
      art.add(
        cushion(art, 'b1', 260, 520, 260, L('ivory'), 'piped'),
        cushion(art, 'b2', 540, 520, 260, L('ivory'), 'piped'),
      );
      art.add(cushion(art, 'b3', 400, 580, 200, L(lino ? 'sage' : 'terracotta'), lino ? 'stripe' : 'plain'));
      art.add(
        path(
          'M20 700Q400 650 780 700V1000H20Z',
          art.lin(
            'duvet',
            [
              [0, lino ? '#e6dac4' : '#d4dcc6'],
              [1, lino ? '#b8a27e' : '#9fae8c'],
            ],
            90,
          ),
        ),
      );
      const rnd = random(4);
      for (let i = 0; i < 7; i++) {
        const x = 80 + i * 110 + rnd() * 30;
        art.add(
          line(
            `M${x} 700Q${x + 30} 850 ${x - 10} 1000`,
            i % 2 ? '#ffffff' : lino ? '#6a5436' : '#4e5a40',
            12,
            `opacity=".14" ${art.blur(6)}`,
          ),
        );
      }
      art.add(path('M20 700Q400 650 780 700V740Q400 690 20 740Z', '#ffffff', 'opacity=".35"'));
      break;
    }
    case 'towels':
      bg('#eae5dc', '#c9c0b2');
      art.add(stack(art, 'tw', 300, 900, 400, ['sage', 'sand', 'ivory', 'sage', 'ivory'], 72, 3));
      for (const [x, y, k] of [
        [610, 830, 'sand'],
        [560, 690, 'terracotta'],
        [680, 700, 'ivory'],
      ] as const)
        art.add(rolled(art, x, y, 70, L(k)));
      break;
    case 'tableware': {
      // a laid place seen from above, on a linen cloth
      bg('#efe7da', '#d8cab4');
      art.add(weave(0, 0, 800, 1000, '#8a7458', 7));
      art.add(
        '<g transform="rotate(-8 400 520)">',
        path('M170 300H630V760H170Z', '#3a2a1a', `opacity=".18" transform="translate(10 14)" ${art.blur(10)}`),
        path('M170 300H630V760H170Z', L('terracotta')[1]),
        weave(170, 300, 460, 460, '#5a2a18', 5),
        line('M190 320H610V740H190Z', '#f3d6c4', 2, 'stroke-dasharray="6 5" opacity=".6"'),
        '</g>',
      );
      art.add(circle(400, 530, 230, '#3a2a1a', `opacity=".2" transform="translate(10 16)" ${art.blur(12)}`));
      art.add(
        circle(
          400,
          530,
          230,
          art.rad(
            'plate',
            [
              [0, '#ffffff'],
              [0.8, '#f4f0ea'],
              [1, '#ddd6cc'],
            ],
            0.42,
            0.4,
            0.6,
          ),
        ),
      );
      art.add(
        circle(400, 530, 212, 'none', 'stroke="#b58a5a" stroke-width="3" opacity=".8"'),
        circle(
          400,
          530,
          150,
          art.rad(
            'well',
            [
              [0, '#f1ece4'],
              [1, '#ffffff'],
            ],
            0.6,
            0.6,
            0.6,
          ),
        ),
      );
      art.add(circle(400, 530, 120, '#fbf8f3', `stroke="#b58a5a" stroke-width="2"`));
      const steel = art.lin(
        'cutlery',
        [
          [0, '#8d959e'],
          [0.5, '#f2f4f6'],
          [1, '#7a828b'],
        ],
        0,
      );
      art.add(
        path('M110 330h16v120q0 16-6 22v340h-8v-340q-6-6-6-22Z', steel),
        line('M114 330v90M118 330v90M122 330v90', '#7a828b', 1.4),
      );
      art.add(path('M680 330q24 40 18 160l-6 10v314h-10v-484Z', steel));
      art.add(
        circle(
          640,
          200,
          70,
          art.rad('glasstop', [
            [0, '#ffffff', 0.2],
            [0.85, '#ffffff', 0.35],
            [1, '#9aa3ad', 0.6],
          ]),
        ),
        circle(640, 200, 70, 'none', 'stroke="#ffffff" stroke-width="4" opacity=".8"'),
      );
      for (const [x, y, a] of [
        [230, 860, -30],
        [270, 840, 20],
        [300, 880, -50],
        [340, 860, 10],
      ] as const)
        art.add(
          `<ellipse cx="${x}" cy="${y}" rx="34" ry="12" fill="${L('sage')[1]}" transform="rotate(${a} ${x} ${y})"/>`,
        );
      art.add(line('M200 880Q280 850 380 860', L('sage')[2], 3));
      break;
    }
    case 'curtains': {
      bg('#efe9df', '#d6cbbb');
      art.add(
        path(
          'M160 140H640V900H160Z',
          art.lin(
            'window',
            [
              [0, '#fffaf0'],
              [1, '#f1e6d2'],
            ],
            90,
          ),
        ),
      );
      art.add(line('M400 140V900M160 520H640', '#d6cbbb', 10));
      art.add(line('M60 110H740', '#8a6d52', 10, 'stroke-linecap="round"'));
      for (const side of [0, 1]) {
        const x0 = side ? 470 : 40;
        let folds = '';
        for (let i = 0; i < 8; i++) {
          const x = x0 + i * 38;
          folds += path(
            `M${x} 110h38v${860 + (i % 2) * 12}h-38Z`,
            art.lin(
              `fold${i % 2}`,
              [
                [0, '#ffffff', 0.65],
                [0.5, '#efe4d4', 0.85],
                [1, '#d9c8b0', 0.75],
              ],
              0,
            ),
          );
        }
        art.add(folds);
      }
      art.add(
        full(
          800,
          1000,
          art.rad(
            'sun',
            [
              [0, '#fff3d6', 0.5],
              [1, '#fff3d6', 0],
            ],
            0.5,
            0.4,
            0.5,
          ),
        ),
      );
      break;
    }
    case 'candles':
      bg('#3a2f28', '#1c1612');
      art.add(
        full(
          800,
          1000,
          art.rad(
            'warm',
            [
              [0, '#e0a060', 0.35],
              [1, '#000', 0],
            ],
            0.5,
            0.6,
            0.6,
          ),
        ),
      );
      art.add(plinth(art, 400, 760, 330, 260, ['#6a5a4c', '#4a3e34', '#241c16']));
      art.add(
        candle(art, 290, 740, 120, 340, L('ivory')),
        candle(art, 450, 770, 130, 220, L('sand')),
        candle(art, 580, 740, 100, 150, L('clay')),
      );
      break;
  }
  return art.grain(0.045).toString();
}

function heroTextile(): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'ht',
        [
          [0, '#5a4a3c'],
          [0.6, '#9a8068'],
          [1, '#c8ad8e'],
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
        'htl',
        [
          [0, '#fff0dc', 0.5],
          [1, '#fff0dc', 0],
        ],
        0.8,
        0.3,
        0.5,
      ),
    ),
  );
  art.add(
    path(
      'M0 780H1600V1000H0Z',
      art.lin(
        'htf',
        [
          [0, '#6a5646'],
          [1, '#3a2e24'],
        ],
        90,
      ),
    ),
  );
  art.add(
    path(
      'M900 700H1560V790H900Z',
      art.lin(
        'htb',
        [
          [0, '#8a6a4c'],
          [1, '#5a4230'],
        ],
        90,
      ),
    ),
  );
  art.add(stack(art, 'h1', 1080, 700, 300, ['ivory', 'sand', 'terracotta', 'sage', 'ivory', 'clay'], 52, 5));
  art.add(stack(art, 'h2', 1390, 700, 260, ['sage', 'ivory', 'sand', 'terracotta'], 52, 7));
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'htv',
        [
          [0, '#1a120c', 0.55],
          [0.55, '#1a120c', 0.15],
          [1, '#1a120c', 0],
        ],
        0,
      ),
    ),
  );
  return art.grain(0.05).toString();
}

function heroHomeDecor(): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hh',
        [
          [0, '#4e4a40'],
          [1, '#a59a84'],
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
        'hhl',
        [
          [0, '#fff4de', 0.45],
          [1, '#fff4de', 0],
        ],
        0.85,
        0.25,
        0.5,
      ),
    ),
  );
  art.add(
    path(
      'M0 840H1600V1000H0Z',
      art.lin(
        'hhf',
        [
          [0, '#5e5444'],
          [1, '#2e281e'],
        ],
        90,
      ),
    ),
  );
  // the sofa and its lamp, drawn smaller in the right corner so a headline on the left clears them
  art.add('<g transform="translate(1620 870) scale(.8) translate(-1600 -870)">');
  // sofa
  art.add(floorShadow(art, 1160, 860, 420, 24, 0.4));
  art.add(
    path(
      'M780 560Q780 500 840 500H1480Q1540 500 1540 560V760H780Z',
      art.lin(
        'sofaback',
        [
          [0, '#cdbba0'],
          [1, '#a8926f'],
        ],
        90,
      ),
    ),
  );
  art.add(
    path(
      'M760 700Q760 660 800 660H1520Q1560 660 1560 700V840H760Z',
      art.lin(
        'sofaseat',
        [
          [0, '#d9c8ad'],
          [1, '#9c8564'],
        ],
        90,
      ),
    ),
  );
  art.add(path('M740 620Q740 590 770 590H820V840H740Z M1500 590H1550Q1580 590 1580 620V840H1500Z', '#b39c7a'));
  art.add(path('M790 840h16v30h-16ZM1530 840h16v30h-16Z', '#3a2a1e'));
  art.add(
    cushion(art, 'hc1', 930, 620, 180, L('terracotta'), 'piped', -8),
    cushion(art, 'hc2', 1110, 625, 170, L('sage'), 'stripe', 4),
    cushion(art, 'hc3', 1300, 630, 160, L('ivory'), 'check', -3),
    cushion(art, 'hc4', 1430, 630, 150, L('ochre'), 'plain', 8),
  );
  // floor lamp
  art.add(
    line('M700 860V300', '#2a2420', 6),
    path(
      'M640 300H760L730 210H670Z',
      art.lin(
        'shade',
        [
          [0, '#fff2da'],
          [1, '#e6cfa8'],
        ],
        90,
      ),
    ),
  );
  art.add(
    circle(
      700,
      300,
      160,
      art.rad('lamp', [
        [0, '#ffe6b8', 0.35],
        [1, '#ffe6b8', 0],
      ]),
    ),
  );
  art.add('</g>');
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hhv',
        [
          [0, '#000', 0.55],
          [0.5, '#000', 0.12],
          [1, '#000', 0],
        ],
        0,
      ),
    ),
  );
  return art.grain(0.05).toString();
}

function heroLinen(): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hlin',
        [
          [0, '#6a5c4c'],
          [1, '#c4b094'],
        ],
        10,
      ),
    ),
  );
  const rnd = random(21);
  const tones = ['#d9c8ae', '#b8a487', '#e6d8c2', '#a9b094', '#c98a6a'];
  for (let i = 0; i < 9; i++) {
    const y = 260 + i * 90;
    const amp = 40 + rnd() * 70;
    const c = at(tones, i % tones.length);
    art.add(
      path(
        pathData(
          `M-40 ${n(y)}`,
          `C${p(400, y - amp)} ${p(700, y + amp)} ${p(1000, y)}`,
          `S${p(1400, y - amp * 1.2)} ${p(1640, y + amp * 0.5)}`,
          'V1040',
          'H-40',
          'Z',
        ),
        art.lin(
          `lw${i}`,
          [
            [0, c],
            [0.5, '#ffffff'],
            [1, c],
          ],
          100,
        ),
        `opacity="${n2(0.5 + rnd() * 0.3)}"`,
      ),
    );
    art.add(
      line(
        pathData(
          `M-40 ${n(y)}`,
          `C${p(400, y - amp)} ${p(700, y + amp)} ${p(1000, y)}`,
          `S${p(1400, y - amp * 1.2)} ${p(1640, y + amp * 0.5)}`,
        ),
        '#ffffff',
        2,
        'opacity=".35"',
      ),
    );
  }
  art.add(weave(0, 0, 1600, 1000, '#3a2e22', 5));
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hlinv',
        [
          [0, '#1e1610', 0.6],
          [0.55, '#1e1610', 0.2],
          [1, '#1e1610', 0],
        ],
        0,
      ),
    ),
  );
  return art.grain(0.05).toString();
}

function storyTextileStudio(): string {
  const art = new Art(1000, 1200);
  art.add(
    full(
      1000,
      1200,
      art.lin(
        'ts',
        [
          [0, '#e6dbcb'],
          [1, '#c2ad92'],
        ],
        90,
      ),
    ),
  );
  // shelves of bolts, ends towards us
  const order: Linen[] = ['terracotta', 'sand', 'sage', 'ivory', 'clay', 'ink', 'ochre'];
  for (let row = 0; row < 4; row++) {
    const y = 220 + row * 190;
    art.add(path(`M80 ${y + 80}h840v16h-840Z`, '#7a5e44'));
    for (let c = 0; c < 8; c++) {
      const t = L(at(order, (row * 3 + c) % order.length));
      const x = 140 + c * 104;
      art.add(
        circle(
          x,
          y + 30,
          48,
          art.rad(`bolt-${t[1]}`, [
            [0, t[0]],
            [0.75, t[1]],
            [1, t[2]],
          ]),
        ),
      );
      art.add(
        circle(x, y + 30, 30, 'none', `stroke="${t[2]}" stroke-width="2" opacity=".4"`),
        circle(x, y + 30, 16, 'none', `stroke="${t[2]}" stroke-width="2" opacity=".4"`),
        circle(x, y + 30, 6, '#5a4430'),
      );
    }
  }
  art.add(
    path(
      'M0 1000H1000V1200H0Z',
      art.lin(
        'table',
        [
          [0, '#a8825c'],
          [1, '#6a4c30'],
        ],
        90,
      ),
    ),
  );
  art.add(stack(art, 'st', 300, 1060, 300, ['sage', 'ivory', 'terracotta'], 44, 2));
  // tailor's shears
  art.add(
    line('M560 1080L800 1010M560 1030L800 1090', '#9aa3ad', 10, 'stroke-linecap="round"'),
    circle(540, 1080, 22, 'none', 'stroke="#2a2a2a" stroke-width="10"'),
    circle(540, 1030, 22, 'none', 'stroke="#2a2a2a" stroke-width="10"'),
  );
  return art.grain(0.045).toString();
}

export function textilePictures(): Pictures {
  const out: Pictures = {};
  for (const k of ['cushions', 'bedding', 'bedding-lino', 'towels', 'tableware', 'curtains', 'candles'])
    out[`collections/${k}.svg`] = collection(k);
  out['hero/textile.svg'] = heroTextile();
  out['hero/home-decor.svg'] = heroHomeDecor();
  out['hero/linen.svg'] = heroLinen();
  out['story/textile-studio.svg'] = storyTextileStudio();
  return out;
}
