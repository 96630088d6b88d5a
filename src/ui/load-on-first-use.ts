/**
 * A module's part that a page needs only once the visitor reaches for it (a tooltip, the phone menu):
 * `load()` imports it once and shares the promise; a failed import is forgotten, so the next reach
 * tries again. `loaded()` is the part once it is there, for a render that should not wait.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): { load: () => Promise<T>; loaded: () => T | null } {
  let part: T | null = null;
  let loading: Promise<T> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (value) => (part = value),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
    loaded: () => part,
  };
}
