/** Scroll position past which a header over the hero turns solid. */
export const SOLID_AFTER = 24;

/**
 * The `bar` header over a page's hero (`[data-site-header][data-over-hero]`) starts clear, and
 * turns solid once the page scrolls: its look follows `data-state`. Returns the function that stops.
 */
export function watchHeaderOverHero(header: HTMLElement): () => void {
  const update = () => {
    const state = window.scrollY > SOLID_AFTER ? 'solid' : 'clear';
    if (header.dataset.state !== state) header.dataset.state = state;
  };
  update();
  window.addEventListener('scroll', update, { passive: true });
  return () => window.removeEventListener('scroll', update);
}
