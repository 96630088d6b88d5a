/**
 * Rasterises hero stills for the video script: each SVG rendered by Chromium to a PNG.
 * Run: npx tsx scripts/art/stills.ts <out-dir> <scale> <name>...   (names under public/images/hero/)
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [out = '/tmp', scaleArg = '1', ...names] = process.argv.slice(2);
const scale = Number(scaleArg);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, deviceScaleFactor: scale });
for (const name of names) {
  const svg = readFileSync(join(root, 'public', 'images', 'hero', `${name}.svg`));
  const src = `data:image/svg+xml;base64,${svg.toString('base64')}`;
  await page.setContent(
    `<body style="margin:0"><img style="display:block;width:1600px;height:1000px" src="${src}"></body>`,
  );
  await page.waitForLoadState('load');
  await page.screenshot({ path: join(out, `${name}.png`), clip: { x: 0, y: 0, width: 1600, height: 1000 } });
  console.log(join(out, `${name}.png`));
}
await browser.close();
