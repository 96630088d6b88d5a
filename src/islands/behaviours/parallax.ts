import { onMotionSettingChange, prefersReducedMotion } from './motion.ts';

/** Spec §9: the background moves at half the scroll speed. */
export const PARALLAX_FACTOR = 0.5;

/**
 * Moves `layer` down by half the page's scroll, so it appears to scroll at half speed. One update
 * per animation frame at most, from a passive listener; nothing at all under reduced motion (and it
 * stops or starts when that setting changes). Returns the function that stops.
 */
export function watchParallax(layer: HTMLElement): () => void {
  let frame = 0;
  let moving = false;
  const update = () => {
    frame = 0;
    // Past the hero there is nothing to move; stop short so the layer never drifts below it.
    const offset = Math.min(window.scrollY, layer.offsetHeight * 2) * PARALLAX_FACTOR;
    layer.style.transform = `translate3d(0, ${offset}px, 0)`;
  };
  const onScroll = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const start = () => {
    if (moving || prefersReducedMotion()) return;
    moving = true;
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
  };
  const stop = () => {
    if (!moving) return;
    moving = false;
    window.removeEventListener('scroll', onScroll);
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    layer.style.transform = '';
  };
  start();
  const stopListening = onMotionSettingChange(() => (prefersReducedMotion() ? stop() : start()));
  return () => {
    stopListening();
    stop();
  };
}
