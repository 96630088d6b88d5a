/**
 * Service pictures (800×600 flat lays on a linen desk, lit from the upper left), the atelier story
 * picture and the favicon's gem mark.
 */
import { type Metal, floorShadow, metal, metalLine } from './materials.ts';
import type { Pictures } from './jewellery.ts';
import { brilliantSide, brilliantTop, diamond, glint, ring, type RingStyle } from './jewels.ts';
import { wordmark } from './lettering.ts';
import { Art, circle, ellipse, full, line, n, p, path, poly, polar, random } from './svg.ts';

function desk(art: Art, top = '#eee6da', bottom = '#d9cbb8'): void {
  art.add(
    full(
      art.width,
      art.height,
      art.lin(
        `desk-${top}`,
        [
          [0, top],
          [1, bottom],
        ],
        60,
      ),
    ),
  );
  art.add(
    full(
      art.width,
      art.height,
      art.rad(
        'deskl',
        [
          [0, '#ffffff', 0.55],
          [1, '#ffffff', 0],
        ],
        0.25,
        0.2,
        0.7,
      ),
    ),
  );
}

/** A drop shadow cast down and to the right, as the key light sits upper left. */
export const cast = (art: Art, d: string, strength = 0.25): string =>
  path(d, '#3a2a1a', `opacity="${strength}" transform="translate(10 14)" ${art.blur(8)}`);

function gear(cx: number, cy: number, r: number, teeth: number): string {
  let d = '';
  for (let i = 0; i < teeth; i++) {
    const a = (360 / teeth) * i;
    const pts = [
      polar(cx, cy, r * 0.86, a - (180 / teeth) * 0.9),
      polar(cx, cy, r * 0.86, a - (180 / teeth) * 0.45),
      polar(cx, cy, r, a - (180 / teeth) * 0.3),
      polar(cx, cy, r, a + (180 / teeth) * 0.3),
      polar(cx, cy, r * 0.86, a + (180 / teeth) * 0.45),
    ];
    d += (i === 0 ? 'M' : 'L') + pts.map(([x, y]) => p(x, y)).join('L');
  }
  return d + 'Z';
}

export function loupe(art: Art, cx: number, cy: number, r: number, angle: number): string {
  const [hx, hy] = polar(cx, cy, r * 2.6, angle);
  let out = cast(art, `M${p(cx - r, cy)}a${n(r)} ${n(r)} 0 1 0 ${n(r * 2)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-r * 2)} 0Z`);
  out += line(
    `M${p(...polar(cx, cy, r, angle))}L${p(hx, hy)}`,
    art.lin(
      'loupehandle',
      [
        [0, '#1a1a1a'],
        [0.5, '#4a4a4a'],
        [1, '#111'],
      ],
      0,
    ),
    r * 0.32,
    'stroke-linecap="round"',
  );
  out += circle(
    cx,
    cy,
    r,
    art.rad(
      'lens',
      [
        [0, '#ffffff', 0.25],
        [0.8, '#dfe8ee', 0.35],
        [1, '#9fb0bc', 0.6],
      ],
      0.4,
      0.4,
      0.6,
    ),
  );
  out += circle(cx, cy, r, 'none', `stroke="${metal(art, 'steel', 120)}" stroke-width="${n(r * 0.14)}"`);
  out += path(
    `M${p(cx - r * 0.6, cy - r * 0.2)}A${n(r * 0.65)} ${n(r * 0.65)} 0 0 1 ${p(cx - r * 0.1, cy - r * 0.62)}`,
    'none',
    `stroke="#ffffff" stroke-width="${n(r * 0.08)}" opacity=".7" stroke-linecap="round"`,
  );
  return out;
}

export function tweezers(art: Art, x: number, y: number, len: number, angle: number): string {
  const shadow = cast(art, `M${p(x, y - 6)}h${n(len)}v12h${n(-len)}Z`);
  const upperArm = path(
    `M${p(x, y - 3)}L${p(x + len, y - 12)}L${p(x + len, y - 4)}L${p(x, y)}Z`,
    metal(art, 'steel', 90),
  );
  const lowerArm = path(
    `M${p(x, y + 3)}L${p(x + len, y + 12)}L${p(x + len, y + 4)}L${p(x, y)}Z`,
    metal(art, 'steel', 270),
  );
  return `<g transform="rotate(${angle} ${n(x)} ${n(y)})">${shadow}${upperArm}${lowerArm}</g>`;
}

function service(kind: string): string {
  const art = new Art(800, 600);
  desk(art);
  switch (kind) {
    case 'custom': {
      const sheet = `M150 90L560 60L600 520L190 550Z`;
      art.add(cast(art, sheet, 0.2), path(sheet, '#fbf8f2'));
      for (let i = 0; i < 14; i++)
        art.add(
          line(`M${170 + i * 2.9} ${120 + i * 30}L${570 + i * 2.9} ${90 + i * 30}`, '#c8d4de', 1, 'opacity=".5"'),
        );
      // a pencil sketch of a solitaire ring
      const ink = '#5a5550';
      art.add(`<g transform="rotate(-4 380 320)" fill="none" stroke="${ink}" stroke-width="2.2" opacity=".85">`);
      art.add(ellipse(380, 360, 120, 116, 'none'), ellipse(380, 360, 98, 94, 'none'));
      art.add(
        path('M330 190L430 190L455 215L380 300L305 215Z', 'none'),
        path(
          'M305 215H455M330 190L350 215L380 190L410 215L430 190M350 215L380 300L410 215',
          'none',
          'stroke-width="1.4"',
        ),
      );
      art.add(path('M340 244L330 235M420 244L430 235', 'none'), '</g>');
      art.add(wordmark('SOLITARIO', 380, 515, 12, ink, 1.2, 0.5));
      // pencil
      art.add(
        '<g transform="rotate(28 600 380)">',
        cast(art, 'M520 370h230v20h-230Z'),
        path(
          'M520 370h200v20h-200Z',
          art.lin(
            'pencil',
            [
              [0, '#2a3a5a'],
              [0.5, '#4a5a7a'],
              [1, '#1a2a40'],
            ],
            90,
          ),
        ),
        path('M720 370h20l20 10l-20 10h-20Z', '#e8cfa6'),
        path('M752 376l8 4l-8 4Z', '#333'),
        path('M504 370h16v20h-16Z', metal(art, 'gold', 90)),
        '</g>',
      );
      art.add(brilliantSide(art, 660, 190, 70), glint(640, 170, 16));
      break;
    }
    case 'repair': {
      const c = [360, 300] as const;
      art.add(cast(art, `M${c[0] - 170} ${c[1]}a170 170 0 1 0 340 0a170 170 0 1 0 -340 0Z`));
      art.add(
        circle(c[0], c[1], 170, metal(art, 'steel', 120)),
        circle(
          c[0],
          c[1],
          150,
          art.rad('movement', [
            [0, '#d9dde2'],
            [1, '#8e959d'],
          ]),
        ),
      );
      const gears: [number, number, number, number, string][] = [
        [300, 260, 70, 28, 'gold'],
        [420, 330, 56, 22, 'gold'],
        [330, 380, 40, 16, 'steel'],
        [440, 230, 34, 14, 'gold'],
      ];
      for (const [x, y, r, t, m] of gears) {
        art.add(path(gear(x, y, r, t), metal(art, m === 'gold' ? 'gold' : 'silver', 120)));
        art.add(circle(x, y, r * 0.62, 'none', `stroke="#000" stroke-width="2" opacity=".25"`));
        for (let s = 0; s < 4; s++)
          art.add(
            line(
              `M${p(...polar(x, y, r * 0.2, s * 90 + 20))}L${p(...polar(x, y, r * 0.6, s * 90 + 20))}`,
              '#000',
              r * 0.1,
              'opacity=".18"',
            ),
          );
        art.add(
          circle(x, y, r * 0.12, '#b3173a'),
          circle(x - r * 0.03, y - r * 0.03, r * 0.04, '#ffffff', 'opacity=".7"'),
        );
      }
      art.add(circle(470, 390, 12, '#b3173a'), circle(260, 340, 10, '#b3173a'));
      art.add(tweezers(art, 520, 470, 220, -20));
      art.add(loupe(art, 640, 180, 60, 200));
      break;
    }
    case 'appraisal': {
      // certificate card
      const card = 'M110 150L420 130L440 470L130 490Z';
      art.add(cast(art, card, 0.2), path(card, '#fbf8f1'));
      art.add(path('M130 170L402 152L420 452L148 470Z', 'none', `stroke="${metalLine.gold}" stroke-width="2"`));
      art.add(
        '<g transform="rotate(-3.5 270 300)">',
        wordmark('CERTIFICATO', 270, 215, 14, '#4a3a2a', 1.4, 0.4),
        line('M170 260H370M170 290H340M170 320H360M170 350H300', '#bdb2a2', 3),
        circle(340, 410, 26, metal(art, 'gold', 120)),
        '</g>',
      );
      art.add(brilliantTop(art, 600, 330, 46, diamond, 5), glint(585, 312, 20));
      art.add(loupe(art, 600, 330, 92, 140));
      art.add(tweezers(art, 520, 520, 200, -8));
      break;
    }
    case 'consultation': {
      // an open ring box, a notebook and a cup
      const book = 'M90 160L360 140L380 500L110 520Z';
      art.add(
        cast(art, book, 0.2),
        path(
          book,
          art.lin(
            'book',
            [
              [0, '#3a4a40'],
              [1, '#22302a'],
            ],
            90,
          ),
        ),
        path('M110 170L350 152L368 488L128 506Z', '#f8f3ea'),
      );
      for (let i = 0; i < 9; i++)
        art.add(line(`M${140 + i * 1.2} ${220 + i * 30}L${330 + i * 1.2} ${206 + i * 30}`, '#cfc6b8', 1.6));
      art.add(line('M160 280Q200 260 240 290T320 270', '#2a3a5a', 2.4));
      art.add(cast(art, 'M440 220h240v220h-240Z', 0.3));
      art.add(
        path(
          'M440 180h240v70h-240Z',
          art.lin(
            'boxlid',
            [
              [0, '#5a1e2a'],
              [1, '#3a101a'],
            ],
            90,
          ),
        ),
        path('M452 192h216v50h-216Z', '#f6efe4'),
      );
      art.add(
        path(
          'M440 250h240v190h-240Z',
          art.lin(
            'boxbody',
            [
              [0, '#6a2432'],
              [1, '#3a101a'],
            ],
            90,
          ),
        ),
        path(
          'M456 266h208v158h-208Z',
          art.lin(
            'velvet',
            [
              [0, '#4a1420'],
              [1, '#2a0a12'],
            ],
            90,
          ),
        ),
      );
      art.add(path('M520 330Q560 300 600 330V380H520Z', '#2a0810'));
      art.add(ring(art, { cx: 560, cy: 350, r: 46, band: 9, depth: 7, metal: 'gold' }, 'solitaire'));
      art.add(
        cast(art, 'M640 470a70 50 0 1 0 140 0a70 50 0 1 0 -140 0Z', 0.25),
        ellipse(710, 480, 74, 52, '#fbf8f2'),
        ellipse(
          710,
          476,
          46,
          32,
          art.rad('coffee', [
            [0, '#8a5a32'],
            [0.8, '#4a2a14'],
            [1, '#2a1508'],
          ]),
        ),
        ellipse(700, 470, 14, 6, '#d9b48a', 'opacity=".6"'),
      );
      break;
    }
    case 'delivery': {
      const base = 470;
      art.add(floorShadow(art, 400, base, 220, 26, 0.35));
      art.add(path('M220 250L400 200L580 250V440L400 500L220 440Z', '#000', 'opacity="0"'));
      art.add(
        path(
          'M220 260L400 300V500L220 450Z',
          art.lin(
            'boxl',
            [
              [0, '#1e2a44'],
              [1, '#2e3c5c'],
            ],
            0,
          ),
        ),
      );
      art.add(
        path(
          'M400 300L580 260V450L400 500Z',
          art.lin(
            'boxr',
            [
              [0, '#2a3858'],
              [1, '#182238'],
            ],
            0,
          ),
        ),
      );
      art.add(
        path(
          'M220 260L400 215L580 260L400 305Z',
          art.lin(
            'boxt',
            [
              [0, '#3e4e70'],
              [1, '#2e3c5c'],
            ],
            90,
          ),
        ),
      );
      const rib = metal(art, 'champagne', 90);
      art.add(
        path('M300 240L480 285V305L300 260Z', rib),
        path('M310 282l0 190l22 6v-190Z', rib),
        path('M480 285l0 195l-22 6v-195Z', rib, 'opacity=".9"'),
      );
      art.add(
        path('M400 258C340 190 300 230 352 262Z', rib),
        path('M402 258C470 190 500 236 450 264Z', rib),
        circle(400, 260, 12, metal(art, 'champagne', 0)),
      );
      art.add(
        path('M560 340l90 30l-10 60l-90-30Z', '#f6efe4'),
        circle(570, 352, 5, '#b99a66'),
        line('M575 356Q560 330 540 300', metalLine.champagne, 2),
      );
      art.add(`<g transform="rotate(18 600 390)">${wordmark('PER TE', 602, 398, 12, '#4a3a2a', 1.3, 0.35)}</g>`);
      break;
    }
    case 'tailoring': {
      // tape measure ribbon across the desk
      art.add(cast(art, 'M40 420C240 360 420 520 780 380L780 420C420 560 240 400 40 460Z', 0.18));
      art.add(path('M40 420C240 360 420 520 780 380L780 420C420 560 240 400 40 460Z', '#f1d48a'));
      for (let i = 0; i < 38; i++) {
        const t = i / 37;
        const x = 40 + t * 740;
        const y = 420 + Math.sin(t * Math.PI * 1.6 + 0.4) * -40 + t * -30;
        art.add(line(`M${p(x, y + 2)}v${i % 5 === 0 ? 16 : 9}`, '#5a4a2a', 1.6, 'opacity=".75"'));
      }
      // shears
      const blade = metal(art, 'steel', 90);
      art.add(cast(art, 'M200 160L560 300L540 320L190 190Z', 0.25));
      art.add(
        path('M250 200L600 260L598 272L240 220Z', blade),
        path('M250 230L600 268L596 282L244 246Z', blade, 'opacity=".9"'),
      );
      art.add(circle(250, 222, 8, metal(art, 'gold', 0)));
      art.add(
        ellipse(170, 180, 56, 34, 'none', 'stroke="#1e1e1e" stroke-width="16"'),
        ellipse(170, 262, 48, 30, 'none', 'stroke="#1e1e1e" stroke-width="16"'),
      );
      // thread spools
      for (const [x, y, c] of [
        [600, 140, '#8a2a32'],
        [690, 170, '#2f5a4a'],
        [650, 230, '#c9a15a'],
      ] as const) {
        art.add(
          cast(art, `M${x - 36} ${y}a36 36 0 1 0 72 0a36 36 0 1 0 -72 0Z`, 0.25),
          circle(x, y, 36, '#caa57a'),
          circle(x, y, 28, c),
        );
        for (let r = 8; r < 28; r += 5)
          art.add(circle(x, y, r, 'none', `stroke="#ffffff" stroke-width="1" opacity=".15"`));
        art.add(circle(x, y, 7, '#5a4028'));
      }
      const rnd = random(3);
      for (let i = 0; i < 6; i++) {
        const x = 420 + rnd() * 200;
        const y = 120 + rnd() * 80;
        art.add(line(`M${p(x, y)}l${n(30 + rnd() * 10)} ${n(rnd() * 10)}`, '#9aa3ad', 2), circle(x, y, 5, '#b3173a'));
      }
      break;
    }
  }
  return art.grain(0.04).toString();
}

/** A bench's look: the wall's tones, the pegboard, the piece on the bench, the side the window is on. */
interface Bench {
  wall: [string, string];
  board: string;
  handles: string;
  piece: { style: RingStyle; metal: Metal };
  window: 'left' | 'right';
}

const benches: Record<string, Bench> = {
  atelier: {
    wall: ['#2a1e16', '#120c08'],
    board: '#3a2a1e',
    handles: '#8a2a20',
    piece: { style: 'solitaire', metal: 'gold' },
    window: 'left',
  },
};

function storyAtelier(look: Bench): string {
  const art = new Art(1000, 1200);
  art.add(
    full(
      1000,
      1200,
      art.lin(
        'sa',
        [
          [0, look.wall[0]],
          [1, look.wall[1]],
        ],
        90,
      ),
    ),
  );
  // window light from the left
  art.add(
    path(
      'M0 120L420 200L420 760L0 820Z',
      art.lin(
        'window',
        [
          [0, '#f3d9a8', 0.55],
          [1, '#f3d9a8', 0],
        ],
        0,
      ),
      art.blur(20),
    ),
  );
  // pegboard of tools
  art.add(path('M80 180H920V640H80Z', look.board));
  for (let y = 210; y < 640; y += 36) for (let x = 110; x < 920; x += 36) art.add(circle(x, y, 3, '#1e140e'));
  const tools = ['pliers', 'file', 'file', 'saw', 'pliers', 'file', 'burnisher', 'pliers'];
  tools.forEach((t, i) => {
    const x = 150 + i * 96;
    const steel = metal(art, 'steel', 0);
    if (t === 'pliers')
      art.add(
        path(`M${x - 14} 230h28l-6 70h-16Z`, steel),
        path(`M${x - 12} 300l-10 170h14l8-170Z M${x + 12} 300l10 170h-14l-8-170Z`, look.handles),
      );
    else if (t === 'file')
      art.add(
        path(`M${x - 6} 230h12v230h-12Z`, steel),
        path(
          `M${x - 10} 460h20v110h-20Z`,
          art.lin(
            'woodh',
            [
              [0, '#6a4222'],
              [1, '#3a220e'],
            ],
            0,
          ),
        ),
      );
    else if (t === 'saw')
      art.add(
        path(`M${x - 40} 240h80v8h-80Z M${x - 40} 240v120h8v-112Z M${x + 32} 240v120h8v-112Z`, steel),
        line(`M${x - 34} 350H${x + 34}`, '#c9ced6', 2),
        path(`M${x - 8} 360h16v90h-16Z`, '#5a3418'),
      );
    else art.add(path(`M${x - 4} 230h8v200h-8Z`, steel), path(`M${x - 9} 430h18v120h-18Z`, '#4a2a14'));
  });
  // bench with pin, lamp and a ring in progress
  art.add(
    path(
      'M0 800H1000V1200H0Z',
      art.lin(
        'sbench',
        [
          [0, '#6a4626'],
          [0.2, '#4a301a'],
          [1, '#1e130a'],
        ],
        90,
      ),
    ),
  );
  art.add(line('M0 800H1000', '#c48a46', 3, 'opacity=".6"'));
  art.add(
    path(
      'M360 800L760 800L740 870L400 880Z',
      art.lin(
        'spin',
        [
          [0, '#a06a36'],
          [1, '#5a381c'],
        ],
        90,
      ),
    ),
  );
  art.add(
    line('M860 800V420L700 300', '#2a2a2a', 12, 'stroke-linejoin="round"'),
    path('M640 260L760 330L730 380L610 310Z', '#3a3a3a'),
  );
  art.add(
    path(
      'M610 310L730 380L520 760L380 760Z',
      art.lin(
        'beam',
        [
          [0, '#ffe2a8', 0.45],
          [1, '#ffe2a8', 0],
        ],
        90,
      ),
      art.blur(10),
    ),
  );
  art.add(ellipse(560, 790, 160, 26, '#ffd58a', `opacity=".35" ${art.blur(14)}`));
  art.add(ring(art, { cx: 560, cy: 760, r: 40, band: 10, depth: 8, metal: look.piece.metal }, look.piece.style));
  // the window on the right: the whole room mirrored before the (direction-free) grain
  if (look.window === 'right') art.body = `<g transform="matrix(-1 0 0 1 1000 0)">${art.body}</g>`;
  return art.grain(0.06).toString();
}

/** The favicon: a faceted gem in warm gold on espresso. */
export function faviconSvg(): string {
  const art = new Art(64, 64);
  const gold = art.lin(
    'fg',
    [
      [0, '#f8e6ae'],
      [0.5, '#d4a84c'],
      [1, '#8a6428'],
    ],
    120,
  );
  art.add(`<rect width="64" height="64" rx="14" fill="#1c140e"/>`);
  art.add(
    path(
      poly([
        [18, 18],
        [46, 18],
        [55, 28],
        [32, 54],
        [9, 28],
      ]),
      gold,
    ),
  );
  art.add(path('M9 28H55L46 18H18Z', '#ffffff', 'opacity=".35"'));
  art.add(
    line(
      'M9 28H55M18 18L25 28L32 18L39 28L46 18M25 28L32 54L39 28',
      '#1c140e',
      1.6,
      'stroke-linejoin="round" opacity=".55"',
    ),
  );
  return art.toString();
}

export function servicePictures(): Pictures {
  const out: Pictures = {};
  for (const k of ['custom', 'repair', 'appraisal', 'consultation', 'delivery', 'tailoring'])
    out[`services/${k}.svg`] = service(k);
  for (const [name, look] of Object.entries(benches)) out[`story/${name}.svg`] = storyAtelier(look);
  return out;
}
