import { useEffect, useRef, type RefObject } from 'react';
import { usePrefersReducedMotion } from './reduced-motion.ts';

/** Spec §9: the background moves at half the scroll speed. */
const PARALLAX_FACTOR = 0.5;

/**
 * A ref for a layer that moves down by half the page's scroll, so it appears to scroll at half
 * speed. One update per animation frame at most, from a passive listener; nothing at all under
 * reduced motion.
 */
export function useParallax<T extends HTMLElement>(enabled: boolean): RefObject<T | null> {
  const layer = useRef<T>(null);
  const reduced = usePrefersReducedMotion();

  useEffect(() => {
    const node = layer.current;
    if (!enabled || reduced || !node) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      // Past the hero there is nothing to move; stop short so the layer never drifts below it.
      const offset = Math.min(window.scrollY, node.offsetHeight * 2) * PARALLAX_FACTOR;
      node.style.transform = `translate3d(0, ${offset}px, 0)`;
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame) cancelAnimationFrame(frame);
      node.style.transform = '';
    };
  }, [enabled, reduced]);
  return layer;
}
