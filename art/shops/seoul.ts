/**
 * Seoul, contemporary fashion in Milan: a satin midi dress and a striped shirt dress on hangers, a
 * wool blazer and a trench coat, a ribbed cashmere jumper and a merino cardigan laid flat, round
 * sunglasses and a leather top-handle bag, in a cool white studio.
 */
import { type Tone, metal } from '../materials.ts';
import { dress, flatKnit, handbag, hanger, jacket } from '../fashion.ts';
import { type Art, circle, ellipse, line, n, p, path, pathData, random, roundRect } from '../svg.ts';
import { sunglasses } from './cless.ts';
import { type Piece, shot, stitch } from './studio.ts';

const satin: Tone = ['#d0585b', '#9b2c2c', '#4a0f12'];
const charcoal: Tone = ['#5e5e62', '#313135', '#141416'];
const trenchTone: Tone = ['#ecd9b2', '#c9ab7a', '#8a6c42'];
const oat: Tone = ['#f1e9dc', '#d9cbb4', '#a8977c'];
const red: Tone = ['#c4504e', '#9b2c2c', '#5a1414'];
const black: Tone = ['#4a4646', '#222020', '#0b0a0a'];

function cloth(art: Art, id: string, t: Tone): string {
  return art.lin(
    `cl-${id}`,
    [
      [0, t[2]],
      [0.2, t[1]],
      [0.42, t[0]],
      [0.62, t[1]],
      [0.82, t[0]],
      [1, t[2]],
    ],
    0,
  );
}

function satinDress(art: Art): string {
  let out = hanger(art, 400, 80, 190) + dress(art, 'raso', 400, 138, 620, satin, 3);
  // the satin's sheen, inside the dress's own outline
  const clip = art.ref('dclip-raso');
  const rnd = random(12);
  let sheen = '';
  for (let i = 0; i < 6; i++) {
    const x = 330 + i * 28 + rnd() * 10;
    sheen += line(
      `M${n(x)} 330Q${n(x - 60 + i * 26)} 560 ${n(x - 150 + i * 58)} 760`,
      '#ffffff',
      5 + rnd() * 6,
      `opacity=".28" ${art.blur(4)}`,
    );
  }
  out += `<g clip-path="${clip}">${sheen}</g>`;
  return out;
}

/** A shirt dress on a hanger: pointed collar, buttoned placket, short sleeves, tie belt, stripes. */
function shirtDress(art: Art): string {
  const cx = 400;
  const white: Tone = ['#ffffff', '#f1f2f4', '#c9ccd2'];
  const fill = cloth(art, 'popeline', white);
  let out = hanger(art, cx, 90, 200);
  const body = pathData(
    `M${p(cx - 40, 150)}`,
    `L${p(cx - 98, 162)}`,
    `L${p(cx - 164, 258)}`,
    `L${p(cx - 130, 282)}`,
    `L${p(cx - 100, 246)}`,
    `L${p(cx - 94, 372)}`,
    `C${p(cx - 120, 470)} ${p(cx - 160, 620)} ${p(cx - 180, 742)}`,
    `Q${p(cx, 760)} ${p(cx + 180, 742)}`,
    `C${p(cx + 160, 620)} ${p(cx + 120, 470)} ${p(cx + 94, 372)}`,
    `L${p(cx + 100, 246)}`,
    `L${p(cx + 130, 282)}`,
    `L${p(cx + 164, 258)}`,
    `L${p(cx + 98, 162)}`,
    `L${p(cx + 40, 150)}`,
    `Q${p(cx, 176)} ${p(cx - 40, 150)}`,
    'Z',
  );
  out += path(body, '#000', `opacity=".08" transform="translate(6 10)" ${art.blur(8)}`);
  out += path(body, fill);
  const clip = art.clip('clip-shirtdress', body);
  let stripes = '';
  for (let x = cx - 190; x <= cx + 190; x += 14) stripes += `M${x} 140V770`;
  const rnd = random(21);
  let folds = '';
  for (let i = 0; i < 7; i++) {
    const x = cx - 90 + i * 30;
    folds += line(
      `M${x} 400Q${n(x + rnd() * 20)} 560 ${n(cx + (x - cx) * 1.9)} 750`,
      i % 2 ? '#ffffff' : '#6a7080',
      10,
      `opacity=".14" ${art.blur(5)}`,
    );
  }
  out += `<g clip-path="${clip}">${line(stripes, '#5a78a8', 3, 'opacity=".55"')}${folds}</g>`;
  // sleeve hems and seams
  for (const s of [-1, 1]) {
    out += line(`M${p(cx + s * 164, 258)}L${p(cx + s * 130, 282)}`, '#c9ccd2', 6);
    out += line(`M${p(cx + s * 98, 162)}L${p(cx + s * 100, 246)}`, '#b4b8c0', 1.5);
  }
  // placket and buttons
  out += path(`M${p(cx - 11, 176)}h22V${n(752)}h-22Z`, '#ffffff', 'opacity=".7"');
  out += line(`M${p(cx - 11, 176)}V752M${p(cx + 11, 176)}V752`, '#b4b8c0', 1.2);
  for (let y = 200; y < 740; y += 54) out += circle(cx, y, 5, '#f4efe6', 'stroke="#9aa0aa" stroke-width="1.5"');
  // collar
  for (const s of [-1, 1])
    out += path(
      `M${p(cx + s * 42, 146)}L${p(cx + s * 8, 206)}L${p(cx + s * 66, 190)}Z`,
      '#ffffff',
      `stroke="#b4b8c0" stroke-width="1.5"`,
    );
  // tie belt
  out += path(
    `M${p(cx - 97, 360)}H${n(cx + 97)}L${p(cx + 96, 386)}H${n(cx - 96)}Z`,
    '#f6f7f9',
    'stroke="#b4b8c0" stroke-width="1.5"',
  );
  out += ellipse(
    cx - 40,
    372,
    30,
    12,
    '#f6f7f9',
    'stroke="#b4b8c0" stroke-width="1.5" transform="rotate(-12 360 372)"',
  );
  out += ellipse(cx + 22, 372, 30, 12, '#f6f7f9', 'stroke="#b4b8c0" stroke-width="1.5" transform="rotate(12 422 372)"');
  out += path(
    `M${p(cx - 12, 378)}l-26 110l14 2l22-108ZM${p(cx - 2, 378)}l18 100l14-4l-20-96Z`,
    '#f6f7f9',
    'stroke="#b4b8c0" stroke-width="1.5"',
  );
  out += circle(cx - 8, 372, 9, '#e4e6ea', 'stroke="#b4b8c0" stroke-width="1.5"');
  return out;
}

/** A belted trench coat on a hanger: storm flap, epaulettes, double-breasted front, belt. */
function trench(art: Art): string {
  const cx = 400;
  const t = trenchTone;
  const top = 150;
  const h = 620;
  const bottom = top + h;
  const w = 330;
  let out = hanger(art, cx, 94, 320);
  // sleeves behind, with cuff straps
  for (const s of [-1, 1]) {
    out += path(
      pathData(
        `M${p(cx + s * w * 0.47, top + 38)}`,
        `Q${p(cx + s * w * 0.62, top + h * 0.35)} ${p(cx + s * w * 0.6, top + h * 0.66)}`,
        `H${n(cx + s * w * 0.44)}`,
        `L${p(cx + s * w * 0.4, top + 110)}`,
        'Z',
      ),
      t[2],
    );
    out += path(
      `M${p(cx + s * w * 0.6, top + h * 0.6)}L${p(cx + s * w * 0.44, top + h * 0.61)}v14L${p(cx + s * w * 0.605, top + h * 0.62)}Z`,
      t[1],
    );
  }
  const body = pathData(
    `M${p(cx - w * 0.15, top)}`,
    `Q${p(cx - w * 0.38, top + 8)} ${p(cx - w * 0.48, top + 38)}`,
    `L${p(cx - w * 0.58, bottom)}`,
    `Q${p(cx, bottom + 14)} ${p(cx + w * 0.58, bottom)}`,
    `L${p(cx + w * 0.48, top + 38)}`,
    `Q${p(cx + w * 0.38, top + 8)} ${p(cx + w * 0.15, top)}`,
    'Z',
  );
  out += path(body, cloth(art, 'trench', t));
  const clip = art.clip('clip-trench', body);
  const rnd = random(31);
  let folds = '';
  for (let i = 0; i < 8; i++) {
    const x = cx - w * 0.45 + i * w * 0.13;
    folds += line(
      `M${n(x)} ${top + h * 0.48}Q${n(x + rnd() * 20)} ${top + h * 0.7} ${n(cx + (x - cx) * 1.25)} ${bottom}`,
      i % 2 ? '#ffffff' : '#5a4428',
      10,
      `opacity=".12" ${art.blur(5)}`,
    );
  }
  out += `<g clip-path="${clip}">${folds}</g>`;
  // inner collar, lapels, storm flap
  out += path(`M${p(cx - w * 0.15, top)}L${p(cx, top + h * 0.2)}L${p(cx + w * 0.15, top)}Z`, t[2]);
  const lapel = (s: number): string =>
    pathData(
      `M${p(cx + s * w * 0.15, top)}`,
      `L${p(cx + s * w * 0.02, top + h * 0.24)}`,
      `L${p(cx + s * w * 0.2, top + h * 0.14)}`,
      `L${p(cx + s * w * 0.3, top + h * 0.09)}`,
      `L${p(cx + s * w * 0.26, top + h * 0.055)}`,
      'Z',
    );
  out += path(
    `M${p(cx - w * 0.46, top + 40)}L${p(cx - w * 0.1, top + 40)}L${p(cx - w * 0.08, top + h * 0.2)}L${p(cx - w * 0.46, top + h * 0.21)}Z`,
    t[1],
    `stroke="${t[2]}" stroke-width="1.5"`,
  );
  out += stitch(`M${p(cx - w * 0.44, top + h * 0.2)}L${p(cx - w * 0.1, top + h * 0.19)}`, t[2], 1.2, 0.7, '4 3');
  out +=
    path(lapel(-1), t[0], `stroke="${t[2]}" stroke-width="1.5"`) +
    path(lapel(1), t[0], `stroke="${t[2]}" stroke-width="1.5"`);
  // epaulettes
  for (const s of [-1, 1]) {
    out += path(
      `M${p(cx + s * w * 0.2, top + 10)}L${p(cx + s * w * 0.46, top + 34)}L${p(cx + s * w * 0.45, top + 50)}L${p(cx + s * w * 0.19, top + 26)}Z`,
      t[1],
      `stroke="${t[2]}" stroke-width="1.5"`,
    );
    out += circle(cx + s * w * 0.24, top + 22, 5, '#4a3a28');
  }
  // double-breasted buttons and the front edge
  for (const y of [0.3, 0.38]) for (const s of [-1, 1]) out += circle(cx + s * w * 0.13, top + h * y, 7, '#4a3a28');
  out += line(`M${p(cx + w * 0.2, top + h * 0.25)}L${p(cx + w * 0.22, bottom)}`, t[2], 2, 'opacity=".7"');
  // belt and buckle, its ends hanging
  const by = top + h * 0.45;
  out += path(
    `M${p(cx - w * 0.53, by)}L${p(cx + w * 0.53, by)}L${p(cx + w * 0.535, by + 26)}L${p(cx - w * 0.535, by + 26)}Z`,
    t[1],
    `stroke="${t[2]}" stroke-width="1.5"`,
  );
  out += stitch(
    `M${p(cx - w * 0.52, by + 5)}H${n(cx + w * 0.52)}M${p(cx - w * 0.52, by + 21)}H${n(cx + w * 0.52)}`,
    t[2],
    1,
    0.6,
    '4 3',
  );
  out += path(
    roundRect(cx + w * 0.06, by - 8, 34, 42, 6),
    'none',
    `stroke="${metal(art, 'steel', 0)}" stroke-width="6"`,
  );
  out += path(`M${p(cx + w * 0.1, by + 26)}l-8 120l24 2l4-122Z`, t[1], `stroke="${t[2]}" stroke-width="1.5"`);
  // pockets
  for (const s of [-1, 1])
    out += line(`M${p(cx + s * w * 0.26, top + h * 0.56)}l${n(s * 30)} 60`, t[2], 4, 'opacity=".7"');
  out += path(body, 'none', `stroke="${t[2]}" stroke-width="2" opacity=".5"`);
  return out;
}

/** Seoul's products' photos, in the seed's order. */
export function seoulPieces(): Piece[] {
  return [
    {
      name: 'abito-midi-in-raso',
      form: 'midi dress',
      svg: shot('seoul', (art) => art.add(satinDress(art))),
      close: [400, 300, 380],
    },
    {
      name: 'abito-chemisier-a-righe',
      form: 'shirt dress',
      svg: shot('seoul', (art) => art.add(shirtDress(art))),
      close: [400, 280, 360],
    },
    {
      name: 'blazer-sartoriale-in-lana',
      form: 'blazer',
      svg: shot('seoul', (art) => art.add(hanger(art, 400, 100, 300), jacket(art, 'blz', 400, 158, 580, charcoal))),
      close: [400, 340, 380],
    },
    {
      name: 'trench-in-gabardine-di-cotone',
      form: 'trench coat',
      svg: shot('seoul', (art) => art.add(trench(art))),
      close: [400, 400, 380],
    },
    {
      name: 'maglione-a-coste-in-cashmere',
      form: 'jumper',
      svg: shot('seoul', (art) => art.add(flatKnit(art, 'crew', oat))),
      close: [400, 300, 340],
    },
    {
      name: 'cardigan-in-lana-merino',
      form: 'cardigan',
      svg: shot('seoul', (art) => art.add(flatKnit(art, 'cardigan', red))),
      close: [400, 400, 340],
    },
    {
      name: 'occhiali-da-sole-tondi',
      form: 'sunglasses',
      svg: shot('seoul', (art) =>
        art.add(sunglasses(art, 400, 450, 'round', metal(art, 'gold', 0), ['#24302a', '#5a6a5c'], 7)),
      ),
      close: [400, 400, 340],
    },
    {
      name: 'borsa-a-mano-in-pelle',
      form: 'top-handle handbag',
      svg: shot('seoul', (art) => art.add(handbag(art, 'seoul', 400, 640, 460, black, 'silver'))),
      close: [400, 500, 340],
    },
  ];
}
