/**
 * Four jewellers' workshops for the story band (1000×1200), each its own composition and not a tint
 * of `storyAtelier` (services.ts, the pegboard above the bench): the setter's bench seen close, a bench
 * under a window at dusk, the soldering corner, and the design desk.
 */
import { type Metal, floorShadow, metal } from './materials.ts';
import { brilliantTop, diamond, emerald, glint, ring } from './jewels.ts';
import { Art, circle, ellipse, full, line, n, p, path, random } from './svg.ts';
import type { Pictures } from './jewellery.ts';
import { vignette } from './jewellery-sets.ts';
import { cast, loupe, tweezers } from './services.ts';

function wall(art: Art, id: string, top: string, bottom: string): void {
  art.add(
    full(
      1000,
      1200,
      art.lin(
        id,
        [
          [0, top],
          [1, bottom],
        ],
        90,
      ),
    ),
  );
}

/** A pool of warm lamp light centred on (cx, cy). */
function pool(art: Art, id: string, cx: number, cy: number, r: number, color: string, strength: number): string {
  return full(
    1000,
    1200,
    art.rad(
      id,
      [
        [0, color, strength],
        [0.5, color, strength * 0.35],
        [1, color, 0],
      ],
      cx / 1000,
      cy / 1200,
      r,
    ),
  );
}

function wood(art: Art, id: string, tones: [string, string, string], angle = 90): string {
  return art.lin(
    id,
    [
      [0, tones[0]],
      [0.35, tones[1]],
      [1, tones[2]],
    ],
    angle,
  );
}

/** Loose brilliants on a folded stone paper. */
function stonePaper(art: Art, x: number, y: number, seed: number): string {
  let out = cast(art, `M${p(x, y)}l210 -30l40 150l-215 34Z`, 0.35);
  out += path(`M${p(x, y)}l210 -30l40 150l-215 34Z`, '#f4efe6');
  out += path(`M${p(x + 8, y + 76)}l236 -34l6 24l-238 34Z`, '#e2dace', 'opacity=".8"');
  const rnd = random(seed);
  for (let i = 0; i < 6; i++)
    out += brilliantTop(art, x + 50 + rnd() * 150, y + 20 + rnd() * 90 - i * 3, 9 + rnd() * 5, diamond, i + seed);
  return out;
}

// ─── The setter's bench, close ──────────────────────────────────────────────────────────────────

/** The bench's edge from the setter's chair: the pin, a ring clamp holding a solitaire, loupe and stones. */
export function storySettersBench(piece: Metal): string {
  const art = new Art(1000, 1200);
  wall(art, 'sb-wall', '#221915', '#0c0907');
  // the lamp's head above, out of frame but for its rim
  art.add(pool(art, 'sb-pool', 520, 640, 0.62, '#ffcf8a', 0.55));
  // bench top, seen from above at a slant
  art.add(path('M0 470H1000V1200H0Z', wood(art, 'sb-top', ['#7a5232', '#5a3920', '#24160b']), 'opacity=".96"'));
  const rnd = random(41);
  for (let i = 0; i < 14; i++) {
    const y = 500 + i * 50 + rnd() * 20;
    art.add(line(`M0 ${n(y)}Q500 ${n(y + 20 - rnd() * 40)} 1000 ${n(y + 6)}`, '#2a190c', 2, 'opacity=".25"'));
  }
  art.add(line('M0 470H1000', '#d39a58', 3, 'opacity=".55"'));
  // the bench pin: a wooden wedge with its V cut, jutting towards us
  art.add(cast(art, 'M360 470L640 470L700 800L300 800Z', 0.4));
  art.add(
    path(
      'M360 470L640 470L700 800L560 800L500 650L440 800L300 800Z',
      wood(art, 'sb-pin', ['#c98e55', '#a06a36', '#6a4220']),
    ),
  );
  art.add(path('M300 800L440 800L450 826L310 826Z M560 800L700 800L690 826L550 826Z', '#4a2c14'));
  // the leather skin sagging under the bench to catch the filings
  art.add(
    path('M0 880Q500 1060 1000 880V1200H0Z', wood(art, 'sb-skin', ['#8a5a34', '#5e3a1e', '#2a180b'])),
    line('M0 880Q500 1060 1000 880', '#b07a46', 3, 'opacity=".6"'),
  );
  const dust = random(7);
  for (let i = 0; i < 90; i++)
    art.add(
      circle(
        300 + dust() * 420,
        960 + dust() * 90,
        0.8 + dust() * 1.6,
        '#f2cf8a',
        `opacity="${n(0.3 + dust() * 0.5)}"`,
      ),
    );
  art.add(ring(art, { cx: 446, cy: 536, r: 58, band: 12, depth: 10, metal: piece }, 'solitaire', 5));
  // a ring clamp resting in the pin's notch, holding the ring up to the light
  art.add(
    `<g transform="rotate(-28 500 700)">` +
      cast(art, 'M470 520h60v330h-60Z', 0.35) +
      path('M468 560h30v300h-34Z', wood(art, 'sb-clampa', ['#d7a66c', '#a87540', '#6e4520'], 0)) +
      path('M502 560h30l4 300h-34Z', wood(art, 'sb-clampb', ['#c69458', '#9a6a38', '#5e3a1a'], 0)) +
      path('M470 620h62v22h-62Z', '#3a2414') +
      path('M486 600l30 0l-6 -22l-18 0Z', '#2a1a0e') +
      `</g>`,
  );
  art.add(glint(458, 448, 20), glint(426, 486, 8, '#fff4dc', 0.7));
  // the loupe lying on the bench, tweezers, the stone paper
  art.add(loupe(art, 770, 640, 62, 210));
  art.add(tweezers(art, 120, 700, 230, -14));
  art.add(stonePaper(art, 660, 880, 9));
  // a last wash of darkness at the edges
  art.add(vignette(art, 'sb-vig', 0.6, 0.65, 0.5, 0.5, 0.75));
  return art.grain(0.06).toString();
}

// ─── A bench under the window at dusk ───────────────────────────────────────────────────────────

/** A tall window on blue rooftops, the bench below it, a band on a ring mandrel, the flex-shaft hanging. */
export function storyWindowBench(piece: Metal): string {
  const art = new Art(1000, 1200);
  wall(art, 'wb-wall', '#222a36', '#0b0e14');
  // the window: sky, a line of roofs and chimneys, glazing bars
  const sky = art.lin(
    'wb-sky',
    [
      [0, '#33466a'],
      [0.6, '#6d7fa0'],
      [1, '#d9b48c'],
    ],
    90,
  );
  art.add(path('M180 160Q180 70 420 70Q660 70 660 160V700H180Z', sky));
  art.add(
    path(
      'M180 560L230 560L230 520L290 520L290 545L340 545L340 500L360 500L360 470L380 470L380 500L430 500L430 540L500 540L500 515L560 515L560 480L600 480L600 530L660 530V700H180Z',
      '#1c2232',
    ),
  );
  const lights = random(12);
  for (let i = 0; i < 9; i++)
    art.add(path(`M${p(200 + lights() * 440, 560 + lights() * 110)}h10v14h-10Z`, '#ffd28a', 'opacity=".8"'));
  art.add(
    line('M180 160Q180 70 420 70Q660 70 660 160V700H180Z', '#3a4456', 22, 'stroke-linejoin="round"'),
    line('M420 74V700M180 380H660', '#3a4456', 12),
    path('M150 700H690V730H150Z', '#4a5468'),
  );
  // the bench across the front
  art.add(path('M0 760H1000V1200H0Z', wood(art, 'wb-bench', ['#6a5646', '#4a3a2e', '#1a1410'])));
  art.add(line('M0 760H1000', '#b8a48c', 3, 'opacity=".5"'));
  art.add(path('M0 760H1000V800H0Z', '#000', 'opacity=".18"'));
  // a drawer front below
  art.add(path('M120 880H880V1120H120Z', '#3a2e24'), path('M130 890H870V1110H130Z', '#2c231b'));
  art.add(path('M460 980h80v14h-80Z', metal(art, 'steel', 90)));
  // the flex-shaft's handpiece hanging on its cable from the top right
  art.add(
    line('M900 0C900 240 820 360 800 520', '#1a1a1a', 14, 'stroke-linecap="round"'),
    path('M788 520h26l-4 110h-18Z', metal(art, 'steel', 0)),
    path('M794 630h14l-4 40h-6Z', metal(art, 'steel', 0)),
  );
  // the mandrel standing in its wooden block, the band part-way down it
  art.add(floorShadow(art, 560, 790, 140, 18, 0.45, '#000'));
  art.add(path('M470 720h180v70h-180Z', wood(art, 'wb-block', ['#b08456', '#7a5430', '#3e2814'], 0)));
  art.add(path('M548 300L572 300L590 720L530 720Z', metal(art, 'steel', 0)));
  art.add(line('M560 300V720', '#ffffff', 2, 'opacity=".35"'));
  art.add(ring(art, { cx: 560, cy: 520, r: 44, band: 12, depth: 12, metal: piece, squash: 0.5 }, 'eternity', 7));
  // a small warm lamp on the bench's left, lit, and its pool
  art.add(pool(art, 'wb-pool', 300, 780, 0.35, '#ffcf8a', 0.5));
  art.add(
    line('M230 760V560L330 500', '#14161c', 10, 'stroke-linejoin="round"'),
    path('M300 470L390 520L370 560L280 510Z', '#262a34'),
    path('M280 510L370 560L380 570L270 518Z', '#ffe4b0', 'opacity=".8"'),
  );
  art.add(loupe(art, 330, 820, 34, 160), tweezers(art, 650, 830, 180, 8));
  return art.grain(0.06).toString();
}

// ─── The soldering corner ──────────────────────────────────────────────────────────────────────

/** Brick wall, a charcoal block on its turntable with a signet glowing under the torch, a crucible. */
export function storySolderingCorner(piece: Metal): string {
  const art = new Art(1000, 1200);
  wall(art, 'sc-wall', '#3a221a', '#140b08');
  // brick courses
  for (let row = 0; row < 17; row++) {
    const y = 20 + row * 44;
    const shift = row % 2 ? 60 : 0;
    for (let x = -60 + shift; x < 1000; x += 120)
      art.add(path(`M${p(x + 4, y + 4)}h112v36h-112Z`, row % 3 ? '#4a2a1f' : '#52301f', 'opacity=".55"'));
  }
  art.add(pool(art, 'sc-glow', 560, 640, 0.5, '#ff9a4a', 0.55));
  // the steel bench top
  art.add(
    path(
      'M0 780H1000V1200H0Z',
      art.lin(
        'sc-top',
        [
          [0, '#5a5552'],
          [0.3, '#3a3634'],
          [1, '#121110'],
        ],
        90,
      ),
    ),
  );
  art.add(line('M0 780H1000', '#a8a29c', 3, 'opacity=".45"'));
  // the turntable and the charcoal block
  art.add(floorShadow(art, 560, 800, 230, 26, 0.5, '#000'));
  art.add(ellipse(560, 790, 210, 34, metal(art, 'steel', 90)), ellipse(560, 782, 200, 30, '#2a2826'));
  art.add(path('M400 640L720 640L720 780L400 780Z', '#1c1a19'), path('M400 640L460 600L780 600L720 640Z', '#2e2b29'));
  art.add(path('M720 640L780 600V740L720 780Z', '#121110'));
  const pits = random(3);
  for (let i = 0; i < 40; i++)
    art.add(circle(410 + pits() * 300, 650 + pits() * 120, 1.5 + pits() * 3, '#0a0909', 'opacity=".7"'));
  // the signet on the block, glowing where the torch meets it
  art.add(ring(art, { cx: 590, cy: 610, r: 52, band: 14, depth: 12, metal: piece }, 'signet', 4));
  art.add(ellipse(560, 600, 60, 40, '#ff8a30', `opacity=".55" ${art.blur(16)}`));
  // the torch from the left and its blue flame
  art.add(
    `<g transform="rotate(18 200 420)">` +
      path('M60 400h200v36h-200Z', metal(art, 'steel', 90)) +
      path('M-60 394h130v48h-130Z', '#7a2a1a') +
      path('M260 408h60v20h-60Z', '#b0a89c') +
      ellipse(400, 418, 90, 14, '#6aa8ff', `opacity=".55" ${art.blur(6)}`) +
      ellipse(370, 418, 46, 7, '#dff0ff', `opacity=".8" ${art.blur(3)}`) +
      `</g>`,
  );
  // a crucible with a bead of gold on the right, tongs hanging on the wall
  art.add(floorShadow(art, 860, 900, 70, 12, 0.5, '#000'));
  art.add(path('M800 820L920 820L900 900L820 900Z', '#d9d2c6'), ellipse(860, 820, 60, 14, '#9a928a'));
  art.add(ellipse(860, 822, 26, 7, metal(art, 'gold', 100)));
  art.add(
    line('M860 80V120M850 120L820 420M870 120L900 420', '#2a2a2a', 8, 'stroke-linecap="round"'),
    circle(860, 120, 10, 'none', 'stroke="#2a2a2a" stroke-width="6"'),
  );
  // a pot of pickle and a pair of tweezers on the left
  art.add(floorShadow(art, 170, 930, 90, 14, 0.5, '#000'));
  art.add(
    path('M90 840H250V930H90Z', '#4a3a2e'),
    ellipse(170, 840, 80, 16, '#6a5a4c'),
    ellipse(170, 842, 66, 11, '#8fb2a8', 'opacity=".8"'),
  );
  art.add(tweezers(art, 300, 1000, 260, -6));
  return art.grain(0.06).toString();
}

// ─── The design desk ───────────────────────────────────────────────────────────────────────────

/** A drawing board with a ring designed in pencil, a carved wax model on its mandrel, an emerald in a dish. */
export function storyDesignDesk(piece: Metal): string {
  const art = new Art(1000, 1200);
  wall(art, 'dd-wall', '#2c3626', '#10140c');
  // daylight from a window on the right, falling across the desk
  art.add(
    path(
      'M1000 80L620 220L560 1200H1000Z',
      art.lin(
        'dd-day',
        [
          [0, '#f4efd8', 0],
          [1, '#f4efd8', 0.35],
        ],
        0,
      ),
      art.blur(24),
    ),
  );
  // a plant on the sill, leaves against the light
  const leaves = random(19);
  for (let i = 0; i < 16; i++) {
    const a = -150 + leaves() * 120;
    const len = 120 + leaves() * 120;
    const x1 = 860 + Math.cos((a * Math.PI) / 180) * len;
    const y1 = 360 + Math.sin((a * Math.PI) / 180) * len;
    art.add(
      path(
        `M860 360Q${p((860 + x1) / 2 + 30, (360 + y1) / 2 - 30)} ${p(x1, y1)}Q${p((860 + x1) / 2 - 20, (360 + y1) / 2 + 20)} 860 360Z`,
        i % 2 ? '#4e6a3a' : '#3c5a2e',
      ),
    );
  }
  art.add(path('M800 360h120l-14 110h-92Z', '#a8643e'), path('M792 350h136v18h-136Z', '#8a4e2e'));
  // the desk
  art.add(path('M0 640H1000V1200H0Z', wood(art, 'dd-desk', ['#8a6a48', '#6a4e34', '#2a1e12'])));
  art.add(line('M0 640H1000', '#c8a878', 3, 'opacity=".5"'));
  // the drawing board, a sheet with the ring drawn in three views
  art.add(cast(art, 'M90 700L640 660L690 1080L120 1130Z', 0.4));
  art.add(path('M90 700L640 660L690 1080L120 1130Z', '#f3eee2'));
  const ink = '#4a4a52';
  art.add(
    `<g transform="rotate(-4 390 890)" opacity=".85">` +
      circle(260, 860, 90, 'none', `stroke="${ink}" stroke-width="2.5"`) +
      circle(260, 860, 72, 'none', `stroke="${ink}" stroke-width="1.5"`) +
      path('M230 770L260 730L290 770Z', 'none', `stroke="${ink}" stroke-width="2"`) +
      line('M160 980H360M160 975V985M360 975V985', ink, 1.2) +
      ellipse(500, 820, 70, 24, 'none', `stroke="${ink}" stroke-width="2"`) +
      path('M470 800L500 760L530 800', 'none', `stroke="${ink}" stroke-width="2"`) +
      path('M440 900L560 900L540 980L460 980Z', 'none', `stroke="${ink}" stroke-width="1.5" stroke-dasharray="6 5"`) +
      line('M420 1040Q500 1010 580 1040', ink, 1.2, 'opacity=".6"') +
      `</g>`,
  );
  art.add(brilliantTop(art, 262, 748, 20, emerald, 2));
  // a pencil across the sheet
  art.add(
    `<g transform="rotate(-22 380 1080)">` +
      cast(art, 'M200 1072h340v16h-340Z', 0.3) +
      path('M200 1072h300v16h-300Z', '#2f4a2a') +
      path('M500 1072l40 8l-40 8Z', '#e2c49a') +
      path('M528 1078l12 2l-12 2Z', '#222') +
      path('M188 1072h12v16h-12Z', metal(art, 'champagne', 90)) +
      `</g>`,
  );
  // the wax model on its mandrel: green carving wax, the finished ring beside it
  art.add(floorShadow(art, 800, 900, 110, 14, 0.45, '#000'));
  art.add(path('M730 860h140v40h-140Z', wood(art, 'dd-block', ['#b08456', '#7a5430', '#3e2814'], 0)));
  art.add(path('M790 560L810 560L824 860L776 860Z', metal(art, 'steel', 0)));
  art.add(ring(art, { cx: 800, cy: 700, r: 40, band: 14, depth: 14, metal: piece, squash: 0.5 }, 'plain', 2));
  art.add(
    ellipse(800, 700, 44, 22, 'none', 'stroke="#4f7a4a" stroke-width="16" opacity=".92"'),
    ellipse(800, 694, 40, 18, 'none', 'stroke="#6e9a62" stroke-width="4" opacity=".7"'),
  );
  // a small dish with the emerald and two diamonds
  art.add(floorShadow(art, 780, 1040, 90, 14, 0.4, '#000'));
  art.add(ellipse(780, 1020, 86, 26, '#e8e2d6'), ellipse(780, 1016, 70, 18, '#d4ccbe'));
  art.add(brilliantTop(art, 760, 1014, 16, emerald, 5), brilliantTop(art, 804, 1012, 10, diamond, 6));
  art.add(vignette(art, 'dd-vig', 0.5, 0.7, 0.45, 0.55, 0.8));
  return art.grain(0.06).toString();
}

/** The four workshops, each a drawing of its own. */
export function atelierPictures(): Pictures {
  return {
    'story/bench-setting.svg': storySettersBench('rose'),
    'story/bench-window.svg': storyWindowBench('white'),
    'story/bench-soldering.svg': storySolderingCorner('gold'),
    'story/bench-design.svg': storyDesignDesk('champagne'),
  };
}
