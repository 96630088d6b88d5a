/**
 * Measures the hero headline's contrast on the final composite, the way a visitor sees it: each
 * site's page is opened at 390 and 1440 px, the headline's text is made transparent, and what is
 * behind its lines (the art, the page's dark overlay, the watermark) is photographed; for a hero
 * with a video, every half second of the clip is put behind it in turn, so the darkest and the
 * lightest frame are both measured. The headline is white; the background's luminance is taken at
 * its 95th percentile (the brightest areas behind the letters, a few stray sparkles aside) and the
 * WCAG ratio computed. Exits 1 when a headline falls below AA for large text (3:1).
 *
 * Run against a served build: npx tsx scripts/art/contrast.ts http://localhost:4173 [site-id...]
 * Video frames are read with ffmpeg from supabase/storage/hero-videos/.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [base = 'http://localhost:4173', ...only] = process.argv.slice(2);
/** WCAG 2 AA for large text: the headline is at least 44 px. */
const minimum = 3;
const widths = [390, 1440];

interface Hero {
  site: string;
  route: string;
  video?: string;
}

function heroes(): Hero[] {
  const out: Hero[] = [];
  for (const file of readdirSync(join(root, 'sites')).filter((f) => f.endsWith('.json'))) {
    const site = JSON.parse(readFileSync(join(root, 'sites', file), 'utf8')) as {
      id: string;
      routes: string[];
      sections: { type: string; video?: { bucket: string; path: string } }[];
    };
    const hero = site.sections.find((s) => s.type === 'hero');
    const route = site.routes[0];
    if (!hero || !route || (only.length && !only.includes(site.id))) continue;
    const video = hero.video?.bucket === 'hero-videos' ? hero.video.path : undefined;
    out.push({ site: site.id, route, ...(video ? { video } : {}) });
  }
  return out.sort((a, b) => a.site.localeCompare(b.site));
}

/** Two frames a second of a clip, as PNG files. */
function frames(video: string): Buffer[] {
  const dir = mkdtempSync(join(tmpdir(), 'hero-frames-'));
  execFileSync('ffmpeg', [
    '-v',
    'error',
    '-i',
    join(root, 'supabase', 'storage', 'hero-videos', video),
    '-vf',
    'fps=2',
    join(dir, 'f%03d.png'),
  ]);
  return readdirSync(dir)
    .sort()
    .map((f) => readFileSync(join(dir, f)));
}

/** sRGB channel (0–255) to linear light, as WCAG 2 defines it. */
function linear(v: number): number {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance (WCAG 2) at the 95th percentile and on average, from a PNG's pixels. */
async function luminance(reader: Page, png: Buffer): Promise<{ p95: number; mean: number }> {
  // the PNG is decoded by the browser; its pixels come back as RGBA bytes
  const rgba = await reader.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    return Array.from(context.getImageData(0, 0, canvas.width, canvas.height).data);
  }, png.toString('base64'));
  const values: number[] = [];
  for (let i = 0; i < rgba.length; i += 4)
    values.push(0.2126 * linear(rgba[i] ?? 0) + 0.7152 * linear(rgba[i + 1] ?? 0) + 0.0722 * linear(rgba[i + 2] ?? 0));
  values.sort((x, y) => x - y);
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return { p95: values[Math.floor(values.length * 0.95)] ?? 0, mean };
}

const ratio = (background: number) => 1.05 / (background + 0.05);

interface Measure {
  frame: string;
  mean: number;
  contrast: number;
}

async function measure(page: Page, reader: Page, hero: Hero, width: number): Promise<Measure[]> {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await page.goto(new URL(hero.route, base).href);
  const title = page.locator('section.hero h1');
  await title.waitFor();
  // the letters go, their place stays: only what is behind them is photographed
  await page.addStyleTag({ content: 'section.hero h1{color:transparent!important;text-shadow:none!important}' });
  const box = await title.boundingBox();
  if (!box) throw new Error(`${hero.site}: the headline has no box`);
  const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
  const shots: { frame: string; png: Buffer }[] = [];
  // the still, as the page shows it before (or without) its video
  await page.addStyleTag({ content: 'section.hero video{display:none!important}' });
  shots.push({ frame: 'still', png: await page.screenshot({ clip }) });
  if (hero.video) {
    const list = frames(hero.video);
    for (const [index, png] of list.entries()) {
      const path = `/__contrast/${hero.site}-${width}-${index}.png`;
      await page.route(`**${path}`, (route) => route.fulfill({ contentType: 'image/png', body: png }));
      await page.evaluate((src) => {
        const still = document.querySelector<HTMLImageElement>('section.hero [data-hero-background] img');
        if (!still) throw new Error('no hero still');
        still.removeAttribute('srcset');
        still.src = src;
        return still.decode();
      }, path);
      shots.push({ frame: `${(index / 2).toFixed(1)} s`, png: await page.screenshot({ clip }) });
    }
  }
  const out: Measure[] = [];
  for (const shot of shots) {
    const { p95, mean } = await luminance(reader, shot.png);
    out.push({ frame: shot.frame, mean, contrast: ratio(p95) });
  }
  return out;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({ reducedMotion: 'reduce' });
const page = await context.newPage();
const reader = await browser.newPage();
let failed = false;
console.log('| page | width | still | darkest frame | lightest frame | lowest |');
console.log('|---|---|---|---|---|---|');
for (const hero of heroes()) {
  for (const width of widths) {
    const results = await measure(page, reader, hero, width);
    const [still, ...video] = results;
    if (!still) continue;
    const byMean = [...video].sort((a, b) => a.mean - b.mean);
    const darkest = byMean[0];
    const lightest = byMean.at(-1);
    const lowest = Math.min(...results.map((r) => r.contrast));
    const cell = (m?: Measure) => (m ? `${m.contrast.toFixed(1)}:1 (${m.frame})` : '—');
    console.log(
      `| ${hero.route} | ${width} | ${still.contrast.toFixed(1)}:1 | ${cell(darkest)} | ${cell(lightest)} | ` +
        `${lowest.toFixed(1)}:1${lowest < minimum ? ' **below AA**' : ''} |`,
    );
    if (lowest < minimum) failed = true;
  }
}
await browser.close();
if (failed) {
  console.error(`A hero headline is below ${minimum}:1 (WCAG AA, large text).`);
  process.exit(1);
}
