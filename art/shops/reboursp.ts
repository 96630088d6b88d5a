/**
 * Rebours Parfums, a niche perfumery in Florence: 50 ml flacons on a stone plinth, a 10 ml travel
 * atomiser, a 6 ml miniature, a discovery set of miniatures, a face cream and a serum.
 */
import { type Tone, floorShadow, metal, plinth } from '../materials.ts';
import { type BottleShape, type CapStyle, type Juice, bottle, juices, restartClipNumbers } from '../perfume.ts';
import { wordmark } from '../lettering.ts';
import { type Art, circle, cylinderSide, ellipse, line, n, p, path, pathData, random, roundRect } from '../svg.ts';
import { type Piece, shot } from './studio.ts';

const stone: Tone = ['#fbf6ee', '#e6dac8', '#b29e82'];

function stage(art: Art): void {
  art.add(plinth(art, 400, 660, 280, 160, stone));
}

/** The tint a coloured flacon throws on the stone beside its shadow. */
function caustic(art: Art, cx: number, base: number, w: number, juice: Juice): string {
  return ellipse(cx + w * 0.3, base + 6, w * 0.55, 14, juice.deep, `opacity=".22" ${art.blur(10)}`);
}

function petals(art: Art, seed: number, color: [string, string], spots: [number, number][]): string {
  const rnd = random(seed);
  return spots
    .map(([x, y]) => {
      const a = n(rnd() * 180);
      return (
        `<g transform="rotate(${a} ${n(x)} ${n(y)})">` +
        ellipse(
          x,
          y,
          24 + rnd() * 10,
          13 + rnd() * 4,
          art.lin(`petal-${color[0]}`, [
            [0, color[0]],
            [1, color[1]],
          ]),
        ) +
        line(`M${p(x - 16, y)}q16 -5 30 0`, color[1], 1.2, 'opacity=".6"') +
        '</g>'
      );
    })
    .join('');
}

function leaves(art: Art, x: number, y: number, length: number, angle: number, color: [string, string]): string {
  let out = `<g transform="rotate(${angle} ${n(x)} ${n(y)})">`;
  out += line(`M${p(x, y)}h${n(length)}`, color[1], 3, 'stroke-linecap="round"');
  for (let i = 0; i < 6; i++) {
    const lx = x + 20 + i * (length / 6.5);
    for (const s of [-1, 1])
      out += ellipse(
        lx + 12,
        y + s * 12,
        20,
        7,
        art.lin(`leaf-${color[0]}`, [
          [0, color[0]],
          [1, color[1]],
        ]),
        `transform="rotate(${s * 35} ${n(lx)} ${n(y)})"`,
      );
  }
  return out + '</g>';
}

/** A 50 ml flacon on the plinth. */
function flacon(shape: BottleShape, juice: Juice, cap: CapStyle, label: string, extra?: (art: Art) => string): string {
  return shot('reboursp', (art) => {
    stage(art);
    art.add(floorShadow(art, 400, 668, 170, 18, 0.32, '#5a3a30'), caustic(art, 400, 668, 230, juice));
    art.add(bottle(art, 400, 668, 540, shape, juice, cap, label));
    if (extra) art.add(extra(art));
  });
}

/** A slim 10 ml travel atomiser: glass tube, juice, crimped collar, spray head and cap beside it. */
function atomiser(art: Art, cx: number, base: number, juice: Juice, label: string): string {
  const w = 92;
  const h = 380;
  const top = base - h;
  const glass = art.lin(
    'vialglass',
    [
      [0, juice.deep, 0.55],
      [0.25, juice.light, 0.55],
      [0.6, '#ffffff', 0.55],
      [1, juice.deep, 0.6],
    ],
    0,
  );
  let out = floorShadow(art, cx, base, 70, 10, 0.35, '#5a3a30');
  out += path(roundRect(cx - w / 2, top, w, h, 14), glass);
  out += path(
    roundRect(cx - w / 2 + 5, top + 40, w - 10, h - 46, 10),
    art.lin(
      'vialjuice',
      [
        [0, juice.deep],
        [0.4, juice.light],
        [0.7, juice.light],
        [1, juice.deep],
      ],
      0,
    ),
    'opacity=".85"',
  );
  out += line(`M${p(cx, top + 20)}V${n(base - 14)}`, '#ffffff', 2, 'opacity=".6"');
  out += path(`M${p(cx - w / 2 + 10, top + 8)}h8V${n(base - 8)}h-8Z`, '#ffffff', 'opacity=".5"');
  out += path(`M${p(cx - w / 2 + 8, top + h * 0.46)}h${n(w - 16)}v70h${n(-(w - 16))}Z`, '#fbf6ee', 'opacity=".9"');
  out += wordmark(label, cx, top + h * 0.46 + 42, 10, '#3a302c', 1, 0.3);
  // crimped collar and spray head
  out += path(`M${p(cx - 30, top - 26)}h60v30h-60Z`, metal(art, 'gold', 0));
  out += line(`M${p(cx - 30, top - 8)}h60`, '#6b4a17', 1.2, 'opacity=".6"');
  out += path(`M${p(cx - 14, top - 62)}h28v36h-28Z`, metal(art, 'gold', 0));
  out += circle(cx + 14, top - 48, 4, '#3a2a10');
  return out;
}

/** A miniature 6 ml flacon with a few pebbles beside it for scale. */
function miniature(art: Art): string {
  let out = floorShadow(art, 400, 672, 110, 12, 0.3, '#5a3a30');
  out += bottle(art, 400, 672, 330, 'arch', juices.clear, 'marble', 'NEBBIA');
  for (const [x, y, r] of [
    [570, 684, 44],
    [636, 698, 28],
    [240, 692, 34],
  ] as const) {
    out += floorShadow(art, x, y + r * 0.5, r, 6, 0.25, '#3a3a3a');
    out += ellipse(
      x,
      y,
      r,
      r * 0.55,
      art.rad(
        'pebble',
        [
          [0, '#eef0ee'],
          [0.7, '#b9bdbb'],
          [1, '#8a908e'],
        ],
        0.38,
        0.3,
        0.7,
      ),
    );
  }
  return out;
}

/** Six miniatures standing in an open box, its lid leaning behind. */
function discovery(art: Art): string {
  const set: Juice[] = [juices.amber, juices.rose, juices.green, juices.lilac, juices.clear, juices.oud];
  let out = floorShadow(art, 400, 660, 300, 24, 0.35, '#5a3a30');
  // the lid behind, leaning
  out += path(
    'M150 300L650 300L680 560L120 560Z',
    art.lin('lid', [
      [0, '#2f3b34'],
      [1, '#1e2822'],
    ]),
  );
  out += path('M150 300L650 300L654 318L146 318Z', '#46574c');
  out += wordmark('REBOURS', 400, 420, 34, '#d9bf8a', 2, 0.45);
  out += wordmark('PARFUMS', 400, 462, 12, '#d9bf8a', 1.2, 0.8);
  out += line('M300 486H500', '#d9bf8a', 1);
  // the tray: its back edge, the bottles in their slots, the front wall
  out += path('M120 540H680L700 600H100Z', '#3a4a40');
  out += path('M130 548H670L684 596H116Z', '#1a221e');
  set.forEach((juice, i) => {
    const x = 170 + i * 92;
    const base = 640;
    out += path(
      roundRect(x - 24, base - 150, 48, 150, 8),
      art.lin(
        `mini-${juice.name}`,
        [
          [0, juice.deep],
          [0.4, juice.light],
          [0.7, '#ffffff'],
          [1, juice.deep],
        ],
        0,
      ),
    );
    out += path(`M${p(x - 17, base - 120)}h10v110h-10Z`, '#ffffff', 'opacity=".45"');
    out += path(roundRect(x - 16, base - 196, 32, 48, 4), metal(art, 'gold', 0));
    out += line(`M${p(x - 16, base - 156)}h32`, '#6b4a17', 1, 'opacity=".6"');
  });
  out += path(
    'M100 600H700L690 700H110Z',
    art.lin('tray', [
      [0, '#3f5046'],
      [1, '#26322b'],
    ]),
  );
  out += line('M100 600H700', '#5e7266', 3);
  out += wordmark('COFFRET', 400, 666, 14, '#d9bf8a', 1.2, 0.7);
  return out;
}

/** An open jar of face cream, its lid beside it. */
function creamJar(art: Art): string {
  const cx = 360;
  const base = 684;
  const w = 290;
  const h = 170;
  const ry = w * 0.16;
  let out = floorShadow(art, cx, base, w * 0.62, ry * 0.7, 0.32, '#5a3a30');
  out += path(
    cylinderSide(cx, base - h, base, w / 2, ry),
    art.lin(
      'jarglass',
      [
        [0, '#cbbfd6'],
        [0.3, '#f6f2fa'],
        [0.55, '#e2d8ec'],
        [1, '#9e8eb2'],
      ],
      0,
    ),
  );
  out += path(`M${p(cx - w / 2 + 18, base - h + 4)}h14v${n(h - 10)}h-14Z`, '#ffffff', 'opacity=".55"');
  out += path(
    `M${p(cx - w * 0.36, base - h * 0.62)}h${n(w * 0.72)}v${n(h * 0.34)}h${n(-w * 0.72)}Z`,
    '#fbf8f3',
    'opacity=".92"',
  );
  out += wordmark('IRIS', cx, base - h * 0.36, 18, '#4a3e52', 1.5, 0.5);
  // the cream, with the swirl left by the spatula
  out += ellipse(cx, base - h, w / 2, ry, '#d9cfe2');
  out += ellipse(
    cx,
    base - h + 4,
    w / 2 - 10,
    ry - 6,
    art.rad(
      'cream',
      [
        [0, '#ffffff'],
        [0.8, '#f6f1ea'],
        [1, '#e2d8cc'],
      ],
      0.45,
      0.4,
      0.6,
    ),
  );
  out += line(`M${p(cx - 60, base - h + 6)}q40-30 80-6t-30 18q-30 4-20-12`, '#e6ddd2', 5, 'stroke-linecap="round"');
  out += line(`M${p(cx - 58, base - h + 4)}q40-30 80-6`, '#ffffff', 2, 'opacity=".9"');
  // the lid lying beside, face up
  const lx = 600;
  const ly = 700;
  out += floorShadow(art, lx, ly + 8, 120, 16, 0.3, '#5a3a30');
  out += path(cylinderSide(lx, ly - 30, ly, 112, 30), metal(art, 'gold', 0));
  out += ellipse(lx, ly - 30, 112, 30, metal(art, 'gold', 90));
  out += ellipse(lx, ly - 30, 84, 20, 'none', 'stroke="#fff6dc" stroke-width="2" opacity=".6"');
  return out;
}

/** An amber dropper bottle of serum with its pipette out and a drop on the tip. */
function serum(art: Art): string {
  const cx = 360;
  const base = 684;
  const w = 200;
  const h = 300;
  const top = base - h;
  let out = floorShadow(art, cx, base, w * 0.7, 14, 0.32, '#5a3a30');
  out += path(
    pathData(
      `M${p(cx - w / 2, top + 30)}`,
      `Q${p(cx - w / 2, top)} ${p(cx - w / 2 + 30, top)}`,
      `H${n(cx + w / 2 - 30)}`,
      `Q${p(cx + w / 2, top)} ${p(cx + w / 2, top + 30)}`,
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
  out += path(`M${p(cx - w / 2 + 16, top + 12)}h12V${n(base - 8)}h-12Z`, '#ffffff', 'opacity=".4"');
  out += path(`M${p(cx - w * 0.36, top + 70)}h${n(w * 0.72)}v90h${n(-w * 0.72)}Z`, '#f7efe6', 'opacity=".94"');
  out += wordmark('ROSA', cx, top + 112, 16, '#5a4032', 1.4, 0.5);
  out += wordmark('SIERO', cx, top + 140, 9, '#5a4032', 1, 0.6);
  // the neck, and the pipette lying in front with a drop at its tip
  out += path(`M${p(cx - 36, top)}v-26h72v26Z`, metal(art, 'gold', 0));
  out += path(`M${p(cx - 28, top - 26)}v-12h56v12Z`, '#2a2a2a');
  const px = 500;
  const py = 706;
  out += floorShadow(art, px + 120, py + 4, 130, 8, 0.25, '#5a3a30');
  out += `<g transform="rotate(75 ${px} ${py})">`;
  out += path(
    `M${p(px - 10, py - 150)}h20v120l-7 20h-6l-7-20Z`,
    art.lin(
      'pipette',
      [
        [0, '#ffffff', 0.5],
        [0.5, '#f0b060', 0.6],
        [1, '#ffffff', 0.5],
      ],
      0,
    ),
    'stroke="#b7865a" stroke-width="1"',
  );
  out += path(`M${p(px - 18, py - 150)}h36v-24h-36Z`, metal(art, 'gold', 0));
  out += path(
    `M${p(px - 16, py - 174)}C${p(px - 22, py - 250)} ${p(px + 22, py - 250)} ${p(px + 16, py - 174)}Z`,
    art.lin(
      'bulb',
      [
        [0, '#0a0a0a'],
        [0.4, '#4a4a4a'],
        [1, '#0a0a0a'],
      ],
      0,
    ),
  );
  out += '</g>';
  out += path(`M${p(px + 8, py + 2)}q-9 14 0 19q9-5 0-19Z`, '#e8a048', 'opacity=".9"');
  return out;
}

/** Rebours Parfums' products' photos, in the seed's order. */
export function rebourspPieces(): Piece[] {
  // the flacons' clip ids count from one, whatever the build drew before
  restartClipNumbers();
  const rose: [string, string] = ['#f6c6cd', '#d9808e'];
  return [
    {
      name: 'lune-blonde-eau-de-parfum-50-ml',
      form: 'perfume bottle',
      svg: flacon('square', juices.amber, 'gold', 'LUNE'),
      close: [400, 340, 440],
    },
    {
      name: 'rosa-antica-eau-de-parfum-50-ml',
      form: 'perfume bottle',
      svg: flacon('round', juices.rose, 'crystal', 'ROSA', (art) =>
        petals(art, 5, rose, [
          [180, 690],
          [620, 682],
          [660, 706],
          [230, 716],
        ]),
      ),
      close: [400, 340, 440],
    },
    {
      name: 'iris-poudre-eau-de-parfum-50-ml',
      form: 'perfume bottle',
      svg: flacon('facet', juices.lilac, 'sphere', 'IRIS', (art) =>
        petals(
          art,
          8,
          ['#e5dcf5', '#9a86c9'],
          [
            [620, 690],
            [190, 704],
          ],
        ),
      ),
      close: [400, 330, 420],
    },
    {
      name: 'oud-fiorentino-extrait-de-parfum-50-ml',
      form: 'perfume bottle',
      svg: flacon('flat', juices.oud, 'wood', 'OUD', (art) => {
        const rnd = random(9);
        let chips = '';
        for (const [x, y] of [
          [170, 690],
          [210, 708],
          [630, 688],
          [660, 710],
          [600, 716],
        ] as const)
          chips += path(
            `M${p(x - 18, y)}l${n(10 + rnd() * 8)} -10l${n(20 + rnd() * 8)} 4l-6 12Z`,
            art.lin('woodchip', [
              [0, '#8a5226'],
              [1, '#3e200c'],
            ]),
          );
        return chips;
      }),
      close: [400, 360, 460],
    },
    {
      name: 'verde-assoluto-eau-de-parfum-10-ml-da-viaggio',
      form: 'travel perfume atomiser',
      svg: shot('reboursp', (art) => {
        stage(art);
        art.add(leaves(art, 470, 694, 230, -8, ['#a9c48e', '#5e7a48']));
        art.add(atomiser(art, 380, 684, juices.green, 'VERDE'));
      }),
      close: [390, 400, 380],
    },
    {
      name: 'nebbia-marina-eau-de-parfum-6-ml',
      form: 'miniature perfume bottle',
      svg: shot('reboursp', (art) => {
        stage(art);
        art.add(miniature(art));
      }),
      close: [400, 520, 360],
    },
    {
      name: 'coffret-scoperta-sei-miniature-da-6-ml',
      form: 'perfume miniatures set',
      svg: shot('reboursp', (art) => art.add(discovery(art))),
      close: [400, 560, 380],
    },
    {
      name: 'crema-viso-vellutata-all-iris-50-ml',
      form: 'face cream jar',
      svg: shot('reboursp', (art) => {
        stage(art);
        art.add(creamJar(art));
      }),
      close: [380, 560, 360],
    },
    {
      name: 'siero-all-olio-di-rosa-30-ml',
      form: 'serum dropper bottle',
      svg: shot('reboursp', (art) => {
        stage(art);
        art.add(serum(art));
        art.add(
          petals(art, 3, rose, [
            [190, 700],
            [640, 724],
          ]),
        );
      }),
      close: [480, 520, 400],
    },
  ];
}
