/**
 * Intimamente Home, home textiles from Como: folded percale sheets, a made bed, a set of towels, a
 * honeycomb bathrobe, a bath mat, a linen cushion, a herringbone throw, a sheer curtain and a
 * Roman blind.
 */
import { type Tone, floorShadow } from '../materials.ts';
import { hanger } from '../fashion.ts';
import { type Fold, cushion, foldLight, folded, linens as L, rolled } from '../textile.ts';
import { type Art, circle, ellipse, full, line, n, p, path, pathData, random, roundRect } from '../svg.ts';
import { type Piece, shot, stitch } from './studio.ts';

/** Terry loops: a fine dotted texture. */
function terry(art: Art, color: string): string {
  return art.def(
    `terry-${color.slice(1)}`,
    (id) =>
      `<pattern id="${id}" width="7" height="7" patternUnits="userSpaceOnUse">` +
      `<circle cx="2" cy="2" r="1.5" fill="${color}" opacity=".35"/><circle cx="5.5" cy="5.5" r="1.3" fill="${color}" opacity=".25"/></pattern>`,
  );
}

/** Honeycomb piqué: small hexagons. */
function honeycomb(art: Art, color: string): string {
  return art.def(
    'honeycomb',
    (id) =>
      `<pattern id="${id}" width="18" height="31.2" patternUnits="userSpaceOnUse">` +
      `<path d="M0 5.2L9 0L18 5.2V15.6L9 20.8L0 15.6ZM9 20.8V31.2" fill="none" stroke="${color}" stroke-width="1.6" opacity=".4"/></pattern>`,
  );
}

/** Herringbone twill. */
function herringbone(art: Art, color: string): string {
  return art.def(
    'herringbone',
    (id) =>
      `<pattern id="${id}" width="24" height="12" patternUnits="userSpaceOnUse">` +
      `<path d="M0 12L12 0M-6 6L6 -6M6 18L18 6M12 0L24 12M6 -6L18 6M18 18L30 6" fill="none" stroke="${color}" stroke-width="3" opacity=".45"/></pattern>`,
  );
}

/** Linen weave: faint threads both ways. */
function weaveFill(art: Art, color: string): string {
  return art.def(
    `weave-${color.slice(1)}`,
    (id) =>
      `<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse">` +
      `<path d="M0 3H6M3 0V6" stroke="${color}" stroke-width=".8" opacity=".16"/></pattern>`,
  );
}

/** What a folded linen shows on its front besides its light: a texture, a woven border, a hemstitch. */
interface FoldOptions {
  hem?: boolean;
  texture?: string;
  border?: string;
}

/** One folded linen, sheet or towel seen from the front and a little above (see `folded`). */
function foldedLinen(
  art: Art,
  id: string,
  cx: number,
  base: number,
  w: number,
  h: number,
  t: Tone,
  opts: FoldOptions = {},
): string {
  const light = { top: foldLight(art, id, t, 'top'), front: foldLight(art, id, t, 'front') };
  const cloth = ({ x0, top, r, front }: Fold): string => {
    let out = '';
    if (opts.texture) out += path(front, opts.texture);
    if (opts.border) {
      const clip = art.clip(`clip-fold-${id}`, front);
      out +=
        `<g clip-path="${clip}">${path(`M${p(x0, base - h * 0.42)}h${n(w)}v${n(h * 0.22)}h${n(-w)}Z`, opts.border, 'opacity=".55"')}` +
        line(`M${p(x0, base - h * 0.46)}h${n(w)}M${p(x0, base - h * 0.16)}h${n(w)}`, t[2], 1.5, 'opacity=".5"') +
        '</g>';
    }
    if (opts.hem) {
      const y = top + h * 0.34;
      out += line(
        `M${p(x0 + r * 0.4, y)}H${n(x0 + w - r * 0.4)}M${p(x0 + r * 0.4, y + 8)}H${n(x0 + w - r * 0.4)}`,
        t[2],
        0.9,
        'opacity=".7"',
      );
      out += line(
        `M${p(x0 + r * 0.4, y + 4)}H${n(x0 + w - r * 0.4)}`,
        t[2],
        6,
        'stroke-dasharray="1.4 3.2" opacity=".55"',
      );
    }
    return out;
  };
  return folded(cx, base, w, h, t, w * 0.1, light, cloth);
}

/** Folded sheets and a pillowcase, hemstitched, tied with a linen tape. */
function sheets(art: Art): string {
  const t = L.ivory;
  const cx = 400;
  const base = 690;
  let out = floorShadow(art, cx, base, 340, 24, 0.32);
  const rnd = random(4);
  let y = base;
  for (let i = 0; i < 4; i++) {
    out += foldedLinen(art, `sh${i}`, cx + (rnd() - 0.5) * 16, y, 560 - i * 5, 60, t, { hem: i === 3 });
    y -= 58;
  }
  out += foldedLinen(art, 'pc', cx - 6, y, 460, 52, t, { hem: true });
  const top = y - 52;
  // the tape, down the front and tied in a bow on top
  const tx = cx + 130;
  out += path(`M${p(tx, top - 34)}h26L${p(tx + 26, base - 2)}h-26Z`, L.sage[1]);
  out += line(
    `M${p(tx + 4, top - 34)}V${n(base - 2)}M${p(tx + 22, top - 34)}V${n(base - 2)}`,
    L.sage[2],
    1,
    'opacity=".5"',
  );
  out += ellipse(
    tx - 16,
    top - 40,
    34,
    14,
    L.sage[1],
    `transform="rotate(-14 ${n(tx - 16)} ${n(top - 40)})" stroke="${L.sage[2]}" stroke-width="2"`,
  );
  out += ellipse(
    tx + 42,
    top - 40,
    34,
    14,
    L.sage[1],
    `transform="rotate(14 ${n(tx + 42)} ${n(top - 40)})" stroke="${L.sage[2]}" stroke-width="2"`,
  );
  out += path(
    `M${p(tx + 4, top - 36)}l-34 46l12 2l28-40ZM${p(tx + 22, top - 36)}l30 48l-12 2l-24-42Z`,
    L.sage[1],
    `stroke="${L.sage[2]}" stroke-width="1.5"`,
  );
  out += circle(tx + 13, top - 40, 11, L.sage[2]);
  return out;
}

/** A pillow: a soft rectangle pinched at the corners. */
function pillow(art: Art, id: string, cx: number, cy: number, w: number, h: number, t: Tone): string {
  const a = w / 2;
  const b = h / 2;
  const d = pathData(
    `M${p(cx - a, cy - b)}`,
    `Q${p(cx, cy - b * 0.7)} ${p(cx + a, cy - b)}`,
    `Q${p(cx + a * 0.9, cy)} ${p(cx + a, cy + b)}`,
    `Q${p(cx, cy + b * 0.75)} ${p(cx - a, cy + b)}`,
    `Q${p(cx - a * 0.9, cy)} ${p(cx - a, cy - b)}`,
    'Z',
  );
  return (
    path(d, '#000', `opacity=".15" transform="translate(4 10)" ${art.blur(8)}`) +
    path(
      d,
      art.rad(
        `pil-${id}`,
        [
          [0, t[0]],
          [0.75, t[1]],
          [1, t[2]],
        ],
        0.45,
        0.4,
        0.65,
      ),
    ) +
    path(d, 'none', `stroke="${t[2]}" stroke-width="2" opacity=".5"`) +
    line(`M${p(cx - a * 0.86, cy - b * 0.7)}H${n(cx + a * 0.86)}`, t[2], 1, 'stroke-dasharray="1.4 3" opacity=".6"')
  );
}

/** A made bed from its foot: headboard, pillows, the linen duvet with its soft creases. */
function bed(art: Art): string {
  const duvet = L.terracotta;
  let out = '';
  out += path(
    'M110 470V200Q110 150 160 150H640Q690 150 690 200V470Z',
    art.lin('headboard', [
      [0, '#e6d6c0'],
      [1, '#c9b396'],
    ]),
  );
  out += path('M110 470V200Q110 150 160 150H640Q690 150 690 200V470Z', weaveFill(art, '#6e5640'));
  out += path('M110 470V200Q110 150 160 150H640Q690 150 690 200V470Z', 'none', 'stroke="#a8916f" stroke-width="6"');
  out += path('M60 430H740V520H60Z', '#f4efe6');
  out += pillow(art, 'p1', 275, 410, 250, 130, L.ivory) + pillow(art, 'p2', 525, 410, 250, 130, L.ivory);
  out += pillow(art, 'p3', 400, 455, 200, 100, duvet);
  const d = 'M30 520Q400 490 770 520L800 800H0Z';
  out += path(
    d,
    art.lin('duvet', [
      [0, duvet[0]],
      [0.5, duvet[1]],
      [1, duvet[2]],
    ]),
  );
  out += path(d, weaveFill(art, '#5a2a18'));
  const clip = art.clip('clip-duvet', d);
  const rnd = random(6);
  let creases = '';
  for (let i = 0; i < 9; i++) {
    const x = 60 + i * 85 + rnd() * 30;
    creases += line(
      `M${x} 560Q${n(x + 30 - rnd() * 60)} 680 ${n(x - 20 + rnd() * 40)} 800`,
      i % 2 ? '#ffffff' : '#4e2412',
      10 + rnd() * 8,
      `opacity=".16" ${art.blur(6)}`,
    );
  }
  out += `<g clip-path="${clip}">${creases}</g>`;
  // the turned-down top edge
  out += path('M30 520Q400 490 770 520L772 566Q400 536 28 566Z', duvet[0]);
  out += line('M28 566Q400 536 772 566', duvet[2], 3, 'opacity=".6"');
  out += stitch('M40 552Q400 522 760 552', duvet[2], 1.2, 0.5, '5 4');
  return out;
}

function towels(art: Art): string {
  const t = L.sand;
  const tex = terry(art, t[2]);
  const border = L.ivory[0];
  let out = floorShadow(art, 370, 690, 330, 24, 0.32);
  out += foldedLinen(art, 't1', 370, 690, 580, 96, t, { texture: tex, border });
  out += foldedLinen(art, 't2', 362, 598, 490, 86, t, { texture: tex, border });
  out += foldedLinen(art, 't3', 356, 516, 400, 74, t, { texture: tex, border });
  out += rolled(art, 700, 640, 70, t, tex);
  return out;
}

/** A bathrobe on a wooden hanger: shawl collar, belt knotted at the waist, patch pockets. */
function bathrobe(art: Art): string {
  const t = L.sage;
  const cx = 400;
  const tex = honeycomb(art, t[2]);
  const fill = art.lin(
    'robe',
    [
      [0, t[2]],
      [0.2, t[1]],
      [0.45, t[0]],
      [0.7, t[1]],
      [1, t[2]],
    ],
    0,
  );
  let out = '';
  // sleeves, hanging behind the body
  for (const s of [-1, 1]) {
    const d = pathData(
      `M${p(cx + s * 130, 170)}`,
      `Q${p(cx + s * 200, 190)} ${p(cx + s * 220, 300)}`,
      `L${p(cx + s * 236, 560)}`,
      `L${p(cx + s * 142, 566)}`,
      `L${p(cx + s * 140, 320)}`,
      'Z',
    );
    out += path(d, t[1]) + path(d, tex);
    out += path(
      `M${p(cx + s * 236, 560)}L${p(cx + s * 142, 566)}L${p(cx + s * 144, 520)}L${p(cx + s * 232, 514)}Z`,
      t[0],
    );
    out += line(`M${p(cx + s * 232, 514)}L${p(cx + s * 144, 520)}`, t[2], 2, 'opacity=".6"');
  }
  out += hanger(art, cx, 96, 300);
  const body = pathData(
    `M${p(cx - 150, 166)}`,
    `Q${p(cx - 60, 140)} ${p(cx, 146)}`,
    `Q${p(cx + 60, 140)} ${p(cx + 150, 166)}`,
    `L${p(cx + 160, 330)}`,
    `L${p(cx + 182, 760)}`,
    `Q${p(cx, 772)} ${p(cx - 182, 760)}`,
    `L${p(cx - 160, 330)}`,
    'Z',
  );
  out += path(body, fill) + path(body, tex);
  // the front edge of the left panel over the right one
  out += line(`M${p(cx - 14, 470)}L${p(cx + 40, 765)}`, t[2], 4, 'opacity=".6"');
  // shawl collar: two wide bands crossing at the waist
  out += path(
    `M${p(cx + 70, 150)}Q${p(cx + 40, 330)} ${p(cx - 20, 470)}L${p(cx + 40, 470)}Q${p(cx + 90, 320)} ${p(cx + 130, 162)}Z`,
    t[0],
    `stroke="${t[2]}" stroke-width="2"`,
  );
  out += path(
    `M${p(cx - 70, 150)}Q${p(cx - 40, 330)} ${p(cx + 30, 474)}L${p(cx - 30, 474)}Q${p(cx - 90, 320)} ${p(cx - 130, 162)}Z`,
    t[0],
    `stroke="${t[2]}" stroke-width="2"`,
  );
  out += path(
    `M${p(cx - 70, 150)}Q${p(cx, 170)} ${p(cx + 70, 150)}L${p(cx + 60, 140)}Q${p(cx, 156)} ${p(cx - 60, 140)}Z`,
    t[2],
    'opacity=".7"',
  );
  // pockets
  for (const s of [-1, 1]) {
    out += path(roundRect(cx + s * 100 - 46, 540, 92, 96, 8), t[0], `stroke="${t[2]}" stroke-width="2"`);
    out += path(roundRect(cx + s * 100 - 46, 540, 92, 96, 8), tex);
    out += line(`M${p(cx + s * 100 - 40, 552)}h80`, t[2], 1.5, 'opacity=".6"');
  }
  // the belt and its knot
  out += path(
    `M${p(cx - 163, 450)}L${p(cx + 165, 450)}L${p(cx + 166, 486)}L${p(cx - 164, 486)}Z`,
    t[1],
    `stroke="${t[2]}" stroke-width="1.5"`,
  );
  out += path(
    `M${p(cx - 30, 486)}q-30 90 -50 170l34 4q14 -80 40 -170ZM${p(cx + 4, 486)}q20 90 22 180l34 -2q-6 -90 -20 -178Z`,
    t[1],
    `stroke="${t[2]}" stroke-width="1.5"`,
  );
  out += path(roundRect(cx - 34, 440, 56, 56, 16), t[0], `stroke="${t[2]}" stroke-width="2"`);
  out += path(body, 'none', `stroke="${t[2]}" stroke-width="2" opacity=".6"`);
  return out;
}

/** A striped terry bath mat in front of a bathtub, one corner turned up. */
function bathMat(art: Art): string {
  let out = '';
  // tiles
  out += path(
    'M0 430H800V800H0Z',
    art.lin('tiles', [
      [0, '#e8e2da'],
      [1, '#d6cdc2'],
    ]),
  );
  let grout = '';
  for (let i = -6; i <= 14; i++) grout += `M${p(400 + (i - 4) * 60, 430)}L${p(400 + (i - 4) * 110, 800)}`;
  for (const y of [470, 525, 595, 685, 800]) grout += `M0 ${y}H800`;
  out += line(grout, '#b9ad9e', 1.5, 'opacity=".6"');
  // the tub
  out += path(
    'M40 150H760V180Q760 420 640 430H160Q40 420 40 180Z',
    art.lin('tub', [
      [0, '#ffffff'],
      [0.8, '#eceae6'],
      [1, '#cfcbc4'],
    ]),
  );
  out += path(
    'M30 136H770V166H30Z',
    art.lin('rim', [
      [0, '#ffffff'],
      [1, '#dedad3'],
    ]),
  );
  for (const x of [190, 610]) out += path(`M${x - 20} 426h40l-6 28h-28Z`, '#c9a96e');
  // the mat
  const t = L.ink;
  const mat = 'M160 480H640L730 740H70Z';
  out += path(mat, '#2a2520', `opacity=".25" transform="translate(6 10)" ${art.blur(8)}`);
  out += path(
    mat,
    art.lin('mat', [
      [0, L.ivory[1]],
      [1, L.ivory[0]],
    ]),
  );
  const clip = art.clip('clip-mat', mat);
  let stripes = '';
  for (const f of [0.12, 0.2, 0.8, 0.88]) stripes += `M${p(160 + 480 * f, 480)}L${p(70 + 660 * f, 740)}`;
  out += `<g clip-path="${clip}">${line(stripes, t[1], 26)}${path(mat, terry(art, '#5a5046'))}</g>`;
  // the turned corner, showing the plain back
  out += path('M560 480H640L668 562Z', '#f2ece2', 'stroke="#cfc4b6" stroke-width="1.5"');
  out += path('M560 480L668 562L610 590Z', '#000', `opacity=".12" ${art.blur(4)}`);
  out += line(mat, '#ffffff', 1, 'opacity=".5"');
  return out;
}

function cushionOnSofa(art: Art): string {
  let out = '';
  out += path(
    'M40 170Q40 130 90 130H710Q760 130 760 170V560H40Z',
    art.lin('sofaback', [
      [0, '#e2d3bf'],
      [1, '#c7b295'],
    ]),
  );
  out += path(
    'M20 540Q20 510 60 510H740Q780 510 780 540V800H20Z',
    art.lin('sofaseat', [
      [0, '#ead9c2'],
      [1, '#c9b294'],
    ]),
  );
  for (const x0 of [56, 404])
    out += path(
      roundRect(x0, 170, 340, 360, 40),
      art.lin('backcushion', [
        [0, '#ecdfcc'],
        [1, '#cdb89c'],
      ]),
      'stroke="#b39c7e" stroke-width="2"',
    );
  out += path('M20 510H780V800H20Z', weaveFill(art, '#6e5640'));
  out += ellipse(400, 600, 230, 30, '#4a3626', `opacity=".2" ${art.blur(14)}`);
  out += cushion(art, 'senape', 400, 430, 380, L.ochre, 'piped', -5);
  // the linen's weave, inside the cushion's own outline
  out += `<g transform="rotate(-5 400 430)"><g clip-path="${art.ref('cc-senape')}">${path('M200 230H600V630H200Z', weaveFill(art, '#6a4a12'))}</g></g>`;
  return out;
}

/** A folded herringbone throw on a wooden bench, one end falling over the edge in a fringe. */
function throwOnBench(art: Art): string {
  const t = L.clay;
  const pattern = herringbone(art, t[2]);
  let out = '';
  // the bench
  out += floorShadow(art, 400, 760, 340, 18, 0.3);
  for (const x of [140, 640]) out += path(`M${x} 600h24v160h-24Z`, '#6e4a2e');
  out += path(
    'M70 560H730V604H70Z',
    art.lin('bench', [
      [0, '#a87a50'],
      [1, '#6e4a2e'],
    ]),
  );
  out += path('M90 532H710L730 560H70Z', '#c49a6c');
  // the hanging end with its fringe
  const hang = 'M420 560H640V704H420Z';
  out += path(hang, t[1]) + path(hang, pattern);
  let fringe = '';
  for (let x = 424; x <= 636; x += 7) fringe += `M${x} 704l${(x % 3) - 1} 34`;
  out += line(fringe, t[1], 3, 'stroke-linecap="round"');
  out += line('M420 700H640', t[2], 2, 'opacity=".6"');
  // two folded layers on the seat
  out += foldedLinen(art, 'thr1', 400, 560, 480, 62, t, { texture: pattern });
  out += foldedLinen(art, 'thr2', 394, 500, 460, 58, t, { texture: pattern });
  return out;
}

/** A window with a sheer linen curtain on a wooden pole with rings. */
function sheerCurtain(art: Art): string {
  let out = '';
  out += path('M180 160H620V740H180Z', '#f4efe8');
  out += path(
    'M196 176H604V724H196Z',
    art.lin('sky', [
      [0, '#dfe9ee'],
      [1, '#f4f1e8'],
    ]),
  );
  out += line('M400 176V724M196 450H604', '#f4efe8', 12);
  out += path('M0 740H800V800H0Z', '#d9cbb9');
  // pole and finials
  out += line(
    'M90 120H710',
    art.lin('pole', [
      [0, '#b08458'],
      [1, '#6e4a2e'],
    ]),
    12,
    'stroke-linecap="round"',
  );
  for (const x of [84, 716]) out += circle(x, 120, 14, '#7a5434');
  // the sheer panel: pleats in columns, the window showing through
  const x0 = 120;
  const x1 = 560;
  const count = 11;
  const step = (x1 - x0) / count;
  for (let i = 0; i < count; i++) {
    const x = x0 + i * step;
    out += path(
      `M${p(x, 132)}h${n(step)}L${p(x + step + (i - 5) * 1.5, 752)}h${n(-step)}Z`,
      art.lin(
        `pleat${i % 2}`,
        [
          [0, '#ffffff', i % 2 ? 0.62 : 0.8],
          [0.5, '#f4ede2', 0.75],
          [1, '#e2d6c4', i % 2 ? 0.7 : 0.85],
        ],
        0,
      ),
    );
    out += circle(x + step / 2, 120, 11, 'none', 'stroke="#6e4a2e" stroke-width="3"');
  }
  out += path(`M${x0} 130H${x1}V142H${x0}Z`, '#ffffff', 'opacity=".7"');
  out += line(`M${x0} 748H${x1 + 10}`, '#e2d6c4', 4, 'opacity=".8"');
  out += path(`M${x0} 132H${x1}L${x1 + 10} 752H${x0}Z`, weaveFill(art, '#8a7458'));
  out += full(
    800,
    800,
    art.rad(
      'windowlight',
      [
        [0, '#fff6e0', 0.35],
        [1, '#fff6e0', 0],
      ],
      0.55,
      0.45,
      0.5,
    ),
  );
  return out;
}

/** A Roman blind half raised over a window: soft horizontal folds, a cord and its pull. */
function romanBlind(art: Art): string {
  const t = L.sand;
  let out = '';
  out += path('M170 110H630V720H170Z', '#f4efe8');
  out += path(
    'M186 126H614V704H186Z',
    art.lin('sky2', [
      [0, '#dde8ec'],
      [1, '#f3efe6'],
    ]),
  );
  out += line('M400 126V704M186 420H614', '#f4efe8', 12);
  out += path('M0 720H800V800H0Z', '#d9cbb9');
  out += path('M150 96H650V128H150Z', '#8a6a4c');
  const folds = 5;
  let y = 128;
  for (let i = 0; i < folds; i++) {
    const h = 58;
    const d = `M160 ${y}H640Q648 ${n(y + h * 0.6)} 640 ${n(y + h)}H160Q152 ${n(y + h * 0.6)} 160 ${y}Z`;
    out += path(d, '#000', `opacity=".14" transform="translate(0 6)" ${art.blur(5)}`);
    out += path(
      d,
      art.lin('blindfold', [
        [0, t[1]],
        [0.45, t[0]],
        [1, t[2]],
      ]),
    );
    out += path(d, weaveFill(art, '#5a4630'));
    y += h - 6;
  }
  out += path(`M156 ${y}H644V${y + 14}H156Z`, t[2]);
  out += line(`M612 128V${y + 160}`, '#efe6d6', 2.5);
  out += path(`M606 ${y + 160}h12l4 30h-20Z`, '#8a6a4c');
  return out;
}

/** Intimamente Home's products' photos, in the seed's order. */
export function intimamentePieces(): Piece[] {
  return [
    {
      name: 'completo-lenzuola-percalle-orlo-a-giorno',
      form: 'folded bed sheets',
      svg: shot('intimamentehome', (art) => art.add(sheets(art))),
      close: [330, 440, 320],
    },
    {
      name: 'copripiumino-in-lino-lavato-terracotta',
      form: 'duvet cover on a bed',
      svg: shot('intimamentehome', (art) => art.add(bed(art))),
      close: [420, 500, 380],
    },
    {
      name: 'set-spugne-bellagio',
      form: 'folded towels',
      svg: shot('intimamentehome', (art) => art.add(towels(art))),
      close: [430, 560, 340],
    },
    {
      name: 'accappatoio-a-nido-d-ape-salvia',
      form: 'bathrobe',
      svg: shot('intimamentehome', (art) => art.add(bathrobe(art))),
      close: [400, 330, 340],
    },
    {
      name: 'tappeto-bagno-rigato',
      form: 'bath mat',
      svg: shot('intimamentehome', (art) => art.add(bathMat(art))),
      close: [560, 560, 320],
    },
    {
      name: 'cuscino-in-lino-senape-45-45',
      form: 'cushion',
      svg: shot('intimamentehome', (art) => art.add(cushionOnSofa(art))),
      close: [280, 300, 320],
    },
    {
      name: 'plaid-in-merino-a-spina-di-pesce',
      form: 'throw blanket',
      svg: shot('intimamentehome', (art) => art.add(throwOnBench(art))),
      close: [520, 620, 320],
    },
    {
      name: 'tenda-in-garza-di-lino',
      form: 'sheer curtain',
      svg: shot('intimamentehome', (art) => art.add(sheerCurtain(art))),
      close: [300, 260, 360],
    },
    {
      name: 'tenda-a-pacchetto-in-lino-naturale',
      form: 'roman blind',
      svg: shot('intimamentehome', (art) => art.add(romanBlind(art))),
      close: [420, 260, 360],
    },
  ];
}
