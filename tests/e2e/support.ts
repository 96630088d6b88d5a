import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Collects console errors (and uncaught exceptions) of a page; call before navigating. */
export function watchConsole(page: Page): { errors: string[] } {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { errors };
}

/**
 * A reply held back until the test lets it go: a route handler awaits `held`, the test calls
 * `release()` once it has looked at the screen meanwhile.
 */
export function holdReply(): { held: Promise<void>; release: () => void } {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
}

/** Scrolls through the whole page so every scroll-reveal section has entered the view. */
export async function revealAll(page: Page): Promise<void> {
  // A pre-rendered page shows its text before it is hydrated; scrolling before then reveals nothing.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; y <= document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('.reveal[data-visible="false"]')).toHaveCount(0);
}

/** WCAG 2.1 AA scan with axe-core; fails with the list of violations. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // A colour transition already under way (a choice just made by keyboard) keeps its duration:
  // axe would read its colours halfway.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, summary.join('\n')).toEqual([]);
}

/**
 * Resolves once the page has read the products `reads` times: the live list reads them once more when
 * its channel is joined, so 2 on a fresh catalogue means it is live.
 */
export async function waitForLive(page: Page, reads: number): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () => performance.getEntriesByType('resource').filter((r) => r.name.includes('/rest/v1/products')).length,
      ),
    )
    .toBeGreaterThanOrEqual(reads);
}
