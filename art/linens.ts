/**
 * A linen shop's own pictures, drawn apart from the textile studio's (textile.ts) so the home-textile
 * shops do not share one set: the linen cupboard (story, 1000×1200), pillows and a folded duvet on
 * a bench and a stack of napkins tied with twine (collections, 800×1000).
 */
import { type Tone, floorShadow } from './materials.ts';
import type { Pictures } from './jewellery.ts';
import { cushion, foldLight, folded, linens, stack } from './textile.ts';
import { Art, circle, ellipse, full, line, n, p, path, random } from './svg.ts';

function backdrop(art: Art, id: string, top: string, bottom: string, light = '#fffaf0'): void {
  art.add(
    full(
      art.width,
      art.height,
      art.lin(
        id,
        [
          [0, top],
          [1, bottom],
        ],
        90,
      ),
    ),
    full(
      art.width,
      art.height,
      art.rad(
        `${id}-l`,
        [
          [0, light, 0.6],
          [1, light, 0],
        ],
        0.3,
        0.2,
        0.7,
      ),
    ),
  );
}

/** An open painted cupboard: four shelves of folded linens, lavender bags, a key in the door. */
function storyLinenCupboard(): string {
  const art = new Art(1000, 1200);
  backdrop(art, 'lc-wall', '#e9e1d2', '#c9b99e');
  // the floor
  art.add(
    path(
      'M0 1080H1000V1200H0Z',
      art.lin(
        'lc-floor',
        [
          [0, '#a88a64'],
          [1, '#6e5638'],
        ],
        90,
      ),
    ),
  );
  art.add(floorShadow(art, 500, 1085, 420, 26, 0.45));
  // the carcass, painted a dusty blue-grey, and its open doors
  const paint = art.lin(
    'lc-paint',
    [
      [0, '#9aa8ae'],
      [0.5, '#7e8e96'],
      [1, '#5e6c74'],
    ],
    0,
  );
  art.add(path('M220 90H780V1080H220Z', paint));
  art.add(path('M250 130H750V1040H250Z', '#efe8dc'));
  art.add(
    path(
      'M250 130H750V1040H250Z',
      art.lin(
        'lc-inside',
        [
          [0, '#000', 0.22],
          [0.5, '#000', 0.05],
          [1, '#000', 0.25],
        ],
        0,
      ),
    ),
  );
  art.add(
    path(
      'M220 90L60 150V1060L220 1080Z',
      art.lin(
        'lc-door-l',
        [
          [0, '#6e7e86'],
          [1, '#9aa8ae'],
        ],
        0,
      ),
    ),
  );
  art.add(
    path(
      'M780 90L940 150V1060L780 1080Z',
      art.lin(
        'lc-door-r',
        [
          [0, '#9aa8ae'],
          [1, '#6e7e86'],
        ],
        0,
      ),
    ),
  );
  art.add(path('M90 200L190 170V1000L90 1010Z M810 170L910 200V1010L810 1000Z', '#000', 'opacity=".08"'));
  art.add(circle(180, 600, 8, '#c9a45c'), path('M176 606h8v30h-8Z', '#c9a45c'));
  // shelves and their linens
  const rows: (keyof typeof linens)[][][] = [
    [
      ['ivory', 'ivory', 'sand'],
      ['sage', 'sage', 'ivory'],
    ],
    [
      ['terracotta', 'clay', 'sand', 'ivory'],
      ['ivory', 'ivory', 'ivory'],
    ],
    [
      ['sand', 'sand', 'ochre'],
      ['sage', 'ivory', 'sage', 'ivory'],
    ],
    [
      ['clay', 'terracotta'],
      ['ink', 'ivory', 'ink'],
    ],
  ];
  rows.forEach((pair, row) => {
    const y = 330 + row * 230;
    art.add(path(`M250 ${y}H750V${y + 14}H250Z`, '#d9cfbf'), line(`M250 ${y}H750`, '#ffffff', 2, 'opacity=".5"'));
    pair.forEach((layers, col) => {
      art.add(stack(art, `lc${row}${col}`, 380 + col * 240, y, 200, layers, 40, row * 2 + col + 1));
    });
  });
  // a lavender bag and a ribbon on the second shelf, a sprig on the top
  const lav = random(4);
  art.add(path('M650 780q-30 -70 10 -90q40 20 20 90Z', '#b8a8cc'), line('M640 700l30 -14', '#7a6a9a', 3));
  for (let i = 0; i < 8; i++) art.add(circle(300 + lav() * 40, 250 - i * 8, 4, '#8a74b0'));
  art.add(line('M300 320L320 230', '#6a7a4a', 2));
  art.add(
    full(
      1000,
      1200,
      art.rad(
        'lc-vig',
        [
          [0, '#000', 0],
          [0.75, '#000', 0.08],
          [1, '#000', 0.35],
        ],
        0.5,
        0.5,
        0.8,
      ),
    ),
  );
  return art.grain(0.045).toString();
}

/** Four linen pillows and a folded duvet on a wooden bench at the foot of a wall. */
function collectionPillowsBench(): string {
  const art = new Art(800, 1000);
  backdrop(art, 'pb-wall', '#ece4d6', '#c8b69c');
  art.add(
    path(
      'M0 860H800V1000H0Z',
      art.lin(
        'pb-floor',
        [
          [0, '#b89c78'],
          [1, '#7a6246'],
        ],
        90,
      ),
    ),
  );
  // the bench: top, apron and legs
  art.add(floorShadow(art, 400, 870, 360, 26, 0.4));
  art.add(
    path(
      'M70 700H730V740H70Z',
      art.lin(
        'pb-top',
        [
          [0, '#a07448'],
          [1, '#6e4a2a'],
        ],
        90,
      ),
    ),
  );
  art.add(path('M100 740h40v130h-40Z M660 740h40v130h-40Z', '#5a3a20'), path('M140 760H660V780H140Z', '#6e4a2a'));
  // the folded duvet on the bench, the pillows leaning on it
  const t: Tone = linens.sand;
  art.add(
    folded(
      400,
      700,
      560,
      90,
      t,
      40,
      { front: foldLight(art, 'pb-d', t, 'front'), top: foldLight(art, 'pb-d', t, 'top') },
      (f) =>
        line(
          `M${p(f.x0 + 20, f.top + f.h * 0.5)}H${n(f.x0 + f.w - 20)}`,
          t[2],
          1.5,
          'opacity=".35" stroke-dasharray="6 6"',
        ),
    ),
  );
  art.add(
    cushion(art, 'pb1', 230, 500, 250, linens.ivory, 'piped', -8),
    cushion(art, 'pb2', 560, 500, 250, linens.ivory, 'piped', 8),
    cushion(art, 'pb3', 330, 560, 200, linens.ochre, 'stripe', -4),
    cushion(art, 'pb4', 490, 570, 190, linens.clay, 'check', 5),
  );
  return art.grain(0.04).toString();
}

/** Linen napkins folded in a stack and tied with twine, two napkin rings and a sprig of rosemary, from above. */
function collectionNapkins(): string {
  const art = new Art(800, 1000);
  // a scrubbed oak table seen from above
  art.add(
    full(
      800,
      1000,
      art.lin(
        'nk-oak',
        [
          [0, '#d8c4a4'],
          [1, '#b89c78'],
        ],
        0,
      ),
    ),
  );
  const grain = random(9);
  for (let i = 0; i < 40; i++) {
    const x = grain() * 800;
    art.add(line(`M${n(x)} 0Q${n(x + 20 - grain() * 40)} 500 ${n(x + 10)} 1000`, '#8a6c48', 1.2, 'opacity=".2"'));
  }
  art.add(
    full(
      800,
      1000,
      art.rad(
        'nk-l',
        [
          [0, '#fffaf0', 0.5],
          [1, '#fffaf0', 0],
        ],
        0.35,
        0.3,
        0.7,
      ),
    ),
  );
  // the stack: four squares, each a little turned, in sage, ivory, clay and sand
  const tones: (keyof typeof linens)[] = ['sage', 'ivory', 'clay', 'sand'];
  tones.forEach((k, i) => {
    const t = linens[k];
    const a = -8 + i * 5;
    const s = 420 - i * 6;
    const cx = 400 + (i - 1.5) * 6;
    const cy = 470 - i * 8;
    art.add(
      `<g transform="rotate(${n(a)} ${n(cx)} ${n(cy)})">` +
        path(
          `M${p(cx - s / 2, cy - s / 2)}h${n(s)}v${n(s)}h${n(-s)}Z`,
          '#3a2a1a',
          `opacity=".18" transform="translate(8 12)" ${art.blur(8)}`,
        ) +
        path(
          `M${p(cx - s / 2, cy - s / 2)}h${n(s)}v${n(s)}h${n(-s)}Z`,
          art.lin(
            `nk-${k}`,
            [
              [0, t[0]],
              [1, t[1]],
            ],
            120,
          ),
        ) +
        line(
          `M${p(cx - s / 2 + 18, cy - s / 2 + 18)}h${n(s - 36)}v${n(s - 36)}h${n(-s + 36)}Z`,
          t[2],
          1.5,
          'opacity=".45" stroke-dasharray="5 4"',
        ) +
        line(`M${p(cx - s / 2, cy)}H${n(cx + s / 2)}`, t[2], 2, 'opacity=".2"') +
        `</g>`,
    );
  });
  // the twine crossing the top napkin, tied in a bow
  art.add(
    line('M190 520Q400 505 610 440M380 250Q400 470 420 690', '#b89a6a', 5, 'stroke-linecap="round"'),
    path(
      'M400 470q-60 -40 -70 10q20 40 70 -10Zq60 -40 74 8q-20 42 -74 -8Z',
      'none',
      'stroke="#b89a6a" stroke-width="5"',
    ),
    line('M400 470l-30 70M400 470l26 74', '#b89a6a', 4, 'stroke-linecap="round"'),
  );
  // a sprig of rosemary under the twine
  art.add(line('M300 400L520 560', '#5e6a4a', 4, 'stroke-linecap="round"'));
  for (let i = 0; i < 14; i++) {
    const x = 310 + i * 15;
    const y = 407 + i * 11;
    art.add(ellipse(x, y - 12, 3, 12, '#6e7e56', `transform="rotate(${-30 + (i % 2) * 60} ${x} ${y})"`));
  }
  // two brass napkin rings
  for (const [cx, cy] of [
    [240, 860],
    [560, 880],
  ] as const) {
    art.add(ellipse(cx + 6, cy + 10, 70, 28, '#3a2a1a', `opacity=".22" ${art.blur(8)}`));
    art.add(ellipse(cx, cy, 66, 26, 'none', 'stroke="#b08a3e" stroke-width="16"'));
    art.add(ellipse(cx, cy - 4, 66, 26, 'none', 'stroke="#e2c27a" stroke-width="6" opacity=".8"'));
  }
  return art.grain(0.04).toString();
}

export function linenPictures(): Pictures {
  return {
    'story/linen-cupboard.svg': storyLinenCupboard(),
    'collections/pillows-bench.svg': collectionPillowsBench(),
    'collections/napkins.svg': collectionNapkins(),
  };
}
