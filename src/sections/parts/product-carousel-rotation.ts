import { useCallback, useState, type KeyboardEvent } from 'react';

/** `index` brought back into 0..count-1, so stepping past either end wraps around. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** The items in the order they are shown when `start` is the current one. */
export function rotate<T>(items: readonly T[], start: number): T[] {
  const from = wrapIndex(start, items.length);
  return [...items.slice(from), ...items.slice(0, from)];
}

export interface Rotation {
  index: number;
  /** True once the visitor has turned the carousel (so new items may animate in). */
  turned: boolean;
  next: () => void;
  previous: () => void;
  /** Arrow keys step through the items while focus is inside the carousel. */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/** The current item of a carousel of `count` items; next and previous wrap around both ways. */
export function useRotation(count: number): Rotation {
  const [{ index, turned }, setState] = useState({ index: 0, turned: false });
  const next = useCallback(() => setState((s) => ({ index: wrapIndex(s.index + 1, count), turned: true })), [count]);
  const previous = useCallback(
    () => setState((s) => ({ index: wrapIndex(s.index - 1, count), turned: true })),
    [count],
  );
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'ArrowRight') next();
      else if (event.key === 'ArrowLeft') previous();
      else return;
      event.preventDefault();
    },
    [next, previous],
  );
  return { index, turned, next, previous, onKeyDown };
}
