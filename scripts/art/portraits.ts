/**
 * Team portraits (600×750): quiet editorial busts, lit from the upper left, on tonal backdrops.
 * Faces are sculpted by light rather than drawn feature by feature, so they stay dignified at
 * any size. 1, 3 and 5 are women; 2, 4 and 6 are men.
 */
import type { Pictures } from './jewellery.ts';
import { Art, circle, ellipse, full, line, n, p, path, pathData, random, smooth } from './svg.ts';

type Hair = 'long' | 'bob' | 'bun' | 'short' | 'grey' | 'curls';
type Outfit = 'blazer' | 'turtleneck' | 'silk' | 'suit' | 'jacket' | 'sweater';

interface Sitter {
  skin: [light: string, mid: string, shade: string];
  hair: Hair;
  hairColor: [light: string, dark: string];
  outfit: Outfit;
  cloth: [light: string, dark: string];
  inner: string;
  backdrop: [light: string, dark: string];
  beard?: boolean;
  glasses?: boolean;
  earrings?: boolean;
  female: boolean;
}

const sitters: Sitter[] = [
  {
    female: true,
    skin: ['#f3d6c2', '#dcb096', '#b5846a'],
    hair: 'long',
    hairColor: ['#6b4430', '#2a1810'],
    outfit: 'blazer',
    cloth: ['#c49a6c', '#7a5636'],
    inner: '#f4ede2',
    backdrop: ['#d9cbbb', '#9c8a77'],
    earrings: true,
  },
  {
    female: false,
    skin: ['#eccab2', '#d0a284', '#a7785c'],
    hair: 'short',
    hairColor: ['#4a3526', '#1c130c'],
    outfit: 'suit',
    cloth: ['#3a4660', '#1b2233'],
    inner: '#f2f4f6',
    backdrop: ['#b9c1c9', '#6d7884'],
    beard: true,
  },
  {
    female: true,
    skin: ['#f6ddcc', '#e2bba3', '#bf917a'],
    hair: 'bob',
    hairColor: ['#e3c48e', '#9c7a44'],
    outfit: 'turtleneck',
    cloth: ['#2b2a2c', '#0e0e10'],
    inner: '#2b2a2c',
    backdrop: ['#e6cfc8', '#b0948b'],
    earrings: true,
  },
  {
    female: false,
    skin: ['#f0cfb8', '#d4a88c', '#a87c62'],
    hair: 'grey',
    hairColor: ['#d6d4d0', '#8d8a85'],
    outfit: 'jacket',
    cloth: ['#4d4d4f', '#232325'],
    inner: '#8a8f94',
    backdrop: ['#c5ccbd', '#7f8a76'],
    glasses: true,
  },
  {
    female: true,
    skin: ['#b98263', '#95603f', '#6a4028'],
    hair: 'bun',
    hairColor: ['#3a2418', '#120a06'],
    outfit: 'silk',
    cloth: ['#2f7a5e', '#134535'],
    inner: '#2f7a5e',
    backdrop: ['#dcc6a8', '#a08563'],
    earrings: true,
  },
  {
    female: false,
    skin: ['#a8714f', '#845234', '#5c351f'],
    hair: 'curls',
    hairColor: ['#3a2a20', '#100a06'],
    outfit: 'sweater',
    cloth: ['#c8a27a', '#8a6642'],
    inner: '#eef0f2',
    backdrop: ['#d3b3a0', '#956a55'],
  },
];

function portrait(s: Sitter, index: number): string {
  const art = new Art(600, 750);
  const cx = 300;
  const [bl, bd] = s.backdrop;
  art.add(
    full(
      600,
      750,
      art.rad(
        `bg${index}`,
        [
          [0, bl],
          [0.6, bd],
          [1, bd],
        ],
        0.42,
        0.36,
        0.75,
      ),
    ),
  );
  art.add(
    full(
      600,
      750,
      art.rad(
        'bgl',
        [
          [0, '#ffffff', 0.35],
          [1, '#ffffff', 0],
        ],
        0.3,
        0.25,
        0.45,
      ),
    ),
  );

  const headY = s.female ? 334 : 328;
  const hw = s.female ? 88 : 94;
  const hh = s.female ? 116 : 120;
  const [hl, hd] = s.hairColor;
  const hairFill = art.lin(
    `hair${index}`,
    [
      [0, hl],
      [0.55, hd],
      [1, hd],
    ],
    20,
  );

  // hair that falls behind the shoulders
  if (s.hair === 'long') {
    art.add(
      path(
        smooth(
          [
            [cx - 118, headY - 50],
            [cx - 130, headY + 120],
            [cx - 150, headY + 250],
            [cx - 100, headY + 290],
            [cx, headY + 210],
            [cx + 100, headY + 290],
            [cx + 150, headY + 250],
            [cx + 130, headY + 120],
            [cx + 118, headY - 50],
            [cx, headY - 130],
          ],
          true,
        ),
        hairFill,
      ),
    );
  }
  if (s.hair === 'bun') art.add(circle(cx + 10, headY - hh - 10, 52, hairFill));

  // shoulders and torso
  const torso = pathData(
    'M20 750',
    'C30 640 80 586 170 566',
    'C220 556 250 540 262 510',
    'H338',
    'C350 540 380 556 430 566',
    'C520 586 570 640 580 750',
    'Z',
  );
  const skinFill = art.lin(
    `skin${index}`,
    [
      [0, s.skin[0]],
      [0.55, s.skin[1]],
      [1, s.skin[2]],
    ],
    0,
  );
  // neck
  const nw = s.female ? 46 : 58;
  art.add(
    path(
      pathData(
        `M${p(cx - nw, headY + 40)}`,
        `L${p(cx - nw - 4, 540)}`,
        `Q${p(cx, 572)} ${p(cx + nw + 4, 540)}`,
        `L${p(cx + nw, headY + 40)}`,
        'Z',
      ),
      skinFill,
    ),
  );
  art.add(
    path(
      pathData(
        `M${p(cx - 40, headY + hh - 24)}`,
        `Q${p(cx, headY + hh + 30)} ${p(cx + 40, headY + hh - 24)}`,
        `V${n(headY + hh + 10)}`,
        `Q${p(cx, headY + hh + 50)} ${p(cx - 40, headY + hh + 10)}`,
        'Z',
      ),
      s.skin[2],
      'opacity=".55"',
    ),
  );
  const cloth = art.lin(
    `cloth${index}`,
    [
      [0, s.cloth[0]],
      [0.6, s.cloth[1]],
      [1, s.cloth[1]],
    ],
    20,
  );
  switch (s.outfit) {
    case 'turtleneck':
      art.add(path(torso, cloth));
      art.add(
        path(
          `M${p(cx - 48, 470)}Q${p(cx, 486)} ${p(cx + 48, 470)}L${p(cx + 54, 560)}Q${p(cx, 580)} ${p(cx - 54, 560)}Z`,
          art.lin(
            `tn${index}`,
            [
              [0, '#4a494c'],
              [1, s.cloth[1]],
            ],
            0,
          ),
        ),
      );
      for (let i = 0; i < 4; i++)
        art.add(
          line(
            `M${p(cx - 50, 488 + i * 18)}Q${p(cx, 502 + i * 18)} ${p(cx + 50, 488 + i * 18)}`,
            '#000',
            2,
            'opacity=".25"',
          ),
        );
      break;
    case 'silk':
      art.add(
        path(
          pathData(
            'M20 750',
            'C30 640 80 586 170 566',
            'C220 556 240 540 250 520',
            `L${p(cx, 610)}`,
            'L350 520',
            'C360 540 380 556 430 566',
            'C520 586 570 640 580 750',
            'Z',
          ),
          cloth,
        ),
      );
      art.add(line('M170 600Q230 660 260 750M430 600Q380 670 350 750', '#ffffff', 3, 'opacity=".18"'));
      art.add(path(`M250 520L${p(cx, 610)}L350 520L338 512L${p(cx, 590)}L262 512Z`, '#ffffff', 'opacity=".15"'));
      break;
    case 'sweater':
      art.add(path(torso, cloth));
      art.add(path(`M248 520L${p(cx, 600)}L352 520L340 512L${p(cx, 580)}L260 512Z`, s.inner));
      art.add(
        path(
          pathData(
            `M${p(cx - 52, 506)}`,
            `L${p(cx - 4, 556)}`,
            `L${p(cx - 34, 590)}`,
            `L${p(cx - 66, 528)}`,
            'Z ',
            `M${p(cx + 52, 506)}`,
            `L${p(cx + 4, 556)}`,
            `L${p(cx + 34, 590)}`,
            `L${p(cx + 66, 528)}`,
            'Z',
          ),
          art.lin(
            'collar',
            [
              [0, '#ffffff'],
              [1, '#d9dde2'],
            ],
            90,
          ),
        ),
      );
      for (let i = 0; i < 14; i++)
        art.add(line(`M${70 + i * 34} ${640 + Math.abs(i - 7) * 6}V750`, '#000', 2, 'opacity=".08"'));
      break;
    default: {
      // tailored jacket: shirt or knit inside, lapels
      art.add(path(torso, cloth));
      art.add(path(`M250 516L${p(cx, 650)}L350 516Z`, s.inner));
      if (s.outfit === 'suit') {
        art.add(
          path(
            `M262 512L${p(cx - 6, 560)}L${p(cx - 34, 572)}Z M338 512L${p(cx + 6, 560)}L${p(cx + 34, 572)}Z`,
            '#ffffff',
          ),
        );
        art.add(path(`M${p(cx - 12, 566)}h24l-6 84h-12Z`, '#6a2a2a'));
      }
      const lapel = art.lin(
        `lap${index}`,
        [
          [0, s.cloth[0]],
          [1, s.cloth[1]],
        ],
        60,
      );
      art.add(path(`M250 520L${p(cx - 10, 690)}L${p(cx - 62, 620)}L208 592L228 560Z`, lapel));
      art.add(path(`M350 520L${p(cx + 10, 690)}L${p(cx + 62, 620)}L392 592L372 560Z`, lapel, 'opacity=".92"'));
      art.add(line(`M250 520L${p(cx - 10, 690)}M350 520L${p(cx + 10, 690)}`, '#000', 1.5, 'opacity=".3"'));
    }
  }
  // shoulder light
  art.add(
    path(
      'M60 680C90 610 140 585 200 575',
      'none',
      `stroke="#ffffff" stroke-width="6" opacity=".18" stroke-linecap="round" ${art.blur(4)}`,
    ),
  );

  // ears
  art.add(ellipse(cx - hw + 4, headY + 14, 14, 26, s.skin[1]), ellipse(cx + hw - 4, headY + 14, 14, 26, s.skin[2]));
  if (s.earrings) {
    const gold = art.rad(
      'earring',
      [
        [0, '#fff2c8'],
        [0.5, '#d4a84c'],
        [1, '#7a5520'],
      ],
      0.35,
      0.35,
      0.7,
    );
    art.add(circle(cx - hw + 2, headY + 46, 7, gold), circle(cx + hw - 2, headY + 46, 7, gold));
  }
  // head: a soft jaw, lit from the left
  const head = smooth(
    [
      [cx, headY - hh],
      [cx + hw * 0.8, headY - hh * 0.72],
      [cx + hw, headY - hh * 0.1],
      [cx + hw * 0.86, headY + hh * 0.45],
      [cx + hw * 0.42, headY + hh * 0.9],
      [cx, headY + hh],
      [cx - hw * 0.42, headY + hh * 0.9],
      [cx - hw * 0.86, headY + hh * 0.45],
      [cx - hw, headY - hh * 0.1],
      [cx - hw * 0.8, headY - hh * 0.72],
    ],
    true,
  );
  art.add(path(head, skinFill));
  art.add(
    path(
      head,
      art.rad(
        'facelight',
        [
          [0, '#ffffff', 0.28],
          [1, '#ffffff', 0],
        ],
        0.36,
        0.4,
        0.45,
      ),
    ),
  );
  // modelling: cheek and temple shade on the far side, the nose's shadow, the mouth's line
  art.add(ellipse(cx + hw * 0.55, headY + hh * 0.2, hw * 0.32, hh * 0.45, s.skin[2], `opacity=".35" ${art.blur(14)}`));
  art.add(
    path(
      pathData(
        `M${p(cx + 4, headY - 6)}`,
        `Q${p(cx + 14, headY + 38)} ${p(cx + 4, headY + 50)}`,
        `Q${p(cx - 6, headY + 54)} ${p(cx - 12, headY + 48)}`,
      ),
      'none',
      `stroke="${s.skin[2]}" stroke-width="5" opacity=".5" stroke-linecap="round" ${art.blur(2.5)}`,
    ),
  );
  art.add(
    ellipse(cx - 26, headY - 6, 20, 8, s.skin[2], `opacity=".3" ${art.blur(4)}`),
    ellipse(cx + 26, headY - 6, 20, 8, s.skin[2], `opacity=".38" ${art.blur(4)}`),
  );
  art.add(
    path(
      `M${p(cx - 20, headY + 76)}Q${p(cx, headY + 82)} ${p(cx + 20, headY + 76)}`,
      'none',
      `stroke="${s.skin[2]}" stroke-width="4" opacity=".55" stroke-linecap="round" ${art.blur(1.2)}`,
    ),
  );
  if (s.female) art.add(ellipse(cx, headY + 80, 16, 6, '#b46a5e', `opacity=".25" ${art.blur(2)}`));
  if (s.beard) {
    // follows the jaw from ear to ear, leaving the cheeks and a gap for the mouth
    const beard = pathData(
      `M${p(cx - hw * 0.95, headY + 4)}`,
      `C${p(cx - hw * 0.98, headY + hh * 0.55)} ${p(cx - hw * 0.5, headY + hh * 1.02)} ${p(cx, headY + hh + 12)}`,
      `C${p(cx + hw * 0.5, headY + hh * 1.02)} ${p(cx + hw * 0.98, headY + hh * 0.55)} ${p(cx + hw * 0.95, headY + 4)}`,
      `C${p(cx + hw * 0.8, headY + 40)} ${p(cx + hw * 0.62, headY + 56)} ${p(cx + 34, headY + 60)}`,
      `Q${p(cx, headY + 52)} ${p(cx - 34, headY + 60)}`,
      `C${p(cx - hw * 0.62, headY + 56)} ${p(cx - hw * 0.8, headY + 40)} ${p(cx - hw * 0.95, headY + 4)}`,
      'Z',
    );
    art.add(path(beard, hairFill, `opacity=".82" ${art.blur(2)}`));
    art.add(ellipse(cx, headY + 79, 22, 7, s.skin[1], `${art.blur(1.5)}`));
    art.add(
      path(
        `M${p(cx - 18, headY + 78)}Q${p(cx, headY + 83)} ${p(cx + 18, headY + 78)}`,
        'none',
        `stroke="${s.skin[2]}" stroke-width="3" opacity=".8" stroke-linecap="round"`,
      ),
    );
  }
  if (s.glasses) {
    const gl = '#b8954e';
    // a rounded rectangular rim, drawn from its top left corner
    const rim = 'h48a6 6 0 0 1 6 6v20a16 16 0 0 1-16 16h-28a16 16 0 0 1-16-16v-20a6 6 0 0 1 6-6Z';
    art.add(
      `<g fill="none" stroke="${gl}" stroke-width="3">`,
      path(`M${p(cx - 64, headY - 14)}${rim}`, 'none'),
      path(`M${p(cx + 16, headY - 14)}${rim}`, 'none'),
      line(
        pathData(
          `M${p(cx - 10, headY - 8)}`,
          `Q${p(cx, headY - 14)} ${p(cx + 10, headY - 8)}`,
          `M${p(cx - 70, headY - 8)}`,
          `L${p(cx - hw, headY - 12)}`,
          `M${p(cx + 70, headY - 8)}`,
          `L${p(cx + hw, headY - 12)}`,
        ),
        gl,
        3,
      ),
      '</g>',
    );
    art.add(
      path(
        `M${p(cx - 60, headY - 10)}l16 0l-22 30Z M${p(cx + 20, headY - 10)}l16 0l-22 30Z`,
        '#ffffff',
        'opacity=".25"',
      ),
    );
  }

  // hair on top
  const top = headY - hh;
  switch (s.hair) {
    case 'long':
      art.add(
        path(
          pathData(
            `M${p(cx - hw - 10, headY + 40)}`,
            `C${p(cx - hw - 24, top - 10)} ${p(cx + hw * 0.3, top - 44)} ${p(cx + hw + 12, top + 50)}`,
            `C${p(cx + hw + 20, headY)} ${p(cx + hw + 10, headY + 60)} ${p(cx + hw - 2, headY + 110)}`,
            `C${p(cx + hw - 10, headY)} ${p(cx + 40, top + 40)} ${p(cx - 10, top + 34)}`,
            `C${p(cx - hw * 0.7, top + 46)} ${p(cx - hw, headY - 10)} ${p(cx - hw - 10, headY + 40)}`,
            'Z',
          ),
          hairFill,
        ),
      );
      art.add(
        line(
          `M${p(cx - 30, top - 2)}C${p(cx + 30, top - 4)} ${p(cx + hw, top + 40)} ${p(cx + hw + 4, headY + 60)}`,
          hl,
          4,
          'opacity=".5" stroke-linecap="round"',
        ),
      );
      break;
    case 'bob':
      art.add(
        path(
          pathData(
            `M${p(cx - hw - 20, headY + 70)}`,
            `C${p(cx - hw - 30, top - 80)} ${p(cx + hw + 30, top - 80)} ${p(cx + hw + 20, headY + 70)}`,
            `Q${p(cx + hw + 10, headY + 90)} ${p(cx + hw - 10, headY + 80)}`,
            `C${p(cx + hw - 6, headY)} ${p(cx + 30, top + 30)} ${p(cx - 30, top + 46)}`,
            `C${p(cx - hw + 10, top + 70)} ${p(cx - hw + 8, headY + 20)} ${p(cx - hw + 8, headY + 80)}`,
            `Q${p(cx - hw - 8, headY + 90)} ${p(cx - hw - 20, headY + 70)}`,
            'Z',
          ),
          hairFill,
        ),
      );
      art.add(
        line(
          `M${p(cx - 40, top + 4)}C${p(cx + 20, top - 6)} ${p(cx + hw, top + 30)} ${p(cx + hw + 12, headY + 40)}`,
          '#fff6dc',
          5,
          'opacity=".35" stroke-linecap="round"',
        ),
      );
      break;
    case 'bun':
      art.add(
        path(
          pathData(
            `M${p(cx - hw - 6, headY + 10)}`,
            `C${p(cx - hw - 10, top - 56)} ${p(cx + hw + 10, top - 56)} ${p(cx + hw + 6, headY + 10)}`,
            `C${p(cx + hw - 6, top + 50)} ${p(cx + 20, top + 20)} ${p(cx, top + 26)}`,
            `C${p(cx - 30, top + 20)} ${p(cx - hw + 6, top + 50)} ${p(cx - hw - 6, headY + 10)}`,
            'Z',
          ),
          hairFill,
        ),
      );
      art.add(
        line(
          `M${p(cx - 50, top + 8)}C${p(cx - 10, top - 8)} ${p(cx + 40, top)} ${p(cx + hw, top + 50)}`,
          hl,
          3,
          'opacity=".5" stroke-linecap="round"',
        ),
      );
      break;
    case 'short':
    case 'grey':
      art.add(
        path(
          pathData(
            `M${p(cx - hw - 4, headY - 4)}`,
            `C${p(cx - hw - 10, top - 62)} ${p(cx + hw + 14, top - 66)} ${p(cx + hw + 4, headY - 4)}`,
            `C${p(cx + hw - 4, top + 40)} ${p(cx + 30, top + 22)} ${p(cx - 20, top + 28)}`,
            `C${p(cx - hw + 10, top + 30)} ${p(cx - hw + 2, top + 60)} ${p(cx - hw - 4, headY - 4)}`,
            'Z',
          ),
          hairFill,
        ),
      );
      art.add(
        line(
          `M${p(cx - 40, top + 2)}C${p(cx, top - 14)} ${p(cx + 50, top - 8)} ${p(cx + hw - 6, top + 30)}`,
          hl,
          3,
          'opacity=".5" stroke-linecap="round"',
        ),
      );
      break;
    case 'curls': {
      const rnd = random(index * 7);
      let curls = path(
        pathData(
          `M${p(cx - hw - 8, headY)}`,
          `C${p(cx - hw - 6, top - 70)} ${p(cx + hw + 6, top - 70)} ${p(cx + hw + 8, headY)}`,
          `C${p(cx + hw - 10, top + 40)} ${p(cx - hw + 10, top + 40)} ${p(cx - hw - 8, headY)}`,
          'Z',
        ),
        hairFill,
      );
      for (let i = 0; i < 70; i++) {
        const a = Math.PI * (0.95 + rnd() * 1.1);
        const rr = 0.78 + rnd() * 0.3;
        const x = cx + Math.cos(a) * hw * 1.08 * rr;
        const y = headY - hh * 0.22 + Math.sin(a) * hh * 0.92 * rr;
        if (y > headY + 6) continue;
        curls += circle(x, y, 13 + rnd() * 9, hairFill);
        curls += circle(x - 3, y - 4, 4 + rnd() * 3, hl, 'opacity=".35"');
      }
      art.add(curls);
      break;
    }
  }
  art.add(
    full(
      600,
      750,
      art.rad(
        'vig',
        [
          [0, '#000', 0],
          [0.7, '#000', 0.05],
          [1, '#000', 0.35],
        ],
        0.5,
        0.45,
        0.75,
      ),
    ),
  );
  return art.grain(0.05).toString();
}

export function portraitPictures(): Pictures {
  const out: Pictures = {};
  sitters.forEach((s, i) => {
    out[`team/portrait-${i + 1}.svg`] = portrait(s, i + 1);
  });
  return out;
}
