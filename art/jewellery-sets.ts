/**
 * Jewellers' collection cards and heroes drawn as compositions of their own, so that no jeweller's
 * page repeats another's picture in a different tint: rings in a velvet tray and stacked on a ring
 * cone, earrings pinned on a card and lying in a dish, watches in their open box, a silver chain on a
 * stone slab; two heroes, an open ring box on a marble ledge at night and a ceramic dish on a
 * travertine ledge in daylight.
 */
import { type Metal, floorShadow, metal, plinth } from './materials.ts';
import {
  bangle,
  chain,
  diamondStud,
  drape,
  dropEarring,
  emerald,
  glint,
  hoopEarring,
  pearl,
  pearlEarring,
  pearlStrand,
  pearStone,
  ring,
  type RingStyle,
  type StoneTint,
  watch,
} from './jewels.ts';
import { type Pictures, tonalSet } from './jewellery.ts';
import { Art, circle, ellipse, full, line, n, p, path, pathData, random } from './svg.ts';

type Tone3 = [string, string, string];

/** Darkening towards the edges: `strength` at the rim, a quarter of it from `inner` outwards. */
export function vignette(art: Art, id: string, strength = 0.45, inner = 0.7, cx = 0.5, cy = 0.5, r = 0.78): string {
  return full(
    art.width,
    art.height,
    art.rad(
      id,
      [
        [0, '#000', 0],
        [inner, '#000', strength * 0.25],
        [1, '#000', strength],
      ],
      cx,
      cy,
      r,
    ),
  );
}

/** The whole canvas in three tones along `angle`. */
function ground(art: Art, id: string, tones: Tone3, angle: number, middle = 0.5): string {
  return full(
    art.width,
    art.height,
    art.lin(
      id,
      [
        [0, tones[0]],
        [middle, tones[1]],
        [1, tones[2]],
      ],
      angle,
    ),
  );
}

/** A shallow glazed dish seen from above and in front: its rim, then the glaze lit from the upper left. */
function glazedDish(art: Art, id: string, cx: number, cy: number, rx: number, ry: number, glaze: Tone3): string {
  return (
    ellipse(cx, cy, rx, ry, glaze[2]) +
    ellipse(
      cx,
      cy - ry * 0.07,
      rx * 0.93,
      ry * 0.88,
      art.rad(
        id,
        [
          [0, glaze[0]],
          [0.7, glaze[1]],
          [1, glaze[2]],
        ],
        0.45,
        0.4,
        0.6,
      ),
    )
  );
}

// ─── Rings in a velvet tray ───────────────────────────────────────────────────────────────────

interface TrayLook {
  backdrop: Tone3;
  frame: Tone3;
  velvet: Tone3;
  rings: [RingStyle, Metal][];
}

/** A ring tray seen from the front and above: velvet rolls, rings standing in the slits between them. */
function ringsTray(look: TrayLook): string {
  const art = new Art(800, 1000);
  tonalSet(art, ...look.backdrop);
  const top = 440;
  const bottom = 900;
  const at = (t: number) => {
    const y = top + (bottom - top) * t;
    const half = 230 + 100 * t;
    return { y, x0: 400 - half, x1: 400 + half };
  };
  art.add(floorShadow(art, 400, bottom + 10, 360, 30, 0.4));
  const frame = art.lin(
    'rt-frame',
    [
      [0, look.frame[0]],
      [0.5, look.frame[1]],
      [1, look.frame[2]],
    ],
    90,
  );
  art.add(path(`M${p(400 - 250, top - 30)}H${n(400 + 250)}L${p(400 + 350, bottom + 10)}H${n(400 - 350)}Z`, frame));
  art.add(path(`M${p(400 - 350, bottom + 10)}H${n(400 + 350)}V${n(bottom + 44)}H${n(400 - 350)}Z`, look.frame[2]));
  const rolls = 5;
  const roll = art.lin(
    'rt-roll',
    [
      [0, look.velvet[2]],
      [0.35, look.velvet[1]],
      [0.6, look.velvet[0]],
      [1, look.velvet[2]],
    ],
    90,
  );
  let next = 0;
  for (let i = 0; i < rolls; i++) {
    const a = at(i / rolls);
    const b = at((i + 1) / rolls);
    // the rings of the slit behind this roll show above it
    if (i > 0 && i < 4) {
      const count = i === 1 ? 3 : 2;
      const scale = 0.75 + i * 0.12;
      for (let k = 0; k < count; k++) {
        const spec = look.rings[next % look.rings.length] ?? ['plain', 'gold'];
        next++;
        const cx = a.x0 + ((k + 0.5) * (a.x1 - a.x0)) / count + (i % 2 ? 14 : -14);
        const r = 52 * scale;
        art.add(
          ring(
            art,
            { cx, cy: a.y - r * 0.45, r, band: 11 * scale, depth: 9 * scale, metal: spec[1] },
            spec[0],
            3 + next,
          ),
        );
      }
    }
    art.add(
      path(
        pathData(
          `M${p(a.x0, a.y + 4)}`,
          `Q${p(400, a.y - 22)} ${p(a.x1, a.y + 4)}`,
          `L${p(b.x1, b.y)}`,
          `H${n(b.x0)}`,
          'Z',
        ),
        roll,
      ),
    );
    art.add(
      line(`M${p(a.x0 + 10, a.y + 2)}Q${p(400, a.y - 20)} ${p(a.x1 - 10, a.y + 2)}`, look.velvet[0], 2, 'opacity=".5"'),
    );
  }
  art.add(vignette(art, 'rt-vig', 0.35));
  return art.grain(0.04).toString();
}

// ─── Rings stacked on a cone ─────────────────────────────────────────────────────────────────

/** A tall velvet ring cone on a turned base, three rings down its length, a fourth lying at its foot. */
function ringsCone(backdrop: Tone3, velvet: Tone3, rings: [RingStyle, Metal][]): string {
  const art = new Art(800, 1000);
  tonalSet(art, ...backdrop);
  art.add(plinth(art, 400, 800, 260, 220, ['#f3ede4', '#d8cab6', '#a08c72']));
  const cone = art.lin(
    'rc-cone',
    [
      [0, velvet[2]],
      [0.35, velvet[1]],
      [0.55, velvet[0]],
      [1, velvet[2]],
    ],
    0,
  );
  art.add(floorShadow(art, 400, 800, 120, 14, 0.4));
  art.add(
    ellipse(400, 790, 100, 18, '#8a6a44'),
    path('M300 760H500V790H300Z', '#a07a4e'),
    ellipse(400, 760, 100, 18, '#c49a68'),
  );
  art.add(path('M384 180Q400 168 416 180L470 760H330Z', cone));
  art.add(line('M404 186L452 750', '#ffffff', 3, `opacity=".25" ${art.blur(2)}`));
  // each ring sits where the cone's width matches it: leaning, seen nearly edge-on
  const heights = [330, 480, 620];
  heights.forEach((y, i) => {
    const half = 16 + ((y - 180) / 580) * 54;
    const spec = rings[i] ?? ['plain', 'gold'];
    art.add(
      ring(
        art,
        { cx: 400, cy: y, r: half + 10, band: 9 + i * 1.5, depth: 12, metal: spec[1], squash: 0.34 },
        spec[0],
        5 + i,
      ),
    );
  });
  const last = rings[3] ?? ['plain', 'gold'];
  art.add(floorShadow(art, 600, 800, 70, 10, 0.35));
  art.add(ring(art, { cx: 600, cy: 760, r: 52, band: 12, depth: 10, metal: last[1] }, last[0], 11));
  art.add(vignette(art, 'rc-vig', 0.3));
  return art.grain(0.04).toString();
}

// ─── Earrings pinned on a card ───────────────────────────────────────────────────────────────

interface CardLook {
  backdrop: Tone3;
  card: Tone3;
  studs: Metal;
  drop: StoneTint;
  hoops: Metal;
}

/** A linen display card on a small brass easel: studs above, hoops in the middle, drops below. */
function earringsCard(look: CardLook): string {
  const art = new Art(800, 1000);
  tonalSet(art, ...look.backdrop);
  art.add(floorShadow(art, 400, 905, 300, 30, 0.4));
  // easel legs behind and the shelf in front
  art.add(line('M400 160L250 900M400 160L550 900', metal(art, 'gold', 0), 10, 'stroke-linecap="round"'));
  art.add(path('M190 240H610V860H190Z', '#000', `opacity=".25" transform="translate(14 18)" ${art.blur(12)}`));
  art.add(
    path(
      'M190 240H610V860H190Z',
      art.lin(
        'ec-card',
        [
          [0, look.card[0]],
          [0.6, look.card[1]],
          [1, look.card[2]],
        ],
        100,
      ),
    ),
  );
  const weave = random(23);
  for (let i = 0; i < 60; i++) {
    const y = 250 + weave() * 600;
    art.add(line(`M190 ${n(y)}H610`, look.card[2], 1, 'opacity=".25"'));
  }
  art.add(path('M170 850H630V880H170Z', metal(art, 'gold', 90)));
  // three pairs, each through two pinholes
  art.add(diamondStud(art, 320, 330, 24, look.studs, 3), diamondStud(art, 480, 330, 24, look.studs, 4));
  art.add(hoopEarring(art, 320, 500, 58, 9, look.hoops, 1, -6), hoopEarring(art, 480, 500, 58, 9, look.hoops, 1, 6));
  art.add(dropEarring(art, 320, 630, 170, look.drop), dropEarring(art, 480, 630, 170, look.drop));
  art.add(vignette(art, 'ec-vig', 0.3));
  return art.grain(0.04).toString();
}

// ─── Earrings in a dish ──────────────────────────────────────────────────────────────────────

/** A shallow glazed dish seen from above and in front, pearl studs and emerald drops in it, an olive sprig. */
function earringsDish(backdrop: Tone3, glaze: Tone3, drop: StoneTint, studs: Metal): string {
  const art = new Art(800, 1000);
  tonalSet(art, ...backdrop);
  // a linen cloth under the dish
  art.add(path('M0 560Q400 500 800 560V1000H0Z', backdrop[1], 'opacity=".6"'));
  art.add(floorShadow(art, 420, 760, 320, 60, 0.4));
  art.add(glazedDish(art, 'ed-glaze', 400, 700, 310, 150, glaze));
  art.add(ellipse(340, 640, 120, 40, '#ffffff', `opacity=".35" ${art.blur(14)}`));
  art.add(pearlEarring(art, 270, 700, 44, studs), pearlEarring(art, 360, 740, 44, studs));
  art.add(
    `<g transform="rotate(-14 480 640)">${dropEarring(art, 480, 600, 160, drop)}</g>`,
    `<g transform="rotate(12 570 650)">${dropEarring(art, 570, 615, 160, drop)}</g>`,
  );
  // an olive sprig beside the dish
  art.add(line('M80 900Q200 860 340 880', '#5e5a3a', 5, 'stroke-linecap="round"'));
  const rnd = random(5);
  for (let i = 0; i < 9; i++) {
    const x = 110 + i * 26;
    const y = 890 - i * 2;
    const up = i % 2 ? -1 : 1;
    art.add(
      path(
        `M${p(x, y)}q${n(20 + rnd() * 10)} ${n(up * (26 + rnd() * 10))} ${n(60 + rnd() * 10)} ${n(up * 20)}q-30 ${n(-up * 4)} -${n(60)} ${n(-up * 20)}Z`,
        i % 3 ? '#7d8a5a' : '#96a272',
      ),
    );
  }
  art.add(vignette(art, 'ed-vig', 0.3));
  return art.grain(0.04).toString();
}

// ─── Watches in their open box ──────────────────────────────────────────────────────────────

/** A leather watch box open, its lid lined in satin; a watch on the cushion, a chronograph in front. */
function watchesBox(backdrop: Tone3, leather: Tone3, lining: Tone3): string {
  const art = new Art(800, 1000);
  tonalSet(art, ...backdrop);
  // lid standing open behind
  art.add(path('M150 200H650L680 560H120Z', leather[2]));
  art.add(
    path(
      'M175 230H625L650 540H150Z',
      art.lin(
        'wb-lining',
        [
          [0, lining[0]],
          [0.5, lining[1]],
          [1, lining[2]],
        ],
        80,
      ),
    ),
  );
  art.add(line('M200 300Q400 330 600 300M190 400Q400 430 610 400', lining[0], 2, 'opacity=".5"'));
  // the box's body
  art.add(floorShadow(art, 400, 820, 360, 34, 0.5, '#000'));
  art.add(
    path(
      'M100 560H700V800H100Z',
      art.lin(
        'wb-side',
        [
          [0, leather[0]],
          [1, leather[2]],
        ],
        90,
      ),
    ),
  );
  art.add(path('M120 560H680L660 620H140Z', '#000', 'opacity=".55"'));
  art.add(line('M100 800H700', leather[0], 2, 'opacity=".6"'));
  art.add(path('M380 600h40v30h-40Z', metal(art, 'gold', 90)));
  // a watch wrapped round the cushion, risen out of the box
  art.add(ellipse(400, 560, 120, 60, lining[1]));
  art.add(watch(art, 'classic', 400, 470, 104, 340, 600));
  // the chronograph lying in front of the box
  art.add(`<g transform="rotate(78 470 880)">${watch(art, 'chrono', 470, 880, 76, 700, 1060)}</g>`);
  art.add(vignette(art, 'wb-vig', 0.5));
  return art.grain(0.05).toString();
}

// ─── A silver chain on a stone slab ──────────────────────────────────────────────────────────

/** A grey stone slab in cool light, a silver chain laid in a loose S with a sapphire pear, a pearl on a fine chain. */
function silverOnStone(): string {
  const art = new Art(800, 1000);
  tonalSet(art, '#dfe3e8', '#a9b1bb', '#f6f9fc');
  art.add(floorShadow(art, 400, 900, 360, 40, 0.4, '#1c2128'));
  art.add(
    path(
      'M60 380L740 340L760 880L40 910Z',
      art.lin(
        'ss-slab',
        [
          [0, '#c6ccd2'],
          [0.5, '#aab2ba'],
          [1, '#8a929b'],
        ],
        100,
      ),
    ),
  );
  const veins = random(17);
  for (let i = 0; i < 7; i++) {
    const y = 420 + veins() * 440;
    art.add(
      line(
        `M60 ${n(y)}Q${n(300 + veins() * 200)} ${n(y - 60 + veins() * 120)} 750 ${n(y - 40 + veins() * 80)}`,
        '#eef1f4',
        1.5,
        'opacity=".5"',
      ),
    );
  }
  art.add(path('M40 910L760 880V920L40 950Z', '#6e767f'));
  // the necklace lying closed on the slab, its clasp at the top, the pendant at the bottom of the loop
  const pts: [number, number][] = [];
  for (let i = 0; i <= 64; i++) {
    const t = (i / 64) * Math.PI * 2;
    pts.push([400 + 230 * Math.sin(t) * (1 - 0.08 * Math.cos(t)), 610 - 170 * Math.cos(t)]);
  }
  art.add(chain(art, pts, 'silver', 4.2));
  art.add(path('M392 432h16v12h-16Z', metal(art, 'silver', 90)));
  const low = pts[32] ?? [400, 780];
  art.add(circle(low[0], low[1] + 8, 8, metal(art, 'silver', 120)));
  art.add(
    pearStone(art, low[0], low[1] + 12, 62, 90, { name: 'sap2', light: '#9cb8ff', mid: '#2a4fb0', dark: '#0c1a4a' }),
  );
  // a finer chain with a single pearl, loose beside it
  art.add(chain(art, drape(520, 860, 730, 700, 30, 30), 'silver', 2));
  art.add(pearl(art, 640, 800, 15));
  art.add(glint(380, 820, 14));
  return art.grain(0.04).toString();
}

// ─── Hero: an open ring box on a marble ledge at night ──────────────────────────────────────

interface CaseLook {
  room: Tone3;
  spot: string;
  marble: Tone3;
  box: Tone3;
  ring: { style: RingStyle; metal: Metal };
  bracelet: Metal;
}

/** Dark on the left for the headline; on the right a marble ledge under a spot, an open box, a bangle. */
function heroRingBox(look: CaseLook): string {
  const art = new Art(1600, 1000);
  art.add(ground(art, 'hc-room', look.room, 0));
  // the spot from above right
  art.add(
    path(
      'M1150 -20L1420 -20L1560 760L1000 760Z',
      art.lin(
        'hc-beam',
        [
          [0, look.spot, 0.32],
          [1, look.spot, 0],
        ],
        90,
      ),
      art.blur(30),
    ),
  );
  // the ledge and what lies on it sit low, under the headline's band at every width
  const low: string[] = [];
  // the marble ledge: top face, front edge, veins
  const marble = art.lin(
    'hc-marble',
    [
      [0, look.marble[0]],
      [0.6, look.marble[1]],
      [1, look.marble[2]],
    ],
    0,
  );
  low.push(path('M760 700L1600 660V800L700 820Z', marble));
  low.push(path('M700 820L1600 800V1100H700Z', look.marble[2]));
  const veins = random(29);
  for (let i = 0; i < 6; i++) {
    const x = 820 + veins() * 700;
    low.push(
      line(
        `M${p(x, 700)}q${n(40 + veins() * 60)} 50 ${n(20 + veins() * 40)} ${n(110)}`,
        '#ffffff',
        1.2,
        'opacity=".25"',
      ),
    );
  }
  low.push(line('M700 820L1600 800', '#ffffff', 1.5, 'opacity=".3"'));
  low.push(
    full(
      1600,
      1000,
      art.rad(
        'hc-pool',
        [
          [0, look.spot, 0.35],
          [1, look.spot, 0],
        ],
        0.8,
        0.72,
        0.3,
      ),
    ),
  );
  // the box: base, open lid leaning back, the velvet slot and the ring standing in it
  const [bx, by] = [1240, 730];
  low.push(floorShadow(art, bx, by + 20, 190, 22, 0.6, '#000'));
  low.push(
    path(
      `M${p(bx - 150, by - 90)}L${p(bx + 150, by - 90)}L${p(bx + 170, by + 20)}L${p(bx - 170, by + 20)}Z`,
      look.box[2],
    ),
  );
  low.push(
    path(
      `M${p(bx - 150, by - 90)}L${p(bx + 150, by - 90)}L${p(bx + 130, by - 330)}L${p(bx - 130, by - 330)}Z`,
      look.box[1],
    ),
  );
  low.push(
    path(
      `M${p(bx - 130, by - 110)}L${p(bx + 130, by - 110)}L${p(bx + 112, by - 310)}L${p(bx - 112, by - 310)}Z`,
      look.box[0],
    ),
  );
  low.push(
    path(
      `M${p(bx - 150, by - 90)}H${n(bx + 150)}L${p(bx + 158, by - 50)}H${n(bx - 158)}Z`,
      art.lin(
        'hc-velvet',
        [
          [0, look.box[0]],
          [1, look.box[1]],
        ],
        90,
      ),
    ),
  );
  low.push(ring(art, { cx: bx, cy: by - 150, r: 96, band: 16, depth: 12, metal: look.ring.metal }, look.ring.style, 9));
  low.push(path(`M${p(bx - 160, by - 70)}H${n(bx + 160)}L${p(bx + 166, by - 50)}H${n(bx - 166)}Z`, look.box[1]));
  // a bangle lying on the ledge to the left of the box
  low.push(floorShadow(art, 960, 770, 130, 14, 0.55, '#000'));
  low.push(bangle(art, 960, 750, 120, 34, 16, look.bracelet));
  art.add(`<g transform="translate(0 130)">${low.join('')}</g>`);
  art.add(vignette(art, 'hc-vig', 0.6, 0.75, 0.62, 0.5, 0.8));
  return art.grain(0.05).toString();
}

// ─── Hero: a glazed dish on a travertine ledge in daylight ──────────────────────────────────

interface LedgeLook {
  wall: Tone3;
  stone: Tone3;
  glaze: Tone3;
  shade: string;
  ring: { style: RingStyle; metal: Metal };
}

/** Plaster wall with the shadow of a window and leaves; on the right a dish with a ring, pearls spilling. */
function heroDishLedge(look: LedgeLook): string {
  const art = new Art(1600, 1000);
  art.add(ground(art, 'hs-wall', look.wall, 10, 0.6));
  // sunlight through a window: a bright parallelogram with glazing bars, falling right
  art.add(
    path('M1040 80L1460 40L1520 560L1100 600Z', '#fffaf0', `opacity=".35" ${art.blur(18)}`),
    line('M1250 60L1310 580M1070 340L1490 300', look.wall[0], 22, `opacity=".45" ${art.blur(10)}`),
  );
  // leaf shadows across the light
  const leaves = random(37);
  for (let i = 0; i < 12; i++) {
    const x = 1060 + leaves() * 420;
    const y = 80 + leaves() * 260;
    const a = leaves() * 180;
    art.add(
      ellipse(x, y, 46, 12, look.shade, `opacity=".14" transform="rotate(${n(a)} ${n(x)} ${n(y)})" ${art.blur(5)}`),
    );
  }
  // the ledge and the dish sit low, under the headline's band at every width
  const low: string[] = [];
  // the travertine ledge across the bottom
  low.push(
    path(
      'M0 760H1600V1100H0Z',
      art.lin(
        'hs-stone',
        [
          [0, look.stone[0]],
          [0.3, look.stone[1]],
          [1, look.stone[2]],
        ],
        90,
      ),
    ),
  );
  const pits = random(8);
  for (let i = 0; i < 70; i++)
    low.push(
      ellipse(pits() * 1600, 780 + pits() * 210, 6 + pits() * 14, 1.5 + pits() * 2, look.stone[2], 'opacity=".45"'),
    );
  low.push(line('M0 760H1600', '#ffffff', 2, 'opacity=".4"'));
  // the dish, the ring in it, a pearl strand spilling over its rim onto the stone
  low.push(floorShadow(art, 1240, 800, 250, 34, 0.35, look.shade));
  low.push(glazedDish(art, 'hs-glaze', 1230, 770, 230, 62, look.glaze));
  low.push(pearlStrand(art, drape(1060, 760, 1300, 780, 20, 16), 14));
  low.push(pearlStrand(art, drape(1300, 780, 1500, 880, 70, 13).slice(1), 14));
  low.push(ring(art, { cx: 1250, cy: 670, r: 96, band: 16, depth: 12, metal: look.ring.metal }, look.ring.style, 13));
  art.add(`<g transform="translate(0 100)">${low.join('')}</g>`);
  // the left kept in soft shade for the headline
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hs-shade',
        [
          [0, look.shade, 0.5],
          [0.5, look.shade, 0.15],
          [1, look.shade, 0],
        ],
        0,
      ),
    ),
  );
  return art.grain(0.045).toString();
}

export function jewellerySetPictures(): Pictures {
  return {
    // Oreficeria Navigli: white gold in a grey tray; the template: gold and white gold in a walnut one
    'collections/rings-tray.svg': ringsTray({
      backdrop: ['#e3e7ec', '#aeb6c2', '#f8fbff'],
      frame: ['#c7ccd2', '#9aa2ac', '#5e6670'],
      velvet: ['#6a7484', '#4a5262', '#262c36'],
      rings: [
        ['solitaire', 'white'],
        ['eternity', 'white'],
        ['plain', 'white'],
        ['emerald', 'white'],
        ['signet', 'silver'],
        ['eternity', 'white'],
        ['solitaire', 'white'],
      ],
    }),
    'collections/rings-tray-walnut.svg': ringsTray({
      backdrop: ['#e6e2dc', '#bcb2a4', '#fffaf2'],
      frame: ['#9a6a44', '#6e4628', '#3a2414'],
      velvet: ['#3a4258', '#2a3144', '#141824'],
      rings: [
        ['eternity', 'gold'],
        ['solitaire', 'white'],
        ['plain', 'gold'],
        ['emerald', 'gold'],
        ['signet', 'gold'],
        ['solitaire', 'gold'],
        ['plain', 'white'],
      ],
    }),
    // Biolo: champagne and yellow gold on a sage ring cone
    'collections/rings-cone.svg': ringsCone(
      ['#e8ecdf', '#b9c2a8', '#fbfff4'],
      ['#7e8e6a', '#5c6c4a', '#2e3a24'],
      [
        ['emerald', 'champagne'],
        ['eternity', 'gold'],
        ['plain', 'champagne'],
        ['solitaire', 'gold'],
      ],
    ),
    // Oreficeria Navigli: white gold on a grey card; the template: gold on a cream card
    'collections/earrings-card.svg': earringsCard({
      backdrop: ['#e4e8ee', '#b0b9c6', '#f8fbff'],
      card: ['#d6dbe2', '#c3c9d2', '#a3aab4'],
      studs: 'white',
      drop: { name: 'dia3', light: '#ffffff', mid: '#d8dee6', dark: '#6e7888' },
      hoops: 'white',
    }),
    'collections/earrings-card-cream.svg': earringsCard({
      backdrop: ['#2c3446', '#1e2430', '#5a6a82'],
      card: ['#efe6d8', '#e2d6c4', '#c4b49c'],
      studs: 'gold',
      drop: { name: 'rub2', light: '#ff9fae', mid: '#b3173a', dark: '#4a0616' },
      hoops: 'gold',
    }),
    // Biolo: pearls and emerald drops in a sage dish
    'collections/earrings-dish.svg': earringsDish(
      ['#e6eadc', '#c9d1b8', '#fbfff2'],
      ['#dfe6d2', '#b6c2a0', '#7c8a66'],
      emerald,
      'champagne',
    ),
    'collections/watches-box.svg': watchesBox(
      ['#222a36', '#0e121a', '#5a6a82'],
      ['#3a4660', '#222a3c', '#10141e'],
      ['#e8eaf0', '#c4c9d4', '#8a92a2'],
    ),
    'collections/silver-necklaces.svg': silverOnStone(),
    // Oreficeria Navigli at night in blue; Bottega Orafa Sereni in wine red
    'hero/ring-box-navy.svg': heroRingBox({
      room: ['#06080e', '#0e1420', '#1a2438'],
      spot: '#cfe0ff',
      marble: ['#4a5468', '#343c4e', '#161a24'],
      box: ['#2a3550', '#18203a', '#0c1020'],
      ring: { style: 'eternity', metal: 'white' },
      bracelet: 'white',
    }),
    'hero/ring-box-bordeaux.svg': heroRingBox({
      room: ['#0c0506', '#1c0b0e', '#2c1218'],
      spot: '#ffd2b8',
      marble: ['#5a3a38', '#40282a', '#1a0e10'],
      box: ['#6a1e2a', '#481420', '#240a10'],
      ring: { style: 'emerald', metal: 'champagne' },
      bracelet: 'rose',
    }),
    // Biolo in sage daylight; Il Castone in blush
    'hero/dish-ledge-sage.svg': heroDishLedge({
      wall: ['#8e9a80', '#b4bea4', '#d2d9c6'],
      stone: ['#d8d2c2', '#c4bca8', '#9a927e'],
      glaze: ['#eef2e6', '#c9d3b8', '#8e9a7c'],
      shade: '#1f2a1c',
      ring: { style: 'emerald', metal: 'champagne' },
    }),
    'hero/dish-ledge-blush.svg': heroDishLedge({
      wall: ['#b08d86', '#d0b2aa', '#e6d2cb'],
      stone: ['#e0d4c6', '#cbbcaa', '#a08e7a'],
      glaze: ['#fbf1ec', '#e6cfc6', '#b0948a'],
      shade: '#3a2420',
      ring: { style: 'eternity', metal: 'rose' },
    }),
  };
}
