/**
 * Writes the shared image library into public/images/ (the demo catalogues' photos and their
 * manifest among them) and the favicon's SVG into public/.
 * Run: npx tsx art/build.ts [name-filter...]
 * Then `npx tsx art/favicon.ts` (the .ico) and `npx tsx art/videos.ts` (hero videos).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { atelierPictures } from './ateliers.ts';
import { catalogues } from './catalogue.ts';
import { drawings } from './drawings.ts';
import { fashionPictures } from './fashion.ts';
import { jewelleryCatalogue, jewelleryPictures } from './jewellery.ts';
import { jewellerySetPictures } from './jewellery-sets.ts';
import { perfumePictures } from './perfume.ts';
import { linenPictures } from './linens.ts';
import { monogramPictures } from './monograms.ts';
import { faviconSvg, servicePictures } from './services.ts';
import { shopsCatalogue } from './shops/catalogue.ts';
import { textilePictures } from './textile.ts';
import { tradePictures } from './trades.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const publicDir = join(root, 'public');

const pictures: Record<string, string> = {
  ...jewelleryPictures(),
  ...jewellerySetPictures(),
  ...perfumePictures(),
  ...monogramPictures(),
  ...fashionPictures(),
  ...textilePictures(),
  ...linenPictures(),
  ...servicePictures(),
  ...atelierPictures(),
  ...tradePictures(),
  // every shop's catalogue, the jeweller's first, and the one manifest that declares them all
  ...catalogues([jewelleryCatalogue(), shopsCatalogue()]),
};

// which drawing each picture is (a tint or a close-up names its drawing's first file)
pictures['drawings.json'] = drawings(
  Object.keys(pictures),
  JSON.parse(pictures['products/manifest.json'] ?? '{}') as Record<string, { closeUpOf?: string }>,
);

const only = process.argv.slice(2);
let total = 0;
let written = 0;
for (const [name, content] of Object.entries(pictures)) {
  if (only.length && !only.some((o) => name.includes(o)) && name !== 'drawings.json') continue;
  const file = join(publicDir, 'images', name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  total += content.length;
  written++;
  console.log(`${(content.length / 1024).toFixed(1).padStart(6)} KB  images/${name}`);
}
if (!only.length) writeFileSync(join(publicDir, 'favicon.svg'), faviconSvg());
console.log(`${written} pictures, ${(total / 1024).toFixed(0)} KB`);
