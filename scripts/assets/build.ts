/**
 * Writes the shared image library into public/images/ and the favicon into public/.
 * Run: npx tsx scripts/assets/build.ts  (then `scripts/assets/videos.sh` for the hero videos).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jewelleryPictures } from './jewellery.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const images = join(root, 'public', 'images');

const pictures = { ...jewelleryPictures() };

const only = process.argv.slice(2);
let total = 0;
for (const [name, content] of Object.entries(pictures)) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  const file = join(images, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
  total += content.length;
  console.log(`${(content.length / 1024).toFixed(1).padStart(6)} KB  images/${name}`);
}
console.log(`${Object.keys(pictures).length} pictures, ${(total / 1024).toFixed(0)} KB`);
