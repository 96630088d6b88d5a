/**
 * Every hero's white headline stays readable over its art as a visitor sees it: over the still (with
 * the page's overlay and the shop's watermark) and over every half second of its video, at a phone's
 * and a desktop's width, at least 3:1 (WCAG AA for large text). How it is measured:
 * tests/e2e/hero-contrast.ts.
 */
import path from 'node:path';
import { expect, test } from './fixtures.ts';
import { HERO_WIDTHS, heroesOf, measureHero, MINIMUM_CONTRAST } from './hero-contrast.ts';

const root = path.resolve(import.meta.dirname, '../..');

test.use({ reducedMotion: 'reduce' });

for (const hero of heroesOf(root)) {
  for (const width of HERO_WIDTHS) {
    const over = hero.video ? 'the still and every frame' : 'the still';
    test(`${hero.route} at ${width} px: the headline reads over ${over}`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.goto(hero.route);
      const measures = await measureHero(page, hero);
      if (hero.video) expect(measures.length, 'the still and the video frames').toBeGreaterThan(4);
      const below = measures
        .filter(({ contrast }) => contrast < MINIMUM_CONTRAST)
        .map(({ frame, contrast }) => `${frame}: ${contrast.toFixed(2)}:1`);
      expect(below, `frames below ${MINIMUM_CONTRAST}:1`).toEqual([]);
    });
  }
}

test('with reduced motion the hero shows its still and the video neither plays nor loads', async ({ page }) => {
  await page.goto('/moniagioielli');
  const video = page.locator('section.hero[data-video-state="video"] video');
  await expect(video).toBeAttached();
  const state = await video.evaluate((node: HTMLVideoElement) => ({
    paused: node.paused,
    autoplay: node.autoplay,
    preload: node.preload,
    poster: new URL(node.poster).pathname,
    loaded: node.readyState,
  }));
  expect(state).toEqual({
    paused: true,
    autoplay: false,
    preload: 'none',
    poster: '/images/hero/goldsmith-workshop.svg',
    loaded: 0,
  });
});

test.describe('without reduced motion', () => {
  test.use({ reducedMotion: 'no-preference' });
  test('the hero video plays', async ({ page }) => {
    await page.goto('/moniagioielli');
    const video = page.locator('section.hero[data-video-state="video"] video');
    // a megabyte to fetch and decode on a busy machine
    await expect
      .poll(() => video.evaluate((node: HTMLVideoElement) => !node.paused && node.currentTime > 0), { timeout: 20_000 })
      .toBe(true);
  });
});
