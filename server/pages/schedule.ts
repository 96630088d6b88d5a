/** The longest delay `setTimeout` keeps (2^31 - 1 ms, about 24.8 days); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * A moment past the scheduled time, so that when the timer fires the database's clock has reached
 * it too and the version is in force (the timer may fire a little early; were it still not, the
 * schedule is read again and a new timer set for what remains).
 */
export const BOUNDARY_MARGIN_MS = 25;

/**
 * How long to wait for the next scheduled version, from the database's own reckoning of the time
 * left (`wait`, ms; null when nothing is scheduled): never negative, never past what a timer keeps.
 */
export function nextBoundaryDelay(wait: number | null): number | null {
  if (wait === null || !Number.isFinite(wait)) return null;
  return Math.min(Math.max(0, Math.ceil(wait)) + BOUNDARY_MARGIN_MS, MAX_TIMER_MS);
}
