/**
 * The studio the four other shops' catalogue shots share: the jeweller's 800×800 set and light on a
 * backdrop in each shop's own palette, and the stitching that runs along their leather and cloth.
 */
import { studioShot } from '../catalogue.ts';
import type { Backdrop } from '../materials.ts';
import { type Art, line, n2 } from '../svg.ts';

/**
 * A product as its shop's catalogue shows it: `name` is its photo's file name, the slug of the
 * product's name in the seed; `form` is the manifest's word for what the photo shows; `close`
 * frames the second photo (x, y, size).
 */
export interface Piece {
  name: string;
  form: string;
  svg: string;
  close: [number, number, number];
}

/** The shops whose catalogue shots this studio takes. */
export type Shop = 'cless' | 'reboursp' | 'intimamentehome' | 'seoul';

/** Each shop's backdrop, from its site's background and muted colours. */
const backdrops: Record<Shop, Backdrop> = {
  // warm paper and cognac shadows (Cless: #faf7f3 / #f0e9e0)
  cless: { top: '#faf7f3', bottom: '#e8dccd', light: '#ffffff' },
  // cream and a touch of honey (Rebours: #fbf8f3 / #f2ece3)
  reboursp: { top: '#fbf8f3', bottom: '#ece2d3', light: '#ffffff' },
  // linen white warming towards terracotta (Intimamente: #fbf6f1 / #f4e9df)
  intimamentehome: { top: '#fbf6f1', bottom: '#eddccc', light: '#ffffff' },
  // a cool white cyclorama (Seoul: #ffffff / #f3f2ef)
  seoul: { top: '#f7f7f5', bottom: '#e3e2de', light: '#ffffff' },
};

/** A product shot in the shop's studio, under a slightly finer grain than the jeweller's. */
export function shot(shop: Shop, draw: (art: Art) => void): string {
  return studioShot(draw, backdrops[shop], 0.03);
}

/** A row of stitches along a path. */
export function stitch(d: string, color = '#f3e2c8', width = 1.6, opacity = 0.6, dash = '6 4'): string {
  return line(d, color, width, `stroke-dasharray="${dash}" opacity="${n2(opacity)}" stroke-linecap="round"`);
}
