import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

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
 * Fades its child in the first time it scrolls into view; CSS turns this off for reduced motion.
 * The page arrives with every section shown, so it reads whole without JavaScript and the first
 * screen paints at once; only a section still below the screen when the page comes alive is hidden,
 * before it is ever painted, to fade in when the visitor reaches it.
 */
export function Reveal({ children, enabled }: { children: ReactNode; enabled: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(true);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const { top, height } = node.getBoundingClientRect();
    if (top < window.innerHeight) return;
    setVisible(false);
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: revealThreshold(height, window.innerHeight), rootMargin: `0px 0px -${REVEAL_MARGIN_PX}px 0px` },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);

  return (
    <div ref={ref} className="reveal" data-visible={visible}>
      {children}
    </div>
  );
}
