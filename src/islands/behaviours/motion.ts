const QUERY = '(prefers-reduced-motion: reduce)';

/** What a behaviour that found nothing to do returns as its way to stop. */
export const stopNothing = (): void => undefined;

/** Whether the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(QUERY).matches;
}

/** Calls `onChange` when the visitor's motion setting changes; returns the function that stops. */
export function onMotionSettingChange(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
