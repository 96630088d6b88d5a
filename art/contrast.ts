/**
 * Prints the hero headlines' contrast over their art (tests/e2e/hero-contrast.ts) as the table in
 * docs/assets.md, for every site's page at 390 and 1440 px; exits 1 when one falls below AA for large
 * text (3:1). The browser test tests/e2e/hero-contrast.spec.ts holds the same line in `npm test`.
 *
 * Run against a served build: npx tsx art/contrast.ts http://127.0.0.1:4173 [site-id...]
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumFlags } from '../scripts/chromium.ts';
import { HERO_WIDTHS, heroesOf, measureHero, MINIMUM_CONTRAST, type Measure } from '../tests/e2e/hero-contrast.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [base = 'http://127.0.0.1:4173', ...only] = process.argv.slice(2);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: chromiumFlags,
});
let failed = false;
console.log('| page | width | still | darkest frame | lightest frame | lowest |');
console.log('|---|---|---|---|---|---|');
for (const hero of heroesOf(root).filter(({ site }) => !only.length || only.includes(site))) {
  for (const width of HERO_WIDTHS) {
    const context = await browser.newContext({
      viewport: { width, height: width < 600 ? 844 : 900 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(new URL(hero.route, base).href);
    const results = await measureHero(page, hero);
    await context.close();
    const [still, ...video] = results;
    if (!still) continue;
    const byMean = [...video].sort((a, b) => a.mean - b.mean);
    const lowest = Math.min(...results.map((r) => r.contrast));
    const cell = (m?: Measure) => (m ? `${m.contrast.toFixed(1)}:1 (${m.frame})` : '—');
    console.log(
      `| ${hero.route} | ${width} | ${still.contrast.toFixed(1)}:1 | ${cell(byMean[0])} | ${cell(byMean.at(-1))} | ` +
        `${lowest.toFixed(1)}:1${lowest < MINIMUM_CONTRAST ? ' **below AA**' : ''} |`,
    );
    if (lowest < MINIMUM_CONTRAST) failed = true;
  }
}
await browser.close();
if (failed) {
  console.error(`A hero headline is below ${MINIMUM_CONTRAST}:1 (WCAG AA, large text).`);
  process.exit(1);
}
