import { describe, expect, it } from 'vitest';
import { isSidewaysDrag, photoForKey, stepPhoto, swipeStep } from '../../../src/product/gestures.ts';

describe('swipes over a photo', () => {
  it('a finger moving left shows the next photo, right the previous one', () => {
    expect(swipeStep(-80, 5, 350)).toBe(1);
    expect(swipeStep(80, -5, 350)).toBe(-1);
  });

  it('a short move, or one more vertical than sideways, does nothing (the page scrolls)', () => {
    expect(swipeStep(-30, 0, 350)).toBe(0);
    expect(swipeStep(-80, 90, 350)).toBe(0);
  });

  it('needs a fifth of a wide photo, at most 120 px', () => {
    expect(swipeStep(-100, 0, 600)).toBe(0);
    expect(swipeStep(-121, 0, 600)).toBe(1);
    expect(swipeStep(-121, 0, 2000)).toBe(1);
    expect(swipeStep(-110, 0, 2000)).toBe(0);
  });

  it('a press becomes a drag once it has moved 8 px more sideways than up or down', () => {
    expect(isSidewaysDrag(5, 0)).toBe(false);
    expect(isSidewaysDrag(-8, 2)).toBe(true);
    expect(isSidewaysDrag(10, 12)).toBe(false);
  });
});

describe('choosing a photo', () => {
  it('steps round at either end', () => {
    expect(stepPhoto(2, 1, 3)).toBe(0);
    expect(stepPhoto(0, -1, 3)).toBe(2);
    expect(stepPhoto(1, 1, 3)).toBe(2);
    expect(stepPhoto(0, 1, 0)).toBe(0);
  });

  it('arrows, Home and End on the thumbnails, as WAI-ARIA tabs', () => {
    expect(photoForKey('ArrowRight', 0, 3)).toBe(1);
    expect(photoForKey('ArrowLeft', 0, 3)).toBe(2);
    expect(photoForKey('ArrowDown', 2, 3)).toBe(0);
    expect(photoForKey('ArrowUp', 1, 3)).toBe(0);
    expect(photoForKey('Home', 2, 3)).toBe(0);
    expect(photoForKey('End', 0, 3)).toBe(2);
    expect(photoForKey('Enter', 0, 3)).toBeNull();
  });
});
