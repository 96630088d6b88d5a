/**
 * The hero headline's contrast on the final composite, the way a visitor sees it: the headline's
 * letters are made transparent and what is behind their box (the art, the page's dark overlay, the
 * watermark) is photographed; for a hero with a video, the page's own video is paused on every half
 * second of its clip in turn, so the darkest and the lightest frame are both measured. The headline
 * is white; the background's luminance is taken at its 95th percentile (the brightest areas behind
 * the letters, a few stray sparkles aside) and the WCAG 2 ratio computed.
 *
 * Used by the browser test (tests/e2e/hero-contrast.spec.ts) and by `art/contrast.ts`, which
 * prints the table in docs/assets.md. The page must be opened with reduced motion, so the headline
 * does not rise and the background does not move while it is measured.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** WCAG 2 AA for large text: the headline is at least 44 px. */
export const MINIMUM_CONTRAST = 3;
export const HERO_WIDTHS = [390, 1440] as const;

export interface Hero {
  site: string;
  route: string;
  video: boolean;
}

/** Every site document's hero: its site, its first route and whether it plays a video. */
export function heroesOf(root: string): Hero[] {
  const out: Hero[] = [];
  for (const file of readdirSync(join(root, 'sites')).filter((f) => f.endsWith('.json'))) {
    const site = JSON.parse(readFileSync(join(root, 'sites', file), 'utf8')) as {
      id: string;
      routes: string[];
      sections: { type: string; video?: unknown }[];
    };
    const hero = site.sections.find((section) => section.type === 'hero');
    const route = site.routes[0];
    if (hero && route) out.push({ site: site.id, route, video: Boolean(hero.video) });
  }
  return out.sort((a, b) => a.site.localeCompare(b.site));
}

export interface Measure {
  /** `still`, or the clip's time (`2.5 s`). */
  frame: string;
  /** Mean relative luminance behind the headline: which frame is darkest or lightest. */
  mean: number;
  contrast: number;
}

/** White text over a background of relative luminance `background`. */
const ratio = (background: number) => 1.05 / (background + 0.05);

/** Relative luminance (WCAG 2) at the 95th percentile and on average, of a PNG's pixels. */
async function luminance(page: Page, png: Buffer): Promise<{ p95: number; mean: number }> {
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.naturalWidth;
    canvas.height = image.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(image, 0, 0);
    const rgba = context.getImageData(0, 0, canvas.width, canvas.height).data;
    // sRGB channel (0–255) to linear light, as WCAG 2 defines it (a table: no named function may be
    // declared in here, tsx would wrap it in a helper the page does not have)
    const linear = Array.from({ length: 256 }, (_, v) =>
      v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4,
    );
    const values = new Float64Array(rgba.length / 4);
    for (let i = 0; i < values.length; i++)
      values[i] =
        0.2126 * (linear[rgba[i * 4] ?? 0] ?? 0) +
        0.7152 * (linear[rgba[i * 4 + 1] ?? 0] ?? 0) +
        0.0722 * (linear[rgba[i * 4 + 2] ?? 0] ?? 0);
    values.sort();
    const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
    return { p95: values[Math.floor(values.length * 0.95)] ?? 0, mean };
  }, png.toString('base64'));
}

/**
 * Measures the hero of the page `page` shows (opened at the width to measure, with reduced motion):
 * the still, then each half second of its video when it has one.
 */
export async function measureHero(page: Page, hero: Hero): Promise<Measure[]> {
  const section = page.locator('section.hero').first();
  const title = section.locator('h1');
  await title.waitFor();
  await section.locator('[data-hero-background] img').evaluate((image: HTMLImageElement) => image.decode());
  // the letters go, their place stays: only what is behind them is photographed
  await page.addStyleTag({ content: 'section.hero h1{color:transparent!important;text-shadow:none!important}' });
  const box = await title.boundingBox();
  if (!box) throw new Error(`${hero.site}: the headline has no box`);
  const clip = { x: box.x, y: box.y, width: box.width, height: box.height };
  const shots: { frame: string; png: Buffer }[] = [{ frame: 'still', png: await page.screenshot({ clip }) }];

  if (hero.video) {
    const video = section.locator('video');
    await video.waitFor({ state: 'attached' });
    // With reduced motion the video is not loaded: load it here, then pause it on each frame in turn.
    const duration = await video.evaluate(async (node: HTMLVideoElement) => {
      node.preload = 'auto';
      node.load();
      await new Promise((resolve, reject) => {
        node.addEventListener('loadeddata', resolve, { once: true });
        node.addEventListener('error', () => reject(new Error(`the hero video did not load: ${node.currentSrc}`)));
      });
      node.pause();
      return node.duration;
    });
    for (let time = 0; time < duration; time += 0.5) {
      await video.evaluate(
        (node: HTMLVideoElement, at) =>
          new Promise((resolve) => {
            node.addEventListener('seeked', resolve, { once: true });
            node.currentTime = at;
          }),
        time,
      );
      shots.push({ frame: `${time.toFixed(1)} s`, png: await page.screenshot({ clip }) });
    }
  }

  const measures: Measure[] = [];
  for (const shot of shots) {
    const { p95, mean } = await luminance(page, shot.png);
    measures.push({ frame: shot.frame, mean, contrast: ratio(p95) });
  }
  return measures;
}
