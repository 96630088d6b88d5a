import { describe, expect, it } from 'vitest';
import {
  CENTRE,
  focusAtPosition,
  focusDragged,
  frameAround,
  frameAxis,
  frameBox,
  framePosition,
  frameValueText,
  positionAfterKey,
} from '../../../../src/admin/photos/crop.ts';

describe('frameAround: the square kept from a photo, around its focus point', () => {
  it('keeps the centre square of a landscape photo by default', () => {
    expect(frameAround(4000, 3000, CENTRE)).toEqual({ x: 500, y: 0, size: 3000 });
  });

  it('keeps the centre square of a portrait photo by default', () => {
    expect(frameAround(3000, 4000, CENTRE)).toEqual({ x: 0, y: 500, size: 3000 });
  });

  it('keeps a square photo whole wherever the focus is', () => {
    expect(frameAround(1200, 1200, { x: 0.1, y: 0.9 })).toEqual({ x: 0, y: 0, size: 1200 });
  });

  it('centres the square on the focus point', () => {
    // 4000 × 3000, focus at x = 0.6 (2400 px): the square runs 900–3900.
    expect(frameAround(4000, 3000, { x: 0.6, y: 0.5 })).toEqual({ x: 900, y: 0, size: 3000 });
    expect(frameAround(3000, 4000, { x: 0.5, y: 0.45 })).toEqual({ x: 0, y: 300, size: 3000 });
  });

  it('stops at the edges when the focus is too near one to be the centre', () => {
    expect(frameAround(4000, 3000, { x: 0, y: 0.5 })).toEqual({ x: 0, y: 0, size: 3000 });
    expect(frameAround(4000, 3000, { x: 0.95, y: 0.5 })).toEqual({ x: 1000, y: 0, size: 3000 });
    expect(frameAround(3000, 4000, { x: 0.5, y: 1 })).toEqual({ x: 0, y: 1000, size: 3000 });
  });

  it('ignores the direction in which the square cannot move', () => {
    expect(frameAround(4000, 3000, { x: 0.5, y: 0 })).toEqual(frameAround(4000, 3000, CENTRE));
    expect(frameAround(3000, 4000, { x: 1, y: 0.5 })).toEqual(frameAround(3000, 4000, CENTRE));
  });

  it('gives whole pixels for odd sizes', () => {
    const frame = frameAround(1001, 700, { x: 0.3333, y: 0.5 });
    expect(Number.isInteger(frame.x)).toBe(true);
    expect(frame.size).toBe(700);
    expect(frame.x + frame.size).toBeLessThanOrEqual(1001);
  });
});

describe('the frame along its free direction', () => {
  it('knows which way a photo can be framed', () => {
    expect(frameAxis(4000, 3000)).toBe('horizontal');
    expect(frameAxis(3000, 4000)).toBe('vertical');
    expect(frameAxis(800, 800)).toBeNull();
  });

  it('reads the position from 0 (left or top edge) to 100 (right or bottom edge)', () => {
    expect(framePosition(4000, 3000, CENTRE)).toBe(50);
    expect(framePosition(4000, 3000, { x: 0, y: 0.5 })).toBe(0);
    expect(framePosition(4000, 3000, { x: 1, y: 0.5 })).toBe(100);
    expect(framePosition(4000, 3000, { x: 0.6, y: 0.5 })).toBe(90);
    expect(framePosition(3000, 4000, { x: 0.5, y: 0.45 })).toBe(30);
    expect(framePosition(800, 800, { x: 0, y: 0 })).toBe(50);
  });

  it('turns a position back into the focus point that gives it', () => {
    for (const position of [0, 1, 25, 50, 73, 100]) {
      expect(framePosition(4000, 3000, focusAtPosition(4000, 3000, position))).toBe(position);
      expect(framePosition(2000, 5000, focusAtPosition(2000, 5000, position))).toBe(position);
    }
    expect(focusAtPosition(4000, 3000, 0)).toEqual({ x: 0.375, y: 0.5 });
    expect(focusAtPosition(4000, 3000, 150)).toEqual({ x: 0.625, y: 0.5 });
    expect(focusAtPosition(600, 600, 10)).toEqual(CENTRE);
  });

  it('moves with the arrows like a slider across a landscape photo', () => {
    expect(positionAfterKey('horizontal', 50, 'ArrowRight')).toBe(51);
    expect(positionAfterKey('horizontal', 50, 'ArrowUp')).toBe(51);
    expect(positionAfterKey('horizontal', 50, 'ArrowLeft')).toBe(49);
    expect(positionAfterKey('horizontal', 50, 'ArrowDown')).toBe(49);
    expect(positionAfterKey('horizontal', 50, 'ArrowRight', true)).toBe(60);
  });

  it('moves with the picture down a portrait photo: Up goes towards the top', () => {
    expect(positionAfterKey('vertical', 50, 'ArrowUp')).toBe(49);
    expect(positionAfterKey('vertical', 50, 'ArrowDown')).toBe(51);
    expect(positionAfterKey('vertical', 50, 'ArrowLeft', true)).toBe(40);
  });

  it('jumps with Home, End, Page Up and Page Down, and stays within 0–100', () => {
    expect(positionAfterKey('horizontal', 37, 'Home')).toBe(0);
    expect(positionAfterKey('vertical', 37, 'End')).toBe(100);
    expect(positionAfterKey('horizontal', 37, 'PageUp')).toBe(47);
    expect(positionAfterKey('horizontal', 37, 'PageDown')).toBe(27);
    expect(positionAfterKey('horizontal', 100, 'ArrowRight')).toBe(100);
    expect(positionAfterKey('horizontal', 3, 'PageDown')).toBe(0);
  });

  it('ignores other keys, and every key on a square photo', () => {
    expect(positionAfterKey('horizontal', 50, 'Enter')).toBeNull();
    expect(positionAfterKey('horizontal', 50, 'Tab')).toBeNull();
    expect(positionAfterKey(null, 50, 'ArrowRight')).toBeNull();
  });

  it('says where the frame is, in Italian', () => {
    expect(frameValueText('horizontal', 50)).toBe('Al centro');
    expect(frameValueText('horizontal', 0)).toBe('0% da sinistra');
    expect(frameValueText('horizontal', 100)).toBe('100% da sinistra');
    expect(frameValueText('vertical', 30)).toBe("30% dall'alto");
    expect(frameValueText(null, 50)).toBe('Foto quadrata, usata per intero');
  });
});

describe('dragging the focus point', () => {
  it('moves the focus by the pointer’s travel over the shown photo', () => {
    const moved = focusDragged(4000, 3000, CENTRE, { x: 0.05, y: 0.3 });
    expect(moved.x).toBeCloseTo(0.55);
    // The square spans the whole height: the vertical travel is kept at the middle.
    expect(moved.y).toBe(0.5);
    expect(frameAround(4000, 3000, moved).x).toBe(700);
  });

  it('keeps the focus where the frame can follow it, so dragging back moves the frame at once', () => {
    const far = focusDragged(4000, 3000, CENTRE, { x: 0.9, y: 0 });
    expect(far.x).toBe(0.625);
    const back = focusDragged(4000, 3000, far, { x: -0.025, y: 0 });
    expect(frameAround(4000, 3000, back).x).toBe(900);
  });

  it('starts from a focus beyond the reachable range as if it were at its edge', () => {
    expect(focusDragged(4000, 3000, { x: 0, y: 0.5 }, { x: 0, y: 0 })).toEqual({ x: 0.375, y: 0.5 });
  });
});

it('frameBox gives the frame as percentages of the shown photo', () => {
  expect(frameBox(4000, 3000, { x: 500, y: 0, size: 3000 })).toEqual({ left: 12.5, top: 0, width: 75, height: 100 });
});
