/**
 * Contact sheets of the image library, for looking at the art: one PNG per folder, every picture
 * at a common height, heroes also under the dark overlay the pages lay on them.
 * Run: npx tsx art/preview.ts <out-dir> [folder...]
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const images = join(root, 'public', 'images');
const out = process.argv[2] ?? '/tmp/assets-preview';
const folders = process.argv.slice(3).length ? process.argv.slice(3) : readdirSync(images);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
for (const folder of folders) {
  const files = readdirSync(join(images, folder))
    .filter((f) => f.endsWith('.svg'))
    .sort();
  const hero = folder === 'hero';
  const height = hero ? 300 : folder === 'logos' ? 200 : 320;
  const tiles = files
    .map((f) => {
      const src = `data:image/svg+xml;base64,${readFileSync(join(images, folder, f)).toString('base64')}`;
      const overlay = hero
        ? '<div style="position:relative;display:inline-block">' +
          `<img src="${src}" style="height:${height}px;display:block">` +
          '<div style="position:absolute;inset:0;' +
          'background:linear-gradient(90deg,rgba(0,0,0,.7),rgba(0,0,0,.35))"></div>' +
          '<b style="position:absolute;left:24px;top:40%;color:#fff;font:600 30px serif">Eleganza Senza Tempo</b></div>'
        : '';
      const background = folder === 'logos' ? '#2a2520' : '#fff';
      return (
        '<figure style="margin:8px;display:inline-block;vertical-align:top">' +
        `<img src="${src}" style="height:${height}px;display:block;background:${background}">${overlay}` +
        `<figcaption style="font:12px sans-serif">${f}</figcaption></figure>`
      );
    })
    .join('');
  await page.setContent(`<body style="margin:8px;background:#f0f0f0">${tiles}</body>`);
  await page.waitForLoadState('load');
  const file = join(out, `${folder}.png`);
  await page.screenshot({ path: file, fullPage: true });
  console.log(file);
}
await browser.close();
