/**
 * The team cards' pictures: each person's initials, drawn in their own shop's palette. A card
 * stands for a named person without pretending to be their face; an owner replaces it with a real
 * photograph by changing the member's `image`. The names and palettes are read from `sites/`, so a
 * new member gets a monogram on the next build.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { letters } from './lettering.ts';
import { Art, circle, full, n, rect } from './svg.ts';

type Pictures = Record<string, string>;

interface Palette {
  background: string;
  foreground: string;
  primary: string;
  accent: string;
  muted: string;
  border: string;
}

interface Member {
  name: string;
  palette: Palette;
}

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The file a person's monogram is written to, under public/images/. */
export function monogramPath(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `team/${slug}.svg`;
}

/** First and last initials: "Monia Ferraresi" → "MF". */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Every team member of every site, with the palette of the site they appear on. */
function members(): Member[] {
  const out: Member[] = [];
  const dir = join(root, 'sites');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    const site = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      theme: { palette: Palette };
      sections: { type: string; members?: { name: string }[] }[];
    };
    for (const section of site.sections) {
      if (section.type !== 'team') continue;
      for (const m of section.members ?? []) out.push({ name: m.name, palette: site.theme.palette });
    }
  }
  return out;
}

/** 600×750 like a portrait: a muted card, a hairline frame and a ring in the accent, the initials. */
function monogram({ name, palette }: Member): string {
  const art = new Art(600, 750);
  art.add(
    full(
      600,
      750,
      art.lin(`card-${palette.muted.slice(1)}`, [
        [0, palette.background],
        [0.55, palette.muted],
        [1, palette.border],
      ]),
    ),
  );
  // a window's light from the upper left
  art.add(
    full(
      600,
      750,
      art.rad(
        'light',
        [
          [0, '#ffffff', 0.55],
          [1, '#ffffff', 0],
        ],
        0.2,
        0.1,
        0.8,
      ),
    ),
  );
  art.add(rect(34, 34, 532, 682, 'none', `stroke="${palette.accent}" stroke-width="1.5" opacity=".55"`));
  art.add(rect(44, 44, 512, 662, 'none', `stroke="${palette.accent}" stroke-width="0.8" opacity=".35"`));
  const cx = 300;
  const cy = 330;
  art.add(circle(cx, cy, 178, 'none', `stroke="${palette.accent}" stroke-width="2" opacity=".8"`));
  art.add(circle(cx, cy, 166, 'none', `stroke="${palette.accent}" stroke-width="0.8" opacity=".5"`));
  const text = initials(name);
  const size = text.length > 1 ? 132 : 150;
  const { d, width } = letters(text, size, 0.16);
  art.add(
    `<path transform="translate(${n(cx - width / 2)} ${n(cy - size / 2)})" d="${d}" fill="none" ` +
      `stroke="${palette.primary}" stroke-width="6" stroke-linecap="square" stroke-linejoin="miter"/>`,
  );
  // a small lozenge and rule below, like a maker's mark
  art.add(
    `<path d="M300 560l9 9-9 9-9-9z" fill="${palette.accent}"/>`,
    rect(210, 568.5, 70, 1, palette.accent, 'opacity=".7"'),
    rect(320, 568.5, 70, 1, palette.accent, 'opacity=".7"'),
  );
  return art.grain(0.03).toString();
}

export function monogramPictures(): Pictures {
  const out: Pictures = {};
  for (const member of members()) {
    const file = monogramPath(member.name);
    out[file] ??= monogram(member);
  }
  return out;
}
