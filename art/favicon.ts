/**
 * public/favicon.ico from public/favicon.svg: Chromium renders the mark at 16, 32 and 48 px and
 * the PNGs are packed into an ICO container (PNG-in-ICO, understood by every current browser).
 * Run: npx tsx art/favicon.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { at } from './svg.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(join(root, 'public', 'favicon.svg'));
const dataUrl = `data:image/svg+xml;base64,${svg.toString('base64')}`;
const sizes = [16, 32, 48];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const pngs: Buffer[] = [];
for (const size of sizes) {
  const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
  const img = `<img width="${size}" height="${size}" style="display:block" src="${dataUrl}">`;
  await page.setContent(`<body style="margin:0;background:transparent">${img}</body>`);
  await page.waitForLoadState('load');
  pngs.push(await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } }));
  await page.close();
}
await browser.close();

const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(sizes.length, 4);
const entries: Buffer[] = [];
let offset = 6 + 16 * sizes.length;
sizes.forEach((size, i) => {
  const png = at(pngs, i);
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size, 0);
  entry.writeUInt8(size, 1);
  entry.writeUInt8(0, 2);
  entry.writeUInt8(0, 3);
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  entries.push(entry);
});
const ico = Buffer.concat([header, ...entries, ...pngs]);
writeFileSync(join(root, 'public', 'favicon.ico'), ico);
console.log(`public/favicon.ico: ${sizes.join(', ')} px, ${ico.length} bytes`);
