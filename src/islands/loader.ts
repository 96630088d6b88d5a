/**
 * The only script a brochure page loads with it (a few KB): the page's plain behaviours (scroll
 * reveal, parallax, the hero's video and editable line, the header over the hero, "Scopri di più",
 * "Aperto ora"), and its islands' triggers. An island's code and React load when its trigger
 * fires (`data-trigger`: `visible`, `idle`, or `interaction`: the first pointer, focus or key on
 * it), and the interaction that fired it is not lost: a click waits for the island and then
 * happens, focus and pointer are shown to it again, and arrow keys and Escape are replayed.
 */
import type { SiteDocument } from '../../schemas/site.ts';
import { scrollToNextSection } from '../sections/parts/scroll-to-next.ts';
import { restoreEditableLine } from './behaviours/editable-line.ts';
import { watchHeaderOverHero } from './behaviours/header.ts';
import { startHeroVideo } from './behaviours/hero-video.ts';
import { watchOpenStatus } from './behaviours/open-status.ts';
import { watchParallax } from './behaviours/parallax.ts';
import { watchReveal } from './behaviours/reveal.ts';
import { APP_MODULES_ID, ISLAND_SITE_ID, SCROLL_CUE_ATTRIBUTE } from './markers.ts';
import { whenReady } from './ready.ts';

let site: SiteDocument | undefined;
function siteContext(): SiteDocument {
  site ??= JSON.parse(document.getElementById(ISLAND_SITE_ID)?.textContent ?? 'null') as SiteDocument;
  return site;
}

const hydrations = new WeakMap<HTMLElement, Promise<void>>();

/** Hydrates an island once, however many triggers fire; resolves when it is live. */
function hydrate(marker: HTMLElement): Promise<void> {
  let hydration = hydrations.get(marker);
  if (!hydration) {
    hydration = import('./hydrate.tsx')
      .then(({ hydrateIsland }) => hydrateIsland(marker, siteContext()))
      .then(() => {
        marker.dataset.hydrated = '';
      });
    hydration.catch((error: unknown) =>
      console.error(`The island ${marker.dataset.island ?? ''} did not load:`, error),
    );
    hydrations.set(marker, hydration);
  }
  return hydration;
}

const isLive = (marker: HTMLElement) => marker.dataset.hydrated !== undefined;

/** Keys a visitor presses on a control before its island is live, given to it once it is. */
const replayedKeys = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Escape']);

function pointerAgain(target: Element, event: PointerEvent): void {
  if (!target.matches(':hover')) return;
  const init = { bubbles: true, pointerType: event.pointerType, clientX: event.clientX, clientY: event.clientY };
  target.dispatchEvent(new PointerEvent('pointerover', init));
  target.dispatchEvent(new PointerEvent('pointermove', init));
}

/**
 * Waits for the first pointer, focus or key on `marker` (an island, or an app's root), then wakes
 * it and, once it is live, replays them.
 */
function onInteraction(marker: HTMLElement, wake: () => Promise<void>, live: () => boolean): void {
  const replays: (() => void)[] = [];
  // A pointer that moves over the island (not one the page arrived under), a touch, focus or a key.
  const triggers = ['pointermove', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

  const holdClick = (event: MouseEvent) => {
    if (live() || !(event.target instanceof Element)) return;
    // A click (or double click) before the island is live would do nothing: it happens once it is.
    event.preventDefault();
    event.stopPropagation();
    const { target, type, clientX, clientY, detail } = event;
    replays.push(() => {
      // What was clicked is still there (a detached link would be followed, outside the page).
      if (target.isConnected)
        target.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, clientX, clientY, detail }));
    });
  };
  const holdKey = (event: KeyboardEvent) => {
    if (live() || !replayedKeys.has(event.key) || !(event.target instanceof Element)) return;
    event.preventDefault();
    const target = event.target;
    const init = { key: event.key, code: event.code, bubbles: true, cancelable: true, shiftKey: event.shiftKey };
    replays.push(() => {
      if (target.isConnected) target.dispatchEvent(new KeyboardEvent('keydown', init));
    });
  };
  const trigger = (event: Event) => {
    // A pointer resting where the page lays out under it is reported as a move that went nowhere:
    // not a visitor reaching for the island.
    if (event instanceof PointerEvent && event.type === 'pointermove' && !event.movementX && !event.movementY) return;
    for (const type of triggers) marker.removeEventListener(type, trigger, { capture: true });
    const target = event.target;
    if (event instanceof PointerEvent && target instanceof Element && event.type === 'pointermove')
      replays.unshift(() => pointerAgain(target, event));
    void wake()
      // A task later: React first replays the changes typed into its fields before it was live.
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => {
        marker.removeEventListener('click', holdClick, { capture: true });
        marker.removeEventListener('dblclick', holdClick, { capture: true });
        marker.removeEventListener('keydown', holdKey, { capture: true });
        const focused = document.activeElement;
        if (focused instanceof HTMLElement && marker.contains(focused))
          focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
        for (const replay of replays.splice(0)) replay();
      });
  };
  marker.addEventListener('click', holdClick, { capture: true });
  marker.addEventListener('dblclick', holdClick, { capture: true });
  marker.addEventListener('keydown', holdKey, { capture: true });
  for (const type of triggers) marker.addEventListener(type, trigger, { capture: true, passive: true });
}

function onVisible(marker: HTMLElement): void {
  const box = marker.firstElementChild ?? marker;
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void hydrate(marker);
    },
    { rootMargin: '200px 0px' },
  );
  observer.observe(box);
}

function onIdle(marker: HTMLElement): void {
  const run = () => void hydrate(marker);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run);
  else setTimeout(run, 200);
}

function watchIslands(): void {
  const query = new URLSearchParams(location.search);
  for (const marker of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const trigger = marker.dataset.trigger;
    const wake = marker.dataset.wakeOnQuery;
    // A link the island answers (its query parameter in the address) brings it alive at once.
    if (wake && query.has(wake)) void hydrate(marker);
    else if (trigger === 'visible') onVisible(marker);
    else if (trigger === 'idle') onIdle(marker);
    else
      onInteraction(
        marker,
        () => hydrate(marker),
        () => isLive(marker),
      );
  }
}

/**
 * A call to action with a subject ("Prenota Appuntamento" → `#contatti`) leads into a form that may
 * not be live yet: it comes alive, then hears the same click (`src/sections/parts/enquiry-lead.ts`).
 */
function leadIntoIslands(): void {
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('a[data-enquiry-subject]');
    if (link?.pathname !== location.pathname || link.hash === '') return;
    const section = document.getElementById(decodeURIComponent(link.hash.slice(1)));
    if (!section) return;
    const marker = section.closest<HTMLElement>('[data-island]') ?? section.querySelector<HTMLElement>('[data-island]');
    if (!marker || isLive(marker)) return;
    void hydrate(marker).then(() => link.click());
  });
}

function behaviours(): void {
  for (const node of document.querySelectorAll<HTMLElement>('.reveal[data-reveal]')) watchReveal(node);
  for (const layer of document.querySelectorAll<HTMLElement>('[data-parallax]')) watchParallax(layer);
  for (const hero of document.querySelectorAll<HTMLElement>('section.hero[data-video-bucket]')) startHeroVideo(hero);
  for (const line of document.querySelectorAll<HTMLElement>('[data-editable-line]')) restoreEditableLine(line);
  for (const line of document.querySelectorAll<HTMLElement>('[data-open-status]')) watchOpenStatus(line);
  for (const header of document.querySelectorAll<HTMLElement>('[data-site-header][data-over-hero]'))
    watchHeaderOverHero(header);
  document.addEventListener('click', (event) => {
    const cue = event.target instanceof Element ? event.target.closest(`[${SCROLL_CUE_ATTRIBUTE}]`) : null;
    const from = cue?.closest<HTMLElement>('section');
    if (from) scrollToNextSection(from);
  });
}

/** Where an app's code is (`scripts/prerender/island-shell.ts` writes it): its entry and its chunks. */
interface AppModules {
  entry: string;
  preload: string[];
}

/**
 * The catalogue or a product page: an app, its HTML complete as it arrives. Its code (React, the
 * router, supabase-js later) is fetched once the page has painted and the browser is idle, or at
 * the visitor's first reach for it, whichever comes first; what the visitor did meanwhile happens
 * once the app is live. The app behaves for itself: nothing else here runs.
 */
function startAppLater(root: HTMLElement, modules: AppModules): void {
  let started: Promise<void> | null = null;
  let live = false;
  const start = () => {
    started ??= (async () => {
      for (const href of modules.preload) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
      await import(/* @vite-ignore */ modules.entry);
      await whenReady();
      live = true;
    })();
    started.catch((error: unknown) => console.error('The page could not start:', error));
    return started;
  };
  const run = () => void start();
  // A page asked with a query (the catalogue's filters) is drawn afresh by its app, not hydrated:
  // what the visitor reaches for is replaced as it comes, so the app comes at once, and a link
  // followed before then loads its page whole.
  if (location.search !== '') {
    run();
    return;
  }
  onInteraction(root, start, () => live);
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 200);
}

const appModules = document.getElementById(APP_MODULES_ID)?.textContent;
const root = document.getElementById('root');
if (appModules && root) {
  startAppLater(root, JSON.parse(appModules) as AppModules);
} else {
  behaviours();
  leadIntoIslands();
  watchIslands();
  // The page is interactive: its behaviours are attached and its islands wait for their triggers.
  document.documentElement.dataset.ready = '';
}
