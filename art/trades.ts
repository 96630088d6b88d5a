/**
 * Service pictures for the fashion and shoe shops (800×600 flat lays on a linen desk, lit from the
 * upper left like the jewellers' ones): alterations, a vintage bag under the loupe, a style
 * consultation, shoe care and repair, personal shopping. Each shows the shop's own trade.
 */
import { metal } from './materials.ts';
import type { Pictures } from './jewellery.ts';
import { handbag, loafer, pump } from './fashion.ts';
import { cast } from './services.ts';
import { Art, circle, ellipse, full, line, n, p, path, random } from './svg.ts';

type Tone = [light: string, mid: string, dark: string];

const cognac: Tone = ['#d08a4c', '#9c5424', '#4e2410'];
const black: Tone = ['#4a4646', '#222020', '#0b0a0a'];
const burgundy: Tone = ['#9a3b48', '#6a1e2a', '#330a12'];
const camel: Tone = ['#e2c29a', '#c09264', '#7e5a36'];

function desk(art: Art, top: string, bottom: string): void {
  art.add(
    full(
      art.width,
      art.height,
      art.lin(`desk-${top.slice(1)}`, [
        [0, top],
        [1, bottom],
      ]),
    ),
    full(
      art.width,
      art.height,
      art.rad(
        'desk-light',
        [
          [0, '#ffffff', 0.5],
          [1, '#ffffff', 0],
        ],
        0.25,
        0.2,
        0.75,
      ),
    ),
  );
}

function needle(art: Art, x: number, y: number, len: number, angle: number, thread: string): string {
  return (
    `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">` +
    path(`M${p(x, y - 2.2)}L${p(x + len, y)}L${p(x, y + 2.2)}Z`, metal(art, 'steel', 90)) +
    ellipse(x + 8, y, 4, 1.2, '#ffffff') +
    line(`M${p(x + 8, y)}C${p(x - 60, y - 50)} ${p(x - 120, y + 70)} ${p(x - 200, y + 20)}`, thread, 2.2) +
    '</g>'
  );
}

function pin(x: number, y: number, angle: number, head: string): string {
  return (
    `<g transform="rotate(${n(angle)} ${n(x)} ${n(y)})">` +
    line(`M${p(x, y)}h44`, '#a7afb8', 2) +
    circle(x, y, 6, head) +
    circle(x - 2, y - 2, 2, '#ffffff', 'opacity=".6"') +
    '</g>'
  );
}

function loupe(art: Art, cx: number, cy: number, r: number): string {
  return (
    cast(art, `M${p(cx - r, cy)}a${n(r)} ${n(r)} 0 1 0 ${n(r * 2)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-r * 2)} 0Z`, 0.2) +
    line(
      `M${p(cx + r * 0.7, cy + r * 0.7)}L${p(cx + r * 2, cy + r * 2)}`,
      '#1e1a18',
      r * 0.3,
      'stroke-linecap="round"',
    ) +
    circle(
      cx,
      cy,
      r,
      art.rad('lens', [
        [0, '#ffffff', 0.18],
        [0.8, '#e6eef2', 0.3],
        [1, '#9fb0bc', 0.55],
      ]),
    ) +
    circle(cx, cy, r, 'none', `stroke="${metal(art, 'steel', 120)}" stroke-width="${n(r * 0.12)}"`) +
    path(
      `M${p(cx - r * 0.6, cy - r * 0.2)}A${n(r * 0.65)} ${n(r * 0.65)} 0 0 1 ${p(cx - r * 0.1, cy - r * 0.62)}`,
      'none',
      `stroke="#ffffff" stroke-width="${n(r * 0.08)}" opacity=".7" stroke-linecap="round"`,
    )
  );
}

/** Hems and alterations: a folded wool trouser leg pinned up, tacking stitches, needle, thimble, chalk. */
function alterations(): string {
  const art = new Art(800, 600);
  desk(art, '#efe8de', '#d6c9b6');
  const wool = art.lin('wool', [
    [0, '#3a4660'],
    [0.5, '#2a3448'],
    [1, '#1a2230'],
  ]);
  const leg = 'M120 120L470 90L520 500L170 540Z';
  art.add(cast(art, leg, 0.3), path(leg, wool));
  // the turned-up hem, a lighter band with its fold line
  art.add(path('M160 430L508 400L520 500L170 540Z', '#34405a'), line('M160 430L508 400', '#56627e', 3));
  // a crease pressed down the leg
  art.add(line('M300 110L345 520', '#46526e', 2, 'opacity=".8"'));
  // white tacking stitches along the new hem
  art.add(line('M175 452L500 424', '#f4efe6', 2.4, 'stroke-dasharray="14 10"'));
  for (let i = 0; i < 5; i++) art.add(pin(200 + i * 64, 470 - i * 5.5, -78, i % 2 ? '#b3173a' : '#e3b23c'));
  art.add(needle(art, 560, 170, 130, 28, '#b3173a'));
  // thimble
  art.add(
    cast(art, 'M610 380h70v60h-70Z', 0.25),
    path('M612 440L620 380Q645 360 670 380L678 440Z', metal(art, 'champagne', 0)),
  );
  const rnd = random(4);
  for (let i = 0; i < 18; i++) art.add(circle(624 + rnd() * 46, 392 + rnd() * 42, 1.8, '#6a5538', 'opacity=".55"'));
  // tailor's chalk
  art.add(cast(art, 'M600 500L700 470L690 530Z', 0.2), path('M600 500L700 470L690 530Z', '#e9e4da'));
  return art.grain(0.04).toString();
}

/** Vintage for consignment: a burgundy bag, its clasp under a loupe, a price tag on a string. */
function vintage(): string {
  const art = new Art(800, 600);
  desk(art, '#f1ebe2', '#dacdbb');
  art.add(ellipse(360, 500, 230, 26, '#3a2a1a', `opacity=".25" ${art.blur(10)}`));
  art.add(handbag(art, 'vintage', 360, 500, 340, burgundy, 'gold'));
  art.add(loupe(art, 370, 300, 74));
  // a tag on a string
  art.add(
    line('M540 330C580 330 600 360 620 380', '#8a7358', 1.6),
    cast(art, 'M610 370l110 30l-16 60l-110-30Z', 0.2),
    path('M610 370l110 30l-16 60l-110-30Z', '#f7f1e6'),
    circle(622, 384, 5, '#b59a70'),
    line('M640 410l50 13M636 426l40 10', '#9c8a72', 3),
  );
  return art.grain(0.04).toString();
}

/** A style consultation: fabric swatches fanned out, a sketchbook with a dress drawn in pencil, coffee. */
function styling(): string {
  const art = new Art(800, 600);
  desk(art, '#f3ede6', '#ddd1c2');
  const book = 'M90 110L400 90L420 520L110 540Z';
  art.add(cast(art, book, 0.22), path(book, '#fbf8f2'));
  // a croquis: a long dress with a belted waist, in pencil
  const ink = '#4e4a46';
  art.add(
    `<g fill="none" stroke="${ink}" stroke-width="2" stroke-linecap="round" opacity=".85">`,
    circle(255, 160, 18, 'none'),
    path('M255 178L255 196M228 200Q255 192 282 200L272 270Q255 276 238 270Z', 'none'),
    path('M238 270Q220 380 196 480Q255 496 314 480Q290 380 272 270', 'none'),
    path('M240 282Q255 288 270 282', 'none', 'stroke-width="4"'),
    path('M228 200L212 280M282 200L298 280', 'none'),
    path('M230 330Q236 420 222 478M262 300Q270 400 280 484', 'none', 'stroke-width="1.2" opacity=".6"'),
    '</g>',
  );
  // swatches, fanned from a pin
  const swatches = ['#c8b8a0', '#9a3b48', '#26324a', '#9aa88a', '#e2c29a'];
  swatches.forEach((c, i) => {
    const a = -40 + i * 14;
    art.add(
      `<g transform="rotate(${a} 560 470)">`,
      cast(art, 'M530 250h64v220h-64Z', 0.15),
      path('M530 250h64v220h-64Z', c),
      line('M530 254h64', '#ffffff', 1, 'opacity=".35" stroke-dasharray="3 3"'),
      '</g>',
    );
  });
  art.add(circle(560, 470, 7, metal(art, 'gold', 0)));
  art.add(
    cast(art, 'M640 140a64 46 0 1 0 128 0a64 46 0 1 0 -128 0Z', 0.25),
    ellipse(704, 146, 66, 48, '#fbf8f2'),
    ellipse(
      704,
      142,
      42,
      30,
      art.rad('coffee', [
        [0, '#8a5a32'],
        [0.8, '#4a2a14'],
        [1, '#2a1508'],
      ]),
    ),
  );
  return art.grain(0.04).toString();
}

/** Shoe care and repair: a loafer, a cobbler's hammer, an open tin of polish and a horsehair brush. */
function shoeRepair(): string {
  const art = new Art(800, 600);
  desk(art, '#e9e1d6', '#cdbfac');
  art.add(ellipse(330, 452, 220, 22, '#3a2a1a', `opacity=".28" ${art.blur(10)}`));
  art.add(loafer(art, 'repair', 120, 450, 420, cognac));
  // hammer: a wooden handle and a round steel face
  art.add(
    '<g transform="rotate(-24 560 200)">',
    cast(art, 'M430 192h260v18h-260Z', 0.22),
    path(
      'M430 192h240v16h-240Z',
      art.lin(
        'handle',
        [
          [0, '#c8965a'],
          [0.5, '#a8743e'],
          [1, '#7a5028'],
        ],
        90,
      ),
    ),
    path('M660 160h30v80h-30Z', metal(art, 'steel', 0)),
    ellipse(690, 200, 8, 40, metal(art, 'steel', 90)),
    '</g>',
  );
  // polish tin, lid leaning beside it
  art.add(
    cast(art, 'M600 430a70 26 0 1 0 140 0a70 26 0 1 0 -140 0Z', 0.25),
    path('M600 430v28a70 26 0 0 0 140 0v-28Z', metal(art, 'silver', 0)),
    ellipse(670, 430, 70, 26, metal(art, 'silver', 90)),
    ellipse(670, 432, 60, 21, '#4a2410'),
    ellipse(652, 426, 20, 6, '#8a4a24', 'opacity=".6"'),
  );
  art.add(
    cast(art, 'M640 300a60 60 0 1 0 120 0a60 60 0 1 0 -120 0Z', 0.2),
    circle(700, 300, 60, metal(art, 'silver', 120)),
    circle(700, 300, 48, 'none', 'stroke="#ffffff" stroke-width="1.5" opacity=".5"'),
  );
  // brush: a wooden back over dark bristles
  art.add(
    cast(art, 'M110 130h230v60h-230Z', 0.22),
    path('M116 170h220v26h-220Z', '#2a2420'),
    path(
      'M110 130h232q10 0 10 14v24h-252v-24q0-14 10-14Z',
      art.lin(
        'brushback',
        [
          [0, '#d7a86e'],
          [1, '#8a5a2e'],
        ],
        90,
      ),
    ),
  );
  const rnd = random(8);
  for (let i = 0; i < 40; i++) {
    const x = 120 + rnd() * 212;
    art.add(line(`M${p(x, 172)}v${n(20 + rnd() * 6)}`, '#4a3e36', 1, 'opacity=".6"'));
  }
  return art.grain(0.04).toString();
}

/** Personal shopping: a rope-handled paper bag, a shoe box open on tissue with a pump, a camel bag. */
function personalShopping(): string {
  const art = new Art(800, 600);
  desk(art, '#f1ebe3', '#d9ccbc');
  // the shoe box, lid leaning behind
  art.add(
    cast(art, 'M80 300h360v200h-360Z', 0.28),
    path('M96 250L430 230L446 300L100 320Z', '#1f1b18'),
    path('M80 320h370v180h-370Z', '#2a2420'),
    path('M94 330h342v160h-342Z', '#f6f1ea'),
    path('M94 330C170 360 240 320 300 350S400 330 436 352V490H94Z', '#ece4d8'),
  );
  art.add(pump(art, 'shopping', 120, 470, 300, black));
  // the paper bag with rope handles
  const bag = 'M500 220L720 220L740 520L480 520Z';
  art.add(
    cast(art, bag, 0.28),
    path(
      bag,
      art.lin(
        'paperbag',
        [
          [0, '#efe6d6'],
          [1, '#d8cab4'],
        ],
        0,
      ),
    ),
    path('M500 220L720 220L724 250L496 250Z', '#e4d8c4'),
    line('M550 236C550 150 600 150 600 236M620 236C620 150 670 150 670 236', '#2a2420', 5, 'stroke-linecap="round"'),
    line('M520 380h200', '#b59a70', 1.5, 'opacity=".7"'),
  );
  art.add(ellipse(640, 540, 130, 14, '#3a2a1a', `opacity=".2" ${art.blur(8)}`));
  art.add(handbag(art, 'shopping-bag', 640, 560, 150, camel, 'gold'));
  return art.grain(0.04).toString();
}

export function tradePictures(): Pictures {
  return {
    'services/alterations.svg': alterations(),
    'services/vintage.svg': vintage(),
    'services/styling.svg': styling(),
    'services/shoe-repair.svg': shoeRepair(),
    'services/personal-shopping.svg': personalShopping(),
  };
}
