/**
 * The jewellers' pictures: the demo catalogue's product shots, the collection cards, the hero stills
 * of the fine-jewellery, goldsmith and silversmith pages and their watermark monograms.
 */
import { type Metal, floorShadow, metal, metalLine, plinth, studio } from './materials.ts';
import { wordmark } from './lettering.ts';
import {
  bangle,
  chain,
  diamondStud,
  drape,
  dropEarring,
  glint,
  hoop,
  pearlEarring,
  pearlStrand,
  pearStone,
  ring,
  ruby,
  sapphire,
  tennisBracelet,
  watch,
  type RingSpec,
  type RingStyle,
  type WatchStyle,
  emerald,
  brilliantTop,
} from './jewels.ts';
import { Art, bokeh, circle, ellipse, full, line, n, p, path, pathData, poly, random } from './svg.ts';

export type Pictures = Record<string, string>;

// ─── Catalogue (800×800, one studio, one light) ───────────────────────────────────────────────────

function productRing(style: RingStyle, m: Metal): string {
  const art = new Art(800, 800);
  studio(art);
  art.add(floorShadow(art, 400, 640, 230, 26, 0.32));
  art.add(
    ring(
      art,
      {
        cx: 400,
        cy: 450,
        r: 185,
        band: style === 'eternity' ? 36 : 28,
        depth: style === 'eternity' ? 12 : 24,
        metal: m,
      },
      style,
    ),
  );
  return art.grain(0.035).toString();
}

function productWatch(style: WatchStyle): string {
  const art = new Art(800, 800);
  studio(art);
  art.add(floorShadow(art, 420, 720, 250, 30, 0.22));
  const r = style === 'lady' ? 130 : 165;
  art.add(watch(art, style, 400, 400, r, -20, 820));
  return art.grain(0.035).toString();
}

function productEarrings(kind: 'pearl' | 'hoops' | 'diamond' | 'drops'): string {
  const art = new Art(800, 800);
  studio(art);
  if (kind === 'pearl') {
    art.add(floorShadow(art, 280, 560, 120, 16, 0.25), floorShadow(art, 530, 580, 120, 16, 0.25));
    art.add(pearlEarring(art, 280, 440, 130), pearlEarring(art, 530, 460, 130));
  } else if (kind === 'hoops') {
    art.add(floorShadow(art, 400, 660, 260, 24, 0.28));
    art.add(hoop(art, 300, 410, 210, 'gold', 30), hoop(art, 520, 430, 190, 'gold', 28));
  } else if (kind === 'diamond') {
    art.add(floorShadow(art, 270, 540, 120, 18, 0.22), floorShadow(art, 535, 540, 120, 18, 0.22));
    art.add(diamondStud(art, 270, 420, 108, 'silver', 4), diamondStud(art, 535, 420, 108, 'silver', 8));
    art.add(glint(630, 330, 30, '#ffffff', 0.8));
  } else {
    art.add(floorShadow(art, 400, 690, 230, 20, 0.22));
    art.add(dropEarring(art, 300, 180, 360, sapphire), dropEarring(art, 510, 200, 360, sapphire));
  }
  return art.grain(0.035).toString();
}

/**
 * A piece's second photo: the same studio shot seen closer, `size` pixels of the 800 around
 * (`x`, `y`), as a macro lens would frame the stone, the dial or the clasp.
 */
function closeUp(shot: string, x: number, y: number, size: number): string {
  const left = Math.min(800 - size, Math.max(0, x - size / 2));
  const top = Math.min(800 - size, Math.max(0, y - size / 2));
  return shot.replace('viewBox="0 0 800 800"', `viewBox="${n(left)} ${n(top)} ${n(size)} ${n(size)}"`);
}

/** The editor's default: a quiet card with a gem outline and a camera, saying "no picture yet". */
function placeholder(): string {
  const art = new Art(800, 800);
  art.add(
    full(
      800,
      800,
      art.lin(
        'ph',
        [
          [0, '#f4f1ec'],
          [1, '#e7e2da'],
        ],
        90,
      ),
    ),
  );
  const ink = '#b8afa3';
  art.add(
    line(
      poly([
        [330, 330],
        [470, 330],
        [520, 385],
        [400, 520],
        [280, 385],
      ]),
      ink,
      6,
      'stroke-linejoin="round"',
    ),
    line(
      'M280 385H520M330 330L365 385L400 330L435 385L470 330M365 385L400 520L435 385',
      ink,
      3,
      'stroke-linejoin="round" opacity=".8"',
    ),
    // a small camera in the corner of the gem
    path(
      'M470 470h28l8-14h34l8 14h28a10 10 0 0 1 10 10v62a10 10 0 0 1-10 10H470a10 10 0 0 1-10-10v-62a10 10 0 0 1 10-10Z',
      '#efebe4',
      `stroke="${ink}" stroke-width="6" stroke-linejoin="round"`,
    ),
    circle(523, 512, 22, 'none', `stroke="${ink}" stroke-width="6"`),
    line('M200 640H600', '#d6cfc4', 2),
  );
  return art.toString();
}

// ─── Collections (800×1000, tonal sets) ───────────────────────────────────────────────────────────

function tonalSet(art: Art, top: string, bottom: string, light: string): void {
  art.add(
    full(
      800,
      1000,
      art.lin(
        `set-${top}`,
        [
          [0, top],
          [1, bottom],
        ],
        90,
      ),
    ),
    full(
      800,
      1000,
      art.rad(
        `setl-${light}`,
        [
          [0, light, 0.7],
          [0.5, light, 0.2],
          [1, light, 0],
        ],
        0.35,
        0.25,
        0.75,
      ),
    ),
  );
}

function collectionRings(): string {
  const art = new Art(800, 1000);
  tonalSet(art, '#efe6da', '#cdbba4', '#fffaf0');
  art.add(plinth(art, 400, 720, 270, 300, ['#f6efe6', '#dccbb6', '#a89179']));
  art.add(ring(art, { cx: 250, cy: 610, r: 100, band: 20, depth: 14, metal: 'gold' }, 'eternity', 5));
  art.add(ring(art, { cx: 560, cy: 600, r: 110, band: 20, depth: 14, metal: 'champagne' }, 'emerald'));
  art.add(ring(art, { cx: 405, cy: 560, r: 140, band: 22, depth: 16, metal: 'gold' }, 'solitaire'));
  return art.grain(0.04).toString();
}

function collectionWatches(): string {
  const art = new Art(800, 1000);
  tonalSet(art, '#2c2a2a', '#151414', '#6d6258');
  art.add(`<g transform="rotate(-16 330 520)">${watch(art, 'chrono', 330, 520, 150, -200, 1250)}</g>`);
  art.add(`<g transform="rotate(12 560 600)">${watch(art, 'gold', 560, 600, 130, -100, 1200)}</g>`);
  art.add(
    full(
      800,
      1000,
      art.rad(
        'wvig',
        [
          [0, '#000', 0],
          [0.7, '#000', 0.1],
          [1, '#000', 0.55],
        ],
        0.5,
        0.5,
        0.75,
      ),
    ),
  );
  return art.grain(0.05).toString();
}

function collectionEarrings(): string {
  const art = new Art(800, 1000);
  tonalSet(art, '#eadfd8', '#c9b3a8', '#fff6f0');
  // a velvet tray with two pairs
  art.add(floorShadow(art, 400, 860, 330, 40, 0.3));
  art.add(
    path(
      'M90 520Q90 480 130 480H670Q710 480 710 520V820Q710 860 670 860H130Q90 860 90 820Z',
      art.lin(
        'tray',
        [
          [0, '#6e4a44'],
          [1, '#3c2522'],
        ],
        90,
      ),
    ),
  );
  art.add(
    path(
      'M120 520H680V830H120Z',
      art.lin(
        'velvet',
        [
          [0, '#4e302c'],
          [0.5, '#5c3a35'],
          [1, '#3a2320'],
        ],
        90,
      ),
    ),
  );
  art.add(line('M400 520V830', '#2c1a18', 3, 'opacity=".6"'));
  art.add(pearlEarring(art, 205, 650, 62), pearlEarring(art, 315, 665, 62));
  art.add(dropEarring(art, 495, 560, 210, ruby), dropEarring(art, 600, 575, 210, ruby));
  return art.grain(0.04).toString();
}

function collectionNecklaces(): string {
  const art = new Art(800, 1000);
  tonalSet(art, '#e4ddd3', '#b9ab98', '#fffaf2');
  // a velvet display bust: neck column, sloping shoulders, cut flat at the top
  art.add(floorShadow(art, 400, 985, 300, 24, 0.35));
  const velvet = art.lin(
    'bust',
    [
      [0, '#15100e'],
      [0.3, '#3d322d'],
      [0.5, '#4a3d37'],
      [0.75, '#2a221f'],
      [1, '#110d0c'],
    ],
    0,
  );
  art.add(
    path(
      pathData(
        'M320 250',
        'V520',
        'C320 600 250 640 170 680',
        'C110 710 90 760 90 990',
        'H710',
        'C710 760 690 710 630 680',
        'C550 640 480 600 480 520',
        'V250',
        'Z',
      ),
      velvet,
    ),
  );
  art.add(
    ellipse(
      400,
      250,
      80,
      16,
      art.lin(
        'busttop',
        [
          [0, '#5a4a42'],
          [1, '#2a201c'],
        ],
        90,
      ),
    ),
  );
  art.add(
    path(
      pathData(
        'M320 520',
        'C320 600 250 640 170 680',
        'C250 660 330 640 400 640',
        'C470 640 550 660 630 680',
        'C550 640 480 600 480 520',
        'C470 590 330 590 320 520',
        'Z',
      ),
      '#000',
      'opacity=".18"',
    ),
  );
  art.add(
    path('M96 990C100 800 130 720 200 690', 'none', `stroke="#8a7468" stroke-width="3" opacity=".5" ${art.blur(2)}`),
  );
  const pts = drape(322, 500, 478, 500, 210, 48);
  art.add(chain(art, pts, 'gold', 3));
  const low = pts[24] ?? [400, 700];
  art.add(circle(low[0], low[1] + 10, 6, metal(art, 'gold', 120)));
  art.add(pearStone(art, low[0], low[1] + 14, 60, 86, emerald));
  art.add(pearlStrand(art, drape(324, 470, 476, 470, 120, 20), 8.5));
  return art.grain(0.04).toString();
}

function collectionBracelets(): string {
  const art = new Art(800, 1000);
  tonalSet(art, '#e9e3dc', '#c4b8aa', '#ffffff');
  art.add(plinth(art, 400, 640, 300, 380, ['#f3eee8', '#d5cabd', '#9c8f80']));
  art.add(bangle(art, 400, 560, 210, 70, 26, 'gold'));
  art.add(bangle(art, 400, 520, 200, 66, 18, 'rose'));
  art.add(tennisBracelet(art, 400, 640, 220, 70, 12, 'silver'));
  return art.grain(0.04).toString();
}

function collectionWedding(): string {
  const art = new Art(800, 1000);
  tonalSet(art, '#f4eee8', '#d9cbbd', '#ffffff');
  // a silk ribbon laid under the pair
  art.add(
    line(
      'M-20 820C200 700 420 900 820 740',
      '#d9b8ae',
      70,
      `opacity=".25" transform="translate(6 14)" ${art.blur(10)}`,
    ),
  );
  art.add(
    line(
      'M-20 820C200 700 420 900 820 740',
      art.lin(
        'ribbon',
        [
          [0, '#e9cfc6'],
          [0.5, '#f8e9e4'],
          [1, '#d8b4a8'],
        ],
        90,
      ),
      70,
    ),
  );
  art.add(line('M-20 792C200 672 420 872 820 712', '#ffffff', 3, 'opacity=".5"'));
  art.add(floorShadow(art, 400, 780, 260, 26, 0.3));
  art.add(ring(art, { cx: 330, cy: 560, r: 170, band: 26, depth: 20, metal: 'gold' }, 'plain'));
  art.add(ring(art, { cx: 500, cy: 610, r: 150, band: 22, depth: 18, metal: 'silver' }, 'eternity', 17));
  return art.grain(0.035).toString();
}

// ─── Heroes (1600×1000: calm on the left, the object on the right) ────────────────────────────────

function heroJewelleryDark(): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hd',
        [
          [0, '#0d0a08'],
          [0.55, '#1c140e'],
          [1, '#2a1d12'],
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
        'hdl',
        [
          [0, '#8a6230', 0.55],
          [0.4, '#5a3d1c', 0.25],
          [1, '#000', 0],
        ],
        0.78,
        0.42,
        0.55,
      ),
    ),
  );
  const bok = art.rad('bok', [
    [0, '#f2c77a', 0.9],
    [0.7, '#d9a657', 0.35],
    [1, '#d9a657', 0],
  ]);
  art.add(
    bokeh('bok', 12, 16, { x: 1000, y: 40, w: 600, h: 420 }, [14, 60], [0.12, 0.45]).replaceAll('url(#bok)', bok),
  );
  // a reflective dark surface
  art.add(
    path(
      'M0 820H1600V1000H0Z',
      art.lin(
        'hds',
        [
          [0, '#1a120b'],
          [1, '#070504'],
        ],
        90,
      ),
    ),
  );
  art.add(line('M0 820H1600', '#8a6a3a', 1.5, 'opacity=".35"'));
  const pts = drape(1040, -20, 1560, -20, 640, 70);
  art.add(chain(art, pts, 'gold', 3.4));
  const low = pts[35] ?? [1300, 600];
  art.add(circle(low[0], low[1] + 14, 8, metal(art, 'gold', 120)));
  art.add(
    pearStone(art, low[0], low[1] + 18, 64, 92, { name: 'dia2', light: '#ffffff', mid: '#d8dee6', dark: '#6e7888' }),
  );
  const solitaire: RingSpec = { cx: 1180, cy: 730, r: 96, band: 16, depth: 12, metal: 'gold' };
  art.add(ring(art, solitaire, 'solitaire'));
  // its reflection in the ledge
  art.add(`<g opacity=".18" transform="translate(0 1546) scale(1 -1)">${ring(art, solitaire, 'plain')}</g>`);
  art.add(
    full(
      1600,
      1000,
      art.rad(
        'hdv',
        [
          [0, '#000', 0],
          [0.75, '#000', 0.2],
          [1, '#000', 0.6],
        ],
        0.6,
        0.5,
        0.8,
      ),
    ),
  );
  return art.grain(0.05).toString();
}

function silk(art: Art, id: string, tones: [string, string, string], seed: number, top: number): string {
  const rnd = random(seed);
  let out = '';
  for (let i = 0; i < 5; i++) {
    const y = top + i * 90 + rnd() * 40;
    const amp = 60 + rnd() * 60;
    const d = pathData(
      `M-20 ${n(y)}`,
      `C${p(300, y - amp)} ${p(700, y + amp)} ${p(1000, y - amp * 0.2)}`,
      `S${p(1450, y - amp)} ${p(1620, y + amp * 0.4)}`,
      'V1020',
      'H-20',
      'Z',
    );
    out += path(
      d,
      art.lin(
        `${id}${i}`,
        [
          [0, tones[i % 2 === 0 ? 0 : 1]],
          [0.5, tones[2]],
          [1, tones[i % 2 === 0 ? 1 : 0]],
        ],
        80 + i * 6,
      ),
      `opacity="${n(0.55 + i * 0.08)}"`,
    );
  }
  return out;
}

function heroJewelleryLight(): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hl',
        [
          [0, '#b9a488'],
          [0.6, '#d9c7ad'],
          [1, '#eadbc4'],
        ],
        20,
      ),
    ),
  );
  art.add(silk(art, 'hls', ['#cbb596', '#e9dac2', '#a8916f'], 4, 420));
  art.add(
    full(
      1600,
      1000,
      art.rad(
        'hll',
        [
          [0, '#fff6e6', 0.6],
          [0.5, '#fff6e6', 0.15],
          [1, '#fff6e6', 0],
        ],
        0.78,
        0.35,
        0.5,
      ),
    ),
  );
  art.add(pearlStrand(art, drape(980, 1040, 1640, 560, -240, 26), 17));
  art.add(floorShadow(art, 1230, 720, 130, 16, 0.3));
  art.add(ring(art, { cx: 1230, cy: 600, r: 110, band: 18, depth: 13, metal: 'champagne' }, 'solitaire'));
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hlv',
        [
          [0, '#3a2a18', 0.45],
          [0.5, '#3a2a18', 0.12],
          [1, '#3a2a18', 0],
        ],
        0,
      ),
    ),
  );
  return art.grain(0.045).toString();
}

function heroGoldsmith(): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'gw',
        [
          [0, '#110c08'],
          [0.6, '#2a1c12'],
          [1, '#3a2818'],
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
        'gwl',
        [
          [0, '#d19a52', 0.55],
          [0.45, '#7a4f22', 0.22],
          [1, '#000', 0],
        ],
        0.72,
        0.62,
        0.5,
      ),
    ),
  );
  // the bench lamp: arm, head and its warm cone of light
  art.add(line('M1580 -20L1470 150L1330 120', '#1a1410', 16, 'stroke-linejoin="round" stroke-linecap="round"'));
  art.add(
    path(
      'M1230 90L1390 130L1360 200L1200 160Z',
      art.lin(
        'lamphead',
        [
          [0, '#3a3430'],
          [1, '#141110'],
        ],
        90,
      ),
    ),
  );
  art.add(
    path(
      'M1200 160L1360 200L1560 700L880 700Z',
      art.lin(
        'cone',
        [
          [0, '#ffd994', 0.32],
          [1, '#ffd994', 0.04],
        ],
        90,
      ),
      art.blur(24),
    ),
  );
  art.add(ellipse(1280, 180, 80, 14, '#fff1cc', `opacity=".7" ${art.blur(6)}`));
  // bench top, grain and front edge
  art.add(
    path(
      'M0 680H1600V1000H0Z',
      art.lin(
        'bench',
        [
          [0, '#6a4424'],
          [0.12, '#4a2f18'],
          [1, '#180f08'],
        ],
        90,
      ),
    ),
  );
  art.add(ellipse(1180, 730, 420, 70, '#ffcf86', `opacity=".22" ${art.blur(30)}`));
  const rnd = random(5);
  for (let i = 0; i < 20; i++) {
    const y = 690 + i * 15 + rnd() * 6;
    art.add(
      line(
        `M0 ${n(y)}C400 ${n(y + rnd() * 10 - 5)} 1100 ${n(y + rnd() * 12 - 6)} 1600 ${n(y + rnd() * 8)}`,
        '#000',
        1.5,
        `opacity="${n(0.08 + rnd() * 0.14)}"`,
      ),
    );
  }
  art.add(line('M0 680H1600', '#d49a52', 2.5, 'opacity=".55"'));
  // bench pin
  art.add(
    path(
      'M1120 680L1500 680L1480 740L1150 748Z',
      art.lin(
        'pin',
        [
          [0, '#9a6634'],
          [1, '#4a2e16'],
        ],
        90,
      ),
    ),
  );
  art.add(path('M1290 680L1330 640L1370 680Z', '#1a0f08', 'opacity=".5"'));
  // a coil of gold wire and a small sheet
  art.add(path('M1380 705l90-8l14 22l-92 8Z', metal(art, 'gold', 20)));
  for (let i = 0; i < 5; i++)
    art.add(
      ellipse(800 + i * 7, 730, 38 - i, 14, 'none', `stroke="${metalLine.gold}" stroke-width="2.5" opacity=".9"`),
    );
  // ring mandrel with the ring being sized
  art.add(
    path('M840 930L1420 808L1424 842L850 972Z', '#000', `opacity=".4" transform="translate(10 22)" ${art.blur(10)}`),
  );
  const mandrel = path(
    'M840 920L1420 800L1420 846L850 972Z',
    art.lin(
      'mandrel',
      [
        [0, '#5c636b'],
        [0.3, '#e8edf2'],
        [0.55, '#9aa3ad'],
        [1, '#3a4047'],
      ],
      90,
    ),
  );
  art.add(
    mandrel,
    path(
      'M1420 792h150v62h-150Z',
      art.lin(
        'handle',
        [
          [0, '#7a4a24'],
          [0.4, '#a06a38'],
          [1, '#3a2210'],
        ],
        90,
      ),
    ),
  );
  // a band being sized: it sits across the steel, its far side hidden behind it
  const band: RingSpec = { cx: 1090, cy: 893, r: 40, band: 10, depth: 6, metal: 'gold', squash: 0.42 };
  art.add(`<g transform="rotate(78 1090 893)">${ring(art, band, 'plain')}</g>`);
  const farSide = art.def(
    'farside',
    (i) =>
      `<clipPath id="${i}">` +
      '<rect x="1090" y="833" width="60" height="120" transform="rotate(-12 1090 893)"/></clipPath>',
  );
  art.add(`<g clip-path="${farSide}">${mandrel}</g>`);
  // the finished solitaire waiting under the lamp
  art.add(floorShadow(art, 1000, 800, 80, 10, 0.45, '#000'));
  art.add(ring(art, { cx: 1000, cy: 735, r: 62, band: 12, depth: 9, metal: 'gold' }, 'solitaire'));
  art.add(glint(1072, 858, 14, '#ffffff', 0.8));
  // filings and dust in the light
  for (let i = 0; i < 50; i++)
    art.add(
      circle(
        1150 + rnd() * 330,
        690 + rnd() * 50,
        0.8 + rnd() * 2,
        metalLine.gold,
        `opacity="${n(0.4 + rnd() * 0.5)}"`,
      ),
    );
  for (let i = 0; i < 40; i++)
    art.add(
      circle(1000 + rnd() * 460, 220 + rnd() * 440, 0.8 + rnd() * 1.8, '#ffe6b0', `opacity="${n(0.2 + rnd() * 0.5)}"`),
    );
  art.add(brilliantTop(art, 1120, 790, 12, { name: 'dia', light: '#ffffff', mid: '#dfe6ee', dark: '#8f9bab' }, 2));
  art.add(brilliantTop(art, 1150, 812, 8, { name: 'dia', light: '#ffffff', mid: '#dfe6ee', dark: '#8f9bab' }, 3));
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'gwv',
        [
          [0, '#000', 0.6],
          [0.5, '#000', 0.12],
          [1, '#000', 0],
        ],
        0,
      ),
    ),
  );
  return art.grain(0.06).toString();
}

function heroSilver(): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'sv',
        [
          [0, '#15181c'],
          [0.6, '#2a2f35'],
          [1, '#3d434a'],
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
        'svl',
        [
          [0, '#c9d3de', 0.35],
          [0.5, '#8a96a4', 0.12],
          [1, '#000', 0],
        ],
        0.75,
        0.35,
        0.55,
      ),
    ),
  );
  const bok = art.rad('sbok', [
    [0, '#e6eef7', 0.9],
    [0.7, '#b9c6d4', 0.3],
    [1, '#b9c6d4', 0],
  ]);
  art.add(
    bokeh('sbok', 8, 14, { x: 1000, y: 40, w: 600, h: 400 }, [12, 50], [0.1, 0.35]).replaceAll('url(#sbok)', bok),
  );
  art.add(
    path(
      'M0 800H1600V1000H0Z',
      art.lin(
        'svs',
        [
          [0, '#2b3036'],
          [1, '#0e1013'],
        ],
        90,
      ),
    ),
  );
  art.add(bangle(art, 1200, 780, 230, 70, 30, 'silver'));
  art.add(bangle(art, 1230, 740, 200, 60, 16, 'silver'));
  art.add(chain(art, drape(1000, -20, 1620, 80, 560, 80), 'silver', 3.2));
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'svv',
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

// ─── Monograms (400×400, drawn light, for faint watermarks) ───────────────────────────────────────

function logoGoldsmith(): string {
  const art = new Art(400, 400);
  const c = '#d8b46a';
  art.add(
    circle(200, 200, 180, 'none', `stroke="${c}" stroke-width="3"`),
    circle(200, 200, 166, 'none', `stroke="${c}" stroke-width="1.2"`),
  );
  art.add(
    line(
      poly([
        [140, 150],
        [260, 150],
        [300, 195],
        [200, 300],
        [100, 195],
      ]),
      c,
      5,
      'stroke-linejoin="round"',
    ),
  );
  art.add(
    line(
      'M100 195H300M140 150L170 195L200 150L230 195L260 150M170 195L200 300L230 195',
      c,
      2.2,
      'stroke-linejoin="round"',
    ),
  );
  art.add(wordmark('ORAFO', 200, 352, 18, c, 1.6, 0.55));
  return art.toString();
}

function logoSilver(): string {
  const art = new Art(400, 400);
  const c = '#dfe4ea';
  const hex = [0, 60, 120, 180, 240, 300].map(
    (a) => [200 + 175 * Math.sin((a * Math.PI) / 180), 200 - 175 * Math.cos((a * Math.PI) / 180)] as const,
  );
  art.add(line(poly(hex), c, 3, 'stroke-linejoin="round"'));
  const inner = [0, 60, 120, 180, 240, 300].map(
    (a) => [200 + 160 * Math.sin((a * Math.PI) / 180), 200 - 160 * Math.cos((a * Math.PI) / 180)] as const,
  );
  art.add(line(poly(inner), c, 1.2, 'stroke-linejoin="round"'));
  art.add(wordmark('AG', 200, 250, 100, c, 5, 0.12));
  art.add(wordmark('ARGENTO', 200, 300, 14, c, 1.4, 0.6));
  return art.toString();
}

export function jewelleryPictures(): Pictures {
  return {
    'products/ring-solitaire.svg': productRing('solitaire', 'gold'),
    'products/ring-eternity.svg': productRing('eternity', 'silver'),
    'products/ring-signet.svg': productRing('signet', 'gold'),
    'products/ring-emerald.svg': productRing('emerald', 'champagne'),
    'products/watch-classic.svg': productWatch('classic'),
    'products/watch-chrono.svg': productWatch('chrono'),
    'products/watch-lady.svg': productWatch('lady'),
    'products/watch-gold.svg': productWatch('gold'),
    'products/earrings-pearl.svg': productEarrings('pearl'),
    'products/earrings-hoops.svg': productEarrings('hoops'),
    'products/earrings-diamond.svg': productEarrings('diamond'),
    'products/earrings-drops.svg': productEarrings('drops'),
    'products/ring-solitaire-dettaglio.svg': closeUp(productRing('solitaire', 'gold'), 400, 300, 380),
    'products/ring-eternity-dettaglio.svg': closeUp(productRing('eternity', 'silver'), 400, 300, 400),
    'products/ring-signet-dettaglio.svg': closeUp(productRing('signet', 'gold'), 400, 300, 380),
    'products/ring-emerald-dettaglio.svg': closeUp(productRing('emerald', 'champagne'), 400, 300, 360),
    'products/watch-classic-dettaglio.svg': closeUp(productWatch('classic'), 400, 400, 400),
    'products/watch-chrono-dettaglio.svg': closeUp(productWatch('chrono'), 400, 400, 400),
    'products/watch-lady-dettaglio.svg': closeUp(productWatch('lady'), 400, 400, 340),
    'products/watch-gold-dettaglio.svg': closeUp(productWatch('gold'), 430, 380, 420),
    'products/earrings-pearl-dettaglio.svg': closeUp(productEarrings('pearl'), 280, 430, 360),
    'products/earrings-hoops-dettaglio.svg': closeUp(productEarrings('hoops'), 320, 280, 420),
    'products/earrings-diamond-dettaglio.svg': closeUp(productEarrings('diamond'), 270, 420, 320),
    'products/earrings-drops-dettaglio.svg': closeUp(productEarrings('drops'), 300, 330, 420),
    'products/placeholder.svg': placeholder(),
    'collections/rings.svg': collectionRings(),
    'collections/watches.svg': collectionWatches(),
    'collections/earrings.svg': collectionEarrings(),
    'collections/necklaces.svg': collectionNecklaces(),
    'collections/bracelets.svg': collectionBracelets(),
    'collections/wedding.svg': collectionWedding(),
    'hero/jewellery-dark.svg': heroJewelleryDark(),
    'hero/jewellery-light.svg': heroJewelleryLight(),
    'hero/goldsmith-workshop.svg': heroGoldsmith(),
    'hero/silver.svg': heroSilver(),
    'logos/goldsmith.svg': logoGoldsmith(),
    'logos/silver.svg': logoSilver(),
  };
}
