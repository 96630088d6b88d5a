import { stopNothing } from './motion.ts';

/** Spec §2: a section fades in once, when 10% of it is in view, 100 px before the bottom edge. */
export const REVEAL_MARGIN_PX = 100;
const REVEAL_SHARE = 0.1;

/**
 * The share of a section that must be in view before it fades in: 10% of it, or of the part of it
 * that can be in view at once. A section taller than the screen can never show 10% of itself on a
 * phone before its top has long scrolled in, which left a blank band under the one above it.
 */
export function revealThreshold(sectionHeight: number, viewportHeight: number): number {
  if (sectionHeight <= 0) return REVEAL_SHARE;
  const visibleAtOnce = Math.max(0, viewportHeight - REVEAL_MARGIN_PX);
  return REVEAL_SHARE * Math.min(1, visibleAtOnce / sectionHeight);
}

/**
 * Fades a `.reveal` wrapper in the first time it scrolls into view; CSS turns this off for reduced
 * motion. The page arrives with every section shown, so it reads whole without JavaScript and the
 * first screen paints at once; only a wrapper still below the screen when this runs is hidden, to
 * fade in when the visitor reaches it. Returns the function that stops watching.
 */
export function watchReveal(node: HTMLElement): () => void {
  if (typeof IntersectionObserver === 'undefined') return stopNothing;
  const { top, height } = node.getBoundingClientRect();
  if (top < window.innerHeight) return stopNothing;
  node.dataset.visible = 'false';
  const observer = new IntersectionObserver(
    ([entry]) => {
      if (entry?.isIntersecting) {
        node.dataset.visible = 'true';
        observer.disconnect();
      }
    },
    { threshold: revealThreshold(height, window.innerHeight), rootMargin: `0px 0px -${REVEAL_MARGIN_PX}px 0px` },
  );
  observer.observe(node);
  return () => observer.disconnect();
}
