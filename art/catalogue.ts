/**
 * The demo catalogues' photos, whichever shop's: every product has a studio shot and a closer view
 * of the same shot, under `products/`, and `products/manifest.json` declares what each photo shows,
 * so that `tests/unit/art-manifest.test.ts` can hold the pictures to the seed's descriptions.
 */
import type { Pictures } from './jewellery.ts';
import { type Backdrop, studio, studioLight } from './materials.ts';
import { Art, n } from './svg.ts';

/** What a photo shows, in the words the test finds in the seed's descriptions (English). */
export interface Declared {
  form: string;
  metals: string[];
  stones: string[];
  strap?: 'leather' | 'bracelet';
}

/** Photos under `products/` and the manifest's entries for them, keyed by their address on the site. */
export interface Catalogue {
  pictures: Pictures;
  manifest: Record<string, Declared & { closeUpOf?: string }>;
}

/** A product shot (800×800) in a catalogue's studio, under its film grain. */
export function studioShot(draw: (art: Art) => void, backdrop: Backdrop = studioLight, grain = 0.035): string {
  const art = new Art(800, 800);
  studio(art, backdrop);
  draw(art);
  return art.grain(grain).toString();
}

/**
 * A product's second photo: the same studio shot seen closer, `size` pixels of the 800 around
 * (`x`, `y`), as a macro lens would frame the stone, the dial, the clasp or the stitching.
 */
export function closeUp(shot: string, x: number, y: number, size: number): string {
  const left = Math.min(800 - size, Math.max(0, x - size / 2));
  const top = Math.min(800 - size, Math.max(0, y - size / 2));
  return shot.replace('viewBox="0 0 800 800"', `viewBox="${n(left)} ${n(top)} ${n(size)} ${n(size)}"`);
}

/**
 * Adds a product's photo `products/<name>.svg` and its close-up `products/<name>-dettaglio.svg`
 * (framed by `close`: x, y, size), and declares both in the manifest.
 */
export function addPhotos(
  catalogue: Catalogue,
  name: string,
  shot: string,
  close: readonly [number, number, number],
  declared: Declared,
): void {
  const [x, y, size] = close;
  const main = `/images/products/${name}.svg`;
  catalogue.pictures[`products/${name}.svg`] = shot;
  catalogue.pictures[`products/${name}-dettaglio.svg`] = closeUp(shot, x, y, size);
  catalogue.manifest[main] = declared;
  catalogue.manifest[`/images/products/${name}-dettaglio.svg`] = { ...declared, closeUpOf: main };
}

/** Every catalogue's photos together, and one manifest declaring them all in the catalogues' order. */
export function catalogues(list: readonly Catalogue[]): Pictures {
  const pictures: Pictures = {};
  const manifest: Catalogue['manifest'] = {};
  for (const catalogue of list) {
    Object.assign(pictures, catalogue.pictures);
    Object.assign(manifest, catalogue.manifest);
  }
  pictures['products/manifest.json'] = JSON.stringify(manifest, null, 2) + '\n';
  return pictures;
}
