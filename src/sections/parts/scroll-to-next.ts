import { prefersReducedMotion } from '../../islands/behaviours/motion.ts';

/** Page offset of an element's layout box, ignoring transforms (the reveal animation shifts boxes). */
function layoutTop(element: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null)
    top += node.offsetTop;
  return top;
}

/**
 * Scrolls to the section after `from` (smoothly unless the visitor prefers reduced motion) and
 * moves keyboard focus there, so the next Tab continues from the new place.
 */
export function scrollToNextSection(from: HTMLElement): void {
  const block = from.closest('.reveal') ?? from;
  const next = (block.nextElementSibling ?? document.querySelector('footer')) as HTMLElement | null;
  if (!next) return;
  window.scrollTo({ top: layoutTop(next), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  const target = next.matches('section, footer') ? next : next.querySelector<HTMLElement>('section, footer');
  if (target) {
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }
}
