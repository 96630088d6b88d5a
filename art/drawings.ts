/**
 * Which drawing each picture of the library is. A picture made by another's composition with other
 * colours, metals or stones (a tint) is the same drawing, and a catalogue close-up is the same shot
 * framed closer: both name the first file of their drawing. `public/images/drawings.json`, written
 * whole by every run of `build.ts`, maps every picture to its drawing, and
 * `tests/unit/picture-use.test.ts` counts the shops that show a drawing, not a file. The test also
 * finds files that differ only in colour and fails when they are not declared here as one drawing.
 */

/** A tint → the first file of its drawing. */
export const tintOf: Record<string, string> = {
  'collections/rings-aurea.svg': 'collections/rings.svg',
  'collections/watches-aurea.svg': 'collections/watches.svg',
  'collections/earrings-aurea.svg': 'collections/earrings.svg',
  'collections/necklaces-verde.svg': 'collections/necklaces.svg',
  'collections/silver-wedding.svg': 'collections/wedding.svg',
  'collections/silver-bracelets.svg': 'collections/bracelets.svg',
  'collections/bedding-lino.svg': 'collections/bedding.svg',
  'collections/rings-tray-walnut.svg': 'collections/rings-tray.svg',
  'collections/earrings-card-cream.svg': 'collections/earrings-card.svg',
  'hero/ring-box-bordeaux.svg': 'hero/ring-box-navy.svg',
  'hero/dish-ledge-blush.svg': 'hero/dish-ledge-sage.svg',
  'hero/perfume-plum.svg': 'hero/perfume.svg',
  'hero/fashion-studio.svg': 'hero/fashion.svg',
  'story/silver-silk.svg': 'hero/jewellery-light.svg',
};

/** Every picture's drawing, by its address on the site (`/images/…`), the close-ups from the catalogues' manifest. */
export function drawings(names: readonly string[], closeUps: Record<string, { closeUpOf?: string }>): string {
  const out: Record<string, string> = {};
  for (const name of names.filter((n) => n.endsWith('.svg')).sort()) {
    const address = `/images/${name}`;
    const tint = tintOf[name];
    out[address] = tint ? `/images/${tint}` : (closeUps[address]?.closeUpOf ?? address);
  }
  for (const [tint, drawing] of Object.entries(tintOf))
    if (!names.includes(tint) || !names.includes(drawing))
      throw new Error(`drawings.ts: ${tint} or ${drawing} is not drawn`);
  return JSON.stringify(out, null, 2) + '\n';
}
