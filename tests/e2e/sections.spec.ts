import { readFileSync } from 'node:fs';
import { expect, test, type Page } from './fixtures.ts';

/** The hero background's vertical offset in px, read from its computed transform. */
function backgroundOffset(page: Page): Promise<number> {
  return page
    .locator('[data-hero-background]')
    .evaluate((node) => new DOMMatrixReadOnly(getComputedStyle(node).transform).m42);
}

async function scrollAndSettle(page: Page, y: number): Promise<void> {
  await page.evaluate(async (top) => {
    window.scrollTo(0, top);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, y);
}

test.describe('hero parallax', () => {
  test('the background moves at half the scroll speed', async ({ page }) => {
    await page.goto('/moniagioielli');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const y of [400, 160, 0]) {
      await scrollAndSettle(page, y);
      await expect.poll(() => backgroundOffset(page)).toBeCloseTo(y / 2, 0);
    }
  });

  test('the background stays put when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/moniagioielli');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await scrollAndSettle(page, 400);
    expect(await backgroundOffset(page)).toBe(0);
  });
});

test.describe('editable hero line', () => {
  test('double-click edits it, Enter ends, and the text survives a reload', async ({ page }) => {
    await page.goto('/bozzadefault2');
    const line = page.locator('[data-editable-line]');
    await expect(line).toHaveText('ARGENTERIA LUNARE');

    await line.dblclick();
    const field = page.getByLabel('Testo in evidenza');
    await field.fill('ARGENTI DI FAMIGLIA');
    await field.press('Enter');
    await expect(field).toBeHidden();
    await expect(line).toHaveText('ARGENTI DI FAMIGLIA');

    await page.reload();
    await expect(page.locator('[data-editable-line]')).toHaveText('ARGENTI DI FAMIGLIA');
  });

  test('works from the keyboard, saves every keystroke and ends on blur', async ({ page }) => {
    await page.goto('/bozzadefault2');
    const edit = page.getByRole('button', { name: /^Modifica il testo/ });
    await edit.focus();
    await page.keyboard.press('Enter');
    const field = page.getByLabel('Testo in evidenza');
    await expect(field).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' TORINO');
    expect(await page.evaluate(() => localStorage.getItem('bozzadefault2:hero-text'))).toBe('ARGENTERIA LUNARE TORINO');

    await page.keyboard.press('Tab');
    await expect(field).toBeHidden();
    await expect(page.locator('[data-editable-line]')).toHaveText('ARGENTERIA LUNARE TORINO');
  });
});

test('team edit mode changes the texts in the page only', async ({ page }) => {
  await page.goto('/moniagioielli');
  // The editor is the hydrated page's: a pre-rendered button does nothing until then.
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
  const team = page.locator('#team');
  await team.scrollIntoViewIfNeeded();
  await expect(team.getByRole('heading', { name: 'Monia Ferraresi' })).toBeVisible();

  await team.getByRole('button', { name: 'Modifica Testi' }).click();
  await team.getByLabel('Nome').fill('Monia Bellei');
  await team.getByLabel('Ruolo').fill('Orafa incastonatrice');
  await team.getByLabel('Descrizione').fill('Incastona a mano ogni pietra della bottega.');
  await team.getByRole('button', { name: 'Salva Modifiche' }).click();

  await expect(team.getByRole('heading', { name: 'Monia Bellei' })).toBeVisible();
  await expect(team.getByText('Orafa incastonatrice')).toBeVisible();
  await expect(team.getByText('Incastona a mano ogni pietra della bottega.')).toBeVisible();
  await expect(team.getByRole('button', { name: 'Modifica Testi' })).toBeVisible();

  await page.reload();
  await expect(page.locator('#team').getByRole('heading', { name: 'Monia Ferraresi' })).toBeAttached();
});

test('the team photo keeps its framing', async ({ page }) => {
  await page.goto('/moniagioielli');
  await expect(page.locator('#team img')).toHaveCSS('object-position', '50% 25%');
});

test.describe('hero video with HEAD check', () => {
  test('a HEAD answer that is not ok leaves the still image and no video', async ({ page }) => {
    const heads: string[] = [];
    await page.route('**/storage/v1/object/public/hero-videos/clothing.mp4*', async (route) => {
      if (route.request().method() !== 'HEAD') return route.continue();
      heads.push(route.request().url());
      await route.fulfill({ status: 404 });
    });
    const logs: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'log') logs.push(message.text());
    });

    await page.goto('/civico8');
    const hero = page.locator('section.hero');
    await expect(hero).toHaveAttribute('data-video-state', 'image');
    await expect(hero.locator('img').first()).toBeVisible();
    await expect(hero.locator('video')).toHaveCount(0);

    expect(heads).toHaveLength(1);
    expect(new URL(heads[0] ?? '').searchParams.get('t')).toMatch(/^\d+$/);
    expect(logs.some((line) => line.includes('Hero video not available'))).toBe(true);
  });

  test('an ok HEAD answer plays the video muted, looping and inline', async ({ page }) => {
    const video = readFileSync('supabase/storage/hero-videos/clothing.mp4');
    await page.route('**/storage/v1/object/public/hero-videos/clothing.mp4*', (route) =>
      route.request().method() === 'HEAD'
        ? route.fulfill({
            status: 200,
            headers: { 'content-type': 'video/mp4', 'content-length': String(video.length) },
          })
        : route.fulfill({ status: 200, contentType: 'video/mp4', body: video }),
    );
    await page.goto('/civico8');
    const hero = page.locator('section.hero');
    await expect(hero).toHaveAttribute('data-video-state', 'video');
    const playback = await hero.locator('video').evaluate((node: HTMLVideoElement) => ({
      muted: node.muted,
      loop: node.loop,
      autoplay: node.autoplay,
      inline: node.playsInline,
      poster: new URL(node.poster).pathname,
      sources: [...node.querySelectorAll('source')].map((source) => [source.type, new URL(source.src).pathname]),
    }));
    expect(playback).toEqual({
      muted: true,
      loop: true,
      autoplay: true,
      inline: true,
      poster: '/images/hero/fashion.svg',
      // the WebM twin first, the MP4 the HEAD check asked about second
      sources: [
        ['video/webm', expect.stringMatching(/\/hero-videos\/clothing\.webm$/)],
        ['video/mp4', expect.stringMatching(/\/hero-videos\/clothing\.mp4$/)],
      ],
    });
    await expect
      .poll(() => hero.locator('video').evaluate((node: HTMLVideoElement) => node.currentSrc))
      .toMatch(/\/hero-videos\/clothing\.(webm|mp4)$/);
  });

  test('a failed lookup also falls back to the still image', async ({ page }) => {
    await page.route('**/storage/v1/object/public/hero-videos/VID_20240612_phone.mp4*', (route) => route.abort());
    await page.goto('/bozzadefault1');
    const hero = page.locator('section.hero');
    await expect(hero).toHaveAttribute('data-video-state', 'image');
    await expect(hero.locator('video')).toHaveCount(0);
    await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('"Scopri di più" scrolls to the next section and moves focus there', async ({ page }) => {
  await page.goto('/moniagioielli');
  await page.getByRole('button', { name: 'Scopri di più' }).click();
  const about = page.locator('#about');
  await expect.poll(() => about.evaluate((node) => Math.round(node.getBoundingClientRect().top))).toBe(0);
  await expect(about).toBeFocused();
});

test("collection cards lead to the shop's own catalogue on their category, and are no links without one", async ({
  page,
}) => {
  // Three page loads of the shop and its catalogue: slow on a busy machine, not a failure.
  test.slow();
  const links = [
    ['Borse', /\/Cless\/catalogo\?categoria=borse$/],
    ['Scarpe', /\/Cless\/catalogo\?categoria=scarpe$/],
    ['Accessori', /\/Cless\/catalogo\?categoria=accessori$/],
  ] as const;
  for (const [name, url] of links) {
    await page.goto('/Cless');
    await page.locator('#collezioni').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(url);
  }
  // A jeweller without a catalogue shows its collections, and promises no page behind them.
  await page.goto('/clonemoniagioeielli');
  await expect(page.locator('#collezioni').getByRole('heading', { name: 'Orologi di lusso' })).toBeVisible();
  await expect(page.locator('#collezioni').getByRole('link')).toHaveCount(0);
});

test('social icons are named links with a tooltip, and the profile opens in a new tab', async ({ page }) => {
  // Without the reveal's slide the icon stays under the pointer while the tooltip waits its 700 ms.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/moniagioielli');
  const footer = page.getByRole('contentinfo');
  const instagram = footer.getByRole('link', { name: 'Instagram (si apre in una nuova scheda)', exact: true });
  await instagram.hover();
  await expect(page.getByRole('tooltip', { name: 'Instagram' })).toBeVisible();

  const profile = footer.getByRole('link', { name: /Seguici su Instagram/ });
  await expect(profile).toHaveAttribute('target', '_blank');
  await expect(profile).toHaveAttribute('rel', 'noopener noreferrer');
});

test('placeholder links are text, and in-page anchors have a target', async ({ page }) => {
  for (const route of ['/', '/bozzadefault1', '/moniagioielli', '/civico8']) {
    await page.goto(route);
    await expect(page.locator('a[href="#"]')).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByText('Termini di Servizio')).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: "Termini e condizioni d'uso" })).toHaveCount(
      1,
    );
    const anchors = await page
      .locator('a[href^="#"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    for (const anchor of new Set(anchors))
      await expect(page.locator(anchor), `${route} links ${anchor}`).toHaveCount(1);
  }
});

test('the services of the silver shop carry their Template label', async ({ page }) => {
  await page.goto('/bozzadefault2');
  await expect(page.locator('#services').getByText('Template', { exact: true })).toHaveCount(4);
  for (const figure of ['28+', '1000+'])
    await expect(page.locator('#about').getByText(figure, { exact: true })).toBeAttached();
});

test('the buttons of one row share one casing, whatever variant a document gives each', async ({ page }) => {
  // the perfume template's consultation pairs a boutique button with an outline one (both lead
  // into the contact form, so they are links drawn as buttons)
  await page.goto('/bozzadefault3');
  const consultation = page.getByRole('complementary', { name: 'Consulenza olfattiva gratuita' });
  const buttons = consultation.getByRole('link');
  await expect(buttons).toHaveCount(2);
  const casings = await buttons.evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).textTransform));
  expect(casings).toEqual(['uppercase', 'uppercase']);
});
