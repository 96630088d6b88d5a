/** How far a finger must travel sideways, at least, for a swipe to turn the photo. */
export const SWIPE_MIN_DISTANCE = 40;
/** Before this much movement a press is still a tap (which opens the zoomed view). */
export const DRAG_START_DISTANCE = 8;

/**
 * What a gesture that moved `dx`, `dy` pixels over a photo `width` pixels wide does: `1` shows the
 * next photo (the finger went left), `-1` the previous one, `0` nothing (too short, or more up or
 * down than sideways: the page scrolls instead). A fifth of the width, or 40 px, turns the photo.
 */
export function swipeStep(dx: number, dy: number, width: number): -1 | 0 | 1 {
  const needed = Math.max(SWIPE_MIN_DISTANCE, Math.min(width / 5, 120));
  if (Math.abs(dx) < needed || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Whether a press that has moved `dx`, `dy` has become a sideways drag rather than a tap or a scroll. */
export function isSidewaysDrag(dx: number, dy: number): boolean {
  return Math.abs(dx) >= DRAG_START_DISTANCE && Math.abs(dx) > Math.abs(dy);
}

/** The photo `step` places from `index` among `count`, going round at either end. */
export function stepPhoto(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * The photo a key on the thumbnails selects (WAI-ARIA tabs): arrows step round, Home and End go
 * to the first and the last; null for any other key.
 */
export function photoForKey(key: string, index: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return stepPhoto(index, 1, count);
    case 'ArrowLeft':
    case 'ArrowUp':
      return stepPhoto(index, -1, count);
    case 'Home':
      return 0;
    case 'End':
      return Math.max(0, count - 1);
    default:
      return null;
  }
}
