import { describe, expect, it } from 'vitest';
import { rotate, wrapIndex } from '../../src/sections/parts/product-carousel-rotation.ts';

describe('wrapIndex', () => {
  it('wraps past the last item to the first and before the first to the last', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-6, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
  });

  it('stays at 0 when there is nothing to show', () => {
    expect(wrapIndex(3, 0)).toBe(0);
  });
});

describe('rotate', () => {
  it('starts the list at the current item and keeps the rest in order', () => {
    expect(rotate(['a', 'b', 'c', 'd'], 2)).toEqual(['c', 'd', 'a', 'b']);
    expect(rotate(['a', 'b', 'c'], -1)).toEqual(['c', 'a', 'b']);
    expect(rotate(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
  });
});
