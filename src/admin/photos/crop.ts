/**
 * The catalogue shows every photo in a square frame. A photo that is not square is cropped to the
 * largest square it holds, placed around the point the owner chooses (the focus point): only one
 * direction is free, across a landscape photo or down a portrait one.
 */

/** A point of the photo as fractions of its width and height (0 the left or top edge, 1 the other). */
export interface FocusPoint {
  x: number;
  y: number;
}

/** The square of the photo that is kept, in the photo's own pixels. */
export interface SquareFrame {
  x: number;
  y: number;
  size: number;
}

/** Which way the frame can move: across a landscape photo, down a portrait one, nowhere in a square one. */
export type FrameAxis = 'horizontal' | 'vertical' | null;

export const CENTRE: FocusPoint = { x: 0.5, y: 0.5 };

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

export function frameAxis(width: number, height: number): FrameAxis {
  if (width > height) return 'horizontal';
  if (height > width) return 'vertical';
  return null;
}

/**
 * The largest square of a `width` × `height` photo centred on `focus`, moved inside the photo when
 * the focus is too near an edge to be its centre. Whole pixels, so encoders draw no seam.
 */
export function frameAround(width: number, height: number, focus: FocusPoint): SquareFrame {
  const size = Math.min(width, height);
  const x = Math.round(clamp(focus.x * width - size / 2, 0, width - size));
  const y = Math.round(clamp(focus.y * height - size / 2, 0, height - size));
  return { x, y, size };
}

/**
 * Where the frame stands along its free direction, from 0 (against the left or top edge) to 100
 * (against the right or bottom one); 50 for a square photo.
 */
export function framePosition(width: number, height: number, focus: FocusPoint): number {
  const axis = frameAxis(width, height);
  if (axis === null) return 50;
  const frame = frameAround(width, height, focus);
  const travel = axis === 'horizontal' ? width - frame.size : height - frame.size;
  const offset = axis === 'horizontal' ? frame.x : frame.y;
  return Math.round((offset / travel) * 100);
}

/** The focus point that puts the frame at `position` (0–100) along its free direction. */
export function focusAtPosition(width: number, height: number, position: number): FocusPoint {
  const axis = frameAxis(width, height);
  if (axis === null) return CENTRE;
  const size = Math.min(width, height);
  const long = axis === 'horizontal' ? width : height;
  const centre = (size / 2 + (clamp(position, 0, 100) / 100) * (long - size)) / long;
  return axis === 'horizontal' ? { x: centre, y: 0.5 } : { x: 0.5, y: centre };
}

/** The keys that move the frame, and by how much of its travel (in hundredths). */
const STEP = 1;
const PAGE = 10;

/**
 * The frame's new position after a key, or null when the key does not move it. Across a landscape
 * photo the keys follow a slider (Left and Down back, Right and Up on); down a portrait one they
 * follow the picture (Up and Left towards the top, Down and Right towards the bottom).
 * Shift with an arrow, Page Up and Page Down move by a tenth; Home and End go to the edges.
 */
export function positionAfterKey(axis: FrameAxis, position: number, key: string, shift = false): number | null {
  if (axis === null) return null;
  const arrow = shift ? PAGE : STEP;
  const back = axis === 'horizontal' ? ['ArrowLeft', 'ArrowDown'] : ['ArrowUp', 'ArrowLeft'];
  const on = axis === 'horizontal' ? ['ArrowRight', 'ArrowUp'] : ['ArrowDown', 'ArrowRight'];
  let next: number;
  if (back.includes(key)) next = position - arrow;
  else if (on.includes(key)) next = position + arrow;
  else if (key === 'PageDown') next = position - PAGE;
  else if (key === 'PageUp') next = position + PAGE;
  else if (key === 'Home') next = 0;
  else if (key === 'End') next = 100;
  else return null;
  return clamp(next, 0, 100);
}

/**
 * The focus point moved by a drag of `delta` (fractions of the shown photo) from where the drag
 * started, kept where the frame can follow it, so dragging back moves the frame at once.
 */
export function focusDragged(width: number, height: number, start: FocusPoint, delta: FocusPoint): FocusPoint {
  const size = Math.min(width, height);
  const halfX = size / 2 / width;
  const halfY = size / 2 / height;
  const from = { x: clamp(start.x, halfX, 1 - halfX), y: clamp(start.y, halfY, 1 - halfY) };
  return { x: clamp(from.x + delta.x, halfX, 1 - halfX), y: clamp(from.y + delta.y, halfY, 1 - halfY) };
}

/** What a screen reader says of the frame's place: `Al centro`, `30% da sinistra`, `80% dall'alto`. */
export function frameValueText(axis: FrameAxis, position: number): string {
  if (axis === null) return 'Foto quadrata, usata per intero';
  if (position === 50) return 'Al centro';
  return axis === 'horizontal' ? `${String(position)}% da sinistra` : `${String(position)}% dall'alto`;
}

/** The frame as percentages of the shown photo, to draw it over the photo. */
export function frameBox(width: number, height: number, frame: SquareFrame) {
  return {
    left: (frame.x / width) * 100,
    top: (frame.y / height) * 100,
    width: (frame.size / width) * 100,
    height: (frame.size / height) * 100,
  };
}
