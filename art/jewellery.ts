/**
 * The jewellers' pictures: the demo catalogue's product shots, the collection cards, the hero stills
 * of the fine-jewellery, goldsmith and silversmith pages and their watermark monograms.
 */
import { type Catalogue, addPhotos, studioShot } from './catalogue.ts';
import { type Metal, floorShadow, metal, metalLine, plinth } from './materials.ts';
import { wordmark } from './lettering.ts';
import {
  bangle,
  chain,
  diamondStud,
  drape,
  dropEarring,
  glint,
  hoopEarring,
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
  type StoneTint,
  emerald,
  brilliantTop,
} from './jewels.ts';
import { Art, bokeh, circle, ellipse, full, line, n, p, path, pathData, poly, random } from './svg.ts';

export type Pictures = Record<string, string>;

// ─── Catalogue (800×800, one studio, one light) ───────────────────────────────────────────────────

function productRing(style: RingStyle, m: Metal): string {
  return studioShot((art) => {
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
  });
}

function productWatch(style: WatchStyle): string {
  return studioShot((art) => {
    art.add(floorShadow(art, 420, 720, 250, 30, 0.22));
    const r = style === 'lady' ? 130 : 165;
    art.add(watch(art, style, 400, 400, r, -20, 820));
  });
}

function productEarrings(kind: 'pearl' | 'hoops' | 'diamond' | 'drops'): string {
  return studioShot((art) => earrings(art, kind));
}

function earrings(art: Art, kind: 'pearl' | 'hoops' | 'diamond' | 'drops'): void {
  if (kind === 'pearl') {
    art.add(floorShadow(art, 280, 560, 120, 16, 0.25), floorShadow(art, 530, 580, 120, 16, 0.25));
    art.add(pearlEarring(art, 280, 440, 130, 'white'), pearlEarring(art, 530, 460, 130, 'white'));
  } else if (kind === 'hoops') {
    // one hoop stands facing us, its pair lies on the table: a pair of earrings, not two bands
    art.add(floorShadow(art, 330, 640, 190, 18, 0.3), floorShadow(art, 560, 628, 190, 40, 0.22));
    art.add(hoopEarring(art, 560, 590, 165, 26, 'gold', 0.3, -6));
    art.add(hoopEarring(art, 320, 430, 190, 28, 'gold', 1, 8));
  } else if (kind === 'diamond') {
    art.add(floorShadow(art, 270, 540, 120, 18, 0.22), floorShadow(art, 535, 540, 120, 18, 0.22));
    art.add(diamondStud(art, 270, 420, 108, 'white', 4), diamondStud(art, 535, 420, 108, 'white', 8));
    art.add(glint(630, 330, 30, '#ffffff', 0.8));
  } else {
    art.add(floorShadow(art, 400, 690, 230, 20, 0.22));
    art.add(dropEarring(art, 300, 180, 360, sapphire), dropEarring(art, 510, 200, 360, sapphire));
  }
}

/** How the catalogue's manifest names each metal: the words a description would use, in English. */
const metalNames: Record<Metal, string> = {
  gold: 'yellow gold',
  champagne: 'champagne gold',
  rose: 'rose gold',
  white: 'white gold',
  silver: 'silver',
  steel: 'steel',
};

/**
 * The jeweller's demo catalogue as the seed describes it: each drawing takes its metal from this
 * table, and the same table is declared in `products/manifest.json`, which a test compares with the
 * seed's descriptions. `close` frames the second photo (x, y, size).
 */
interface CataloguePiece {
  form: string;
  metals: Metal[];
  stones: string[];
  strap?: 'leather' | 'bracelet';
  draw: () => string;
  close: [number, number, number];
}

const cataloguePieces: Record<string, CataloguePiece> = {
  'ring-solitaire': {
    form: 'solitaire ring',
    metals: ['white'],
    stones: ['diamond'],
    draw: () => productRing('solitaire', 'white'),
    close: [400, 300, 380],
  },
  'ring-eternity': {
    form: 'eternity ring',
    metals: ['gold'],
    stones: ['diamond'],
    draw: () => productRing('eternity', 'gold'),
    close: [400, 300, 400],
  },
  'ring-signet': {
    form: 'signet ring',
    metals: ['silver'],
    stones: [],
    draw: () => productRing('signet', 'silver'),
    close: [400, 300, 380],
  },
  'ring-emerald': {
    form: 'ring',
    metals: ['champagne'],
    stones: ['emerald', 'diamond'],
    draw: () => productRing('emerald', 'champagne'),
    close: [400, 300, 360],
  },
  'watch-classic': {
    form: 'watch',
    metals: ['steel'],
    stones: [],
    strap: 'leather',
    draw: () => productWatch('classic'),
    close: [400, 400, 400],
  },
  'watch-chrono': {
    form: 'chronograph',
    metals: ['steel'],
    stones: [],
    strap: 'bracelet',
    draw: () => productWatch('chrono'),
    close: [400, 400, 400],
  },
  'watch-lady': {
    form: 'watch',
    metals: ['rose', 'steel'],
    stones: ['mother-of-pearl', 'diamond'],
    strap: 'bracelet',
    draw: () => productWatch('lady'),
    close: [400, 400, 340],
  },
  'watch-gold': {
    form: 'watch',
    metals: ['gold'],
    stones: [],
    strap: 'bracelet',
    draw: () => productWatch('gold'),
    close: [430, 380, 420],
  },
  'earrings-pearl': {
    form: 'stud earrings',
    metals: ['white'],
    stones: ['pearl'],
    draw: () => productEarrings('pearl'),
    close: [280, 430, 360],
  },
  'earrings-hoops': {
    form: 'hoop earrings',
    metals: ['gold'],
    stones: [],
    draw: () => productEarrings('hoops'),
    close: [330, 300, 400],
  },
  'earrings-diamond': {
    form: 'stud earrings',
    metals: ['white'],
    stones: ['diamond'],
    draw: () => productEarrings('diamond'),
    close: [270, 420, 320],
  },
  'earrings-drops': {
    form: 'drop earrings',
    metals: ['gold'],
    stones: ['sapphire', 'diamond'],
    draw: () => productEarrings('drops'),
    close: [300, 330, 420],
  },
};

/** The jeweller's catalogue photos (each piece and its close-up) and what they show. */
export function jewelleryCatalogue(): Catalogue {
  const catalogue: Catalogue = { pictures: {}, manifest: {} };
  for (const [name, piece] of Object.entries(cataloguePieces))
    addPhotos(catalogue, name, piece.draw(), piece.close, {
      form: piece.form,
      metals: piece.metals.map((m) => metalNames[m]),
      stones: piece.stones,
      ...(piece.strap ? { strap: piece.strap } : {}),
    });
  return catalogue;
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

export function tonalSet(art: Art, top: string, bottom: string, light: string): void {
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

/** A collection card's set: the backdrop (top, bottom, light) and its plinth or tray tones. */
interface CardSet {
  backdrop: [string, string, string];
  stand: [string, string, string];
}

interface RingsCard extends CardSet {
  metals: [Metal, Metal, Metal];
}

const ringCards: Record<string, RingsCard> = {
  rings: {
    backdrop: ['#efe6da', '#cdbba4', '#fffaf0'],
    stand: ['#f6efe6', '#dccbb6', '#a89179'],
    metals: ['gold', 'champagne', 'gold'],
  },
  'rings-aurea': {
    backdrop: ['#e6dcd6', '#b8a49a', '#fff6f0'],
    stand: ['#3a302c', '#241c19', '#120e0c'],
    metals: ['rose', 'gold', 'white'],
  },
};

function collectionRings(look: RingsCard): string {
  const art = new Art(800, 1000);
  tonalSet(art, ...look.backdrop);
  art.add(plinth(art, 400, 720, 270, 300, look.stand));
  art.add(ring(art, { cx: 250, cy: 610, r: 100, band: 20, depth: 14, metal: look.metals[0] }, 'eternity', 5));
  art.add(ring(art, { cx: 560, cy: 600, r: 110, band: 20, depth: 14, metal: look.metals[1] }, 'emerald'));
  art.add(ring(art, { cx: 405, cy: 560, r: 140, band: 22, depth: 16, metal: look.metals[2] }, 'solitaire'));
  return art.grain(0.04).toString();
}

interface WatchesCard {
  backdrop: [string, string, string];
  pair: [WatchStyle, WatchStyle];
}

const watchCards: Record<string, WatchesCard> = {
  watches: { backdrop: ['#2c2a2a', '#151414', '#6d6258'], pair: ['chrono', 'gold'] },
  'watches-aurea': { backdrop: ['#3a2c26', '#1a120e', '#8a6a4e'], pair: ['classic', 'lady'] },
};

function collectionWatches(look: WatchesCard): string {
  const art = new Art(800, 1000);
  tonalSet(art, ...look.backdrop);
  art.add(`<g transform="rotate(-16 330 520)">${watch(art, look.pair[0], 330, 520, 150, -200, 1250)}</g>`);
  art.add(`<g transform="rotate(12 560 600)">${watch(art, look.pair[1], 560, 600, 130, -100, 1200)}</g>`);
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

interface EarringsCard {
  backdrop: [string, string, string];
  /** The tray's velvet: edge, light, dark. */
  velvet: [string, string, string];
  drop: StoneTint;
  studs: Metal;
}

const earringCards: Record<string, EarringsCard> = {
  earrings: {
    backdrop: ['#eadfd8', '#c9b3a8', '#fff6f0'],
    velvet: ['#6e4a44', '#5c3a35', '#3a2320'],
    drop: ruby,
    studs: 'gold',
  },
  'earrings-aurea': {
    backdrop: ['#e8e0d4', '#bfae96', '#fffaf0'],
    velvet: ['#2e2a2a', '#24201f', '#121010'],
    drop: sapphire,
    studs: 'gold',
  },
};

function collectionEarrings(look: EarringsCard): string {
  const art = new Art(800, 1000);
  tonalSet(art, ...look.backdrop);
  // a velvet tray with two pairs
  art.add(floorShadow(art, 400, 860, 330, 40, 0.3));
  art.add(
    path(
      'M90 520Q90 480 130 480H670Q710 480 710 520V820Q710 860 670 860H130Q90 860 90 820Z',
      art.lin(
        'tray',
        [
          [0, look.velvet[0]],
          [1, look.velvet[2]],
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
          [0, look.velvet[2]],
          [0.5, look.velvet[1]],
          [1, look.velvet[2]],
        ],
        90,
      ),
    ),
  );
  art.add(line('M400 520V830', '#000000', 3, 'opacity=".35"'));
  art.add(pearlEarring(art, 205, 650, 62, look.studs), pearlEarring(art, 315, 665, 62, look.studs));
  art.add(dropEarring(art, 495, 560, 210, look.drop), dropEarring(art, 600, 575, 210, look.drop));
  return art.grain(0.04).toString();
}

/** The bust wears a chain with a pear pendant and a pearl strand; `silver` hangs a moonstone-pale drop. */
function collectionNecklaces(
  m: Metal = 'gold',
  backdrop: [string, string, string] = ['#e4ddd3', '#b9ab98', '#fffaf2'],
): string {
  const art = new Art(800, 1000);
  tonalSet(art, ...backdrop);
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
  art.add(chain(art, pts, m, 3));
  const low = pts[24] ?? [400, 700];
  art.add(circle(low[0], low[1] + 10, 6, metal(art, m, 120)));
  art.add(pearStone(art, low[0], low[1] + 14, 60, 86, m === 'silver' ? sapphire : emerald));
  art.add(pearlStrand(art, drape(324, 470, 476, 470, 120, 20), 8.5));
  return art.grain(0.04).toString();
}

/** Two bangles and a tennis bracelet; `silver` draws all three in silver. */
function collectionBracelets(m?: Metal): string {
  const art = new Art(800, 1000);
  tonalSet(art, '#e9e3dc', '#c4b8aa', '#ffffff');
  art.add(plinth(art, 400, 640, 300, 380, ['#f3eee8', '#d5cabd', '#9c8f80']));
  art.add(bangle(art, 400, 560, 210, 70, 26, m ?? 'gold'));
  art.add(bangle(art, 400, 520, 200, 66, 18, m ?? 'rose'));
  art.add(tennisBracelet(art, 400, 640, 220, 70, 12, m ?? 'white'));
  return art.grain(0.04).toString();
}

/** A plain band and an eternity band on a ribbon; `silver` draws both in silver. */
function collectionWedding(m?: Metal): string {
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
  art.add(ring(art, { cx: 330, cy: 560, r: 170, band: 26, depth: 20, metal: m ?? 'gold' }, 'plain'));
  art.add(ring(art, { cx: 500, cy: 610, r: 150, band: 22, depth: 18, metal: m ?? 'white' }, 'eternity', 17));
  return art.grain(0.035).toString();
}

// ─── Heroes (1600×1000: calm on the left, the object on the right) ────────────────────────────────

/** A dark jeweller's room: its tones, the light's and the bokeh's colour, the pendant, the ring. */
interface DarkRoom {
  room: [string, string, string];
  light: [string, string];
  bokeh: [string, string];
  ledge: string;
  metal: Metal;
  pendant: StoneTint;
  ring: { style: RingStyle; metal: Metal };
  seed: number;
}

const darkRooms: Record<string, DarkRoom> = {
  'jewellery-dark': {
    room: ['#0d0a08', '#1c140e', '#2a1d12'],
    light: ['#8a6230', '#5a3d1c'],
    bokeh: ['#f2c77a', '#d9a657'],
    ledge: '#8a6a3a',
    metal: 'gold',
    pendant: { name: 'dia2', light: '#ffffff', mid: '#d8dee6', dark: '#6e7888' },
    ring: { style: 'solitaire', metal: 'gold' },
    seed: 12,
  },
};

function heroJewelleryDark(look: DarkRoom): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hd',
        [
          [0, look.room[0]],
          [0.55, look.room[1]],
          [1, look.room[2]],
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
          [0, look.light[0], 0.55],
          [0.4, look.light[1], 0.25],
          [1, '#000', 0],
        ],
        0.78,
        0.42,
        0.55,
      ),
    ),
  );
  const bok = art.rad('bok', [
    [0, look.bokeh[0], 0.9],
    [0.7, look.bokeh[1], 0.35],
    [1, look.bokeh[1], 0],
  ]);
  art.add(
    bokeh('bok', look.seed, 16, { x: 1000, y: 40, w: 600, h: 420 }, [14, 60], [0.12, 0.45]).replaceAll(
      'url(#bok)',
      bok,
    ),
  );
  // a reflective dark surface
  art.add(
    path(
      'M0 820H1600V1000H0Z',
      art.lin(
        'hds',
        [
          [0, look.room[1]],
          [1, look.room[0]],
        ],
        90,
      ),
    ),
  );
  art.add(line('M0 820H1600', look.ledge, 1.5, 'opacity=".35"'));
  const pts = drape(1040, -20, 1560, -20, 640, 70);
  art.add(chain(art, pts, look.metal, 3.4));
  const low = pts[35] ?? [1300, 600];
  art.add(circle(low[0], low[1] + 14, 8, metal(art, look.metal, 120)));
  art.add(pearStone(art, low[0], low[1] + 18, 64, 92, look.pendant));
  const solitaire: RingSpec = { cx: 1180, cy: 730, r: 96, band: 16, depth: 12, metal: look.ring.metal };
  art.add(ring(art, solitaire, look.ring.style));
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

/** A light still life on silk: the ground's and the silk's tones, the ring, the pearls' tint of shade. */
interface SilkSet {
  ground: [string, string, string];
  silk: [string, string, string];
  glow: string;
  shade: string;
  ring: { style: RingStyle; metal: Metal };
}

const silkSets: Record<string, SilkSet> = {
  'hero/jewellery-light.svg': {
    ground: ['#b9a488', '#d9c7ad', '#eadbc4'],
    silk: ['#cbb596', '#e9dac2', '#a8916f'],
    glow: '#fff6e6',
    shade: '#3a2a18',
    ring: { style: 'solitaire', metal: 'champagne' },
  },
  // cool grey silk, a silver solitaire and pearls: the silversmith's story picture
  'story/silver-silk.svg': {
    ground: ['#8d939b', '#b8bec6', '#d9dde2'],
    silk: ['#a8afb8', '#d5dae0', '#7c838c'],
    glow: '#f4f8ff',
    shade: '#1c2128',
    ring: { style: 'solitaire', metal: 'silver' },
  },
};

function heroJewelleryLight(look: SilkSet): string {
  const art = new Art(1600, 1000);
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hl',
        [
          [0, look.ground[0]],
          [0.6, look.ground[1]],
          [1, look.ground[2]],
        ],
        20,
      ),
    ),
  );
  art.add(silk(art, 'hls', look.silk, 4, 420));
  art.add(
    full(
      1600,
      1000,
      art.rad(
        'hll',
        [
          [0, look.glow, 0.6],
          [0.5, look.glow, 0.15],
          [1, look.glow, 0],
        ],
        0.78,
        0.35,
        0.5,
      ),
    ),
  );
  art.add(pearlStrand(art, drape(980, 1040, 1640, 560, -240, 26), 17));
  art.add(floorShadow(art, 1230, 720, 130, 16, 0.3));
  art.add(ring(art, { cx: 1230, cy: 600, r: 110, band: 18, depth: 13, metal: look.ring.metal }, look.ring.style));
  art.add(
    full(
      1600,
      1000,
      art.lin(
        'hlv',
        [
          [0, look.shade, 0.45],
          [0.5, look.shade, 0.12],
          [1, look.shade, 0],
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
    'products/placeholder.svg': placeholder(),
    ...Object.fromEntries(
      Object.entries(ringCards).map(([name, look]) => [`collections/${name}.svg`, collectionRings(look)]),
    ),
    ...Object.fromEntries(
      Object.entries(watchCards).map(([name, look]) => [`collections/${name}.svg`, collectionWatches(look)]),
    ),
    ...Object.fromEntries(
      Object.entries(earringCards).map(([name, look]) => [`collections/${name}.svg`, collectionEarrings(look)]),
    ),
    'collections/necklaces.svg': collectionNecklaces(),
    'collections/necklaces-verde.svg': collectionNecklaces('champagne', ['#e6eadc', '#b3bda0', '#fbfff2']),
    'collections/bracelets.svg': collectionBracelets(),
    'collections/wedding.svg': collectionWedding(),
    'collections/silver-wedding.svg': collectionWedding('silver'),
    'collections/silver-bracelets.svg': collectionBracelets('silver'),
    ...Object.fromEntries(
      Object.entries(darkRooms).map(([name, look]) => [`hero/${name}.svg`, heroJewelleryDark(look)]),
    ),
    ...Object.fromEntries(Object.entries(silkSets).map(([name, look]) => [name, heroJewelleryLight(look)])),
    'hero/goldsmith-workshop.svg': heroGoldsmith(),
    'hero/silver.svg': heroSilver(),
    'logos/goldsmith.svg': logoGoldsmith(),
    'logos/silver.svg': logoSilver(),
  };
}
