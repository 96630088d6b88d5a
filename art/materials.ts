/**
 * Materials and light shared by every family, so the catalogue reads as one photographed set:
 * polished metals, gem tints and the light studio backdrop products sit on.
 */
import { type Art, type Stop, cylinderSide, ellipse, full, n2, path } from './svg.ts';

export type Metal = 'gold' | 'champagne' | 'rose' | 'white' | 'silver' | 'steel';

/** A colour in three values, for a cloth, a leather or a stone lit from one side. */
export type Tone = [light: string, mid: string, dark: string];

/** Bands of light and shadow across a polished surface: reads as metal at any size. */
export const metals: Record<Metal, readonly Stop[]> = {
  gold: [
    [0, '#6b4a17'],
    [0.16, '#c99a48'],
    [0.32, '#f8e6ae'],
    [0.46, '#c4943f'],
    [0.64, '#7a5520'],
    [0.82, '#ebcb80'],
    [1, '#8a6428'],
  ],
  champagne: [
    [0, '#7f6848'],
    [0.16, '#cdb48a'],
    [0.32, '#fbf1dc'],
    [0.46, '#c9ad7e'],
    [0.64, '#8a7048'],
    [0.82, '#efdcb6'],
    [1, '#a08660'],
  ],
  rose: [
    [0, '#74463a'],
    [0.16, '#cf9580'],
    [0.32, '#fbe2d5'],
    [0.46, '#c78a74'],
    [0.64, '#7e4c3c'],
    [0.82, '#efc4ae'],
    [1, '#9a6250'],
  ],
  // white gold: rhodium-bright like silver, a touch warmer in the mid tones
  white: [
    [0, '#4e4c49'],
    [0.16, '#b4b1ab'],
    [0.32, '#fdfcf8'],
    [0.46, '#aba79f'],
    [0.64, '#55524d'],
    [0.82, '#e8e5de'],
    [1, '#87837c'],
  ],
  silver: [
    [0, '#4a4f57'],
    [0.16, '#a9afb8'],
    [0.32, '#f6f8fa'],
    [0.46, '#9ea4ad'],
    [0.64, '#4f545c'],
    [0.82, '#dde1e6'],
    [1, '#7b8189'],
  ],
  steel: [
    [0, '#3f454d'],
    [0.18, '#9aa3ad'],
    [0.34, '#eef2f6'],
    [0.5, '#8d96a0'],
    [0.68, '#454b53'],
    [0.84, '#cfd6dd'],
    [1, '#6c737c'],
  ],
};

/** The darker, flatter tone of the same metal: the far side of a band, an inner surface. */
export const metalShade: Record<Metal, readonly Stop[]> = {
  gold: [
    [0, '#3e2a0c'],
    [0.5, '#8a6226'],
    [1, '#4a3310'],
  ],
  champagne: [
    [0, '#4c3e2a'],
    [0.5, '#9c8460'],
    [1, '#5a4a32'],
  ],
  rose: [
    [0, '#4a2a22'],
    [0.5, '#9a6452'],
    [1, '#55302a'],
  ],
  white: [
    [0, '#302e2b'],
    [0.5, '#8a8680'],
    [1, '#3c3a36'],
  ],
  silver: [
    [0, '#2e3238'],
    [0.5, '#80868e'],
    [1, '#3a3e44'],
  ],
  steel: [
    [0, '#262a30'],
    [0.5, '#747c86'],
    [1, '#30353b'],
  ],
};

/** A metal's single mid tone, for fine lines. */
export const metalLine: Record<Metal, string> = {
  gold: '#c9a15a',
  champagne: '#d2bb92',
  rose: '#d39a86',
  white: '#c4c1ba',
  silver: '#b9bec5',
  steel: '#a3abb4',
};

export function metal(art: Art, kind: Metal, angle = 115): string {
  return art.lin(`m-${kind}-${angle}`, metals[kind], angle);
}

export function shade(art: Art, kind: Metal, angle = 90): string {
  return art.lin(`s-${kind}-${angle}`, metalShade[kind], angle);
}

export interface Backdrop {
  top: string;
  bottom: string;
  light: string;
}

/** The catalogue's studio: warm paper white, a soft key light from upper left, a gentle floor. */
export const studioLight: Backdrop = { top: '#f7f3ed', bottom: '#e9e1d6', light: '#ffffff' };

export function studio(art: Art, backdrop: Backdrop = studioLight): void {
  const { width: w, height: h } = art;
  art.add(
    full(
      w,
      h,
      art.lin(
        `bd-${backdrop.top}`,
        [
          [0, backdrop.top],
          [0.62, backdrop.top],
          [1, backdrop.bottom],
        ],
        90,
      ),
    ),
    full(
      w,
      h,
      art.rad(
        `bl-${backdrop.light}`,
        [
          [0, backdrop.light, 0.85],
          [0.5, backdrop.light, 0.25],
          [1, backdrop.light, 0],
        ],
        0.38,
        0.3,
        0.7,
      ),
    ),
  );
}

/** A contact shadow under an object standing on the floor. */
export function floorShadow(
  art: Art,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  strength = 0.28,
  color = '#3a2a1a',
): string {
  return (
    ellipse(cx, cy, rx, ry, color, `opacity="${n2(strength * 0.5)}" ${art.blur(ry * 0.9)}`) +
    ellipse(cx, cy, rx * 0.55, ry * 0.45, color, `opacity="${n2(strength)}" ${art.blur(ry * 0.35)}`)
  );
}

/** A round display plinth: top face, body with side light, a soft shadow on the floor. */
export function plinth(art: Art, cx: number, top: number, rx: number, height: number, tones: Tone): string {
  const ry = rx * 0.18;
  const [light, mid, dark] = tones;
  const side = art.lin(
    `pl-side-${mid}`,
    [
      [0, dark],
      [0.28, mid],
      [0.5, light],
      [0.8, mid],
      [1, dark],
    ],
    0,
  );
  const face = art.lin(
    `pl-face-${mid}`,
    [
      [0, light],
      [1, mid],
    ],
    90,
  );
  return (
    floorShadow(art, cx, top + height, rx * 1.15, ry * 1.1, 0.35) +
    path(cylinderSide(cx, top, top + height, rx, ry), side) +
    ellipse(cx, top, rx, ry, face) +
    ellipse(cx, top, rx, ry, 'none', `stroke="${light}" stroke-width="1.5" opacity=".6"`)
  );
}
