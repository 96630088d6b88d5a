import { useRef, useState, type PointerEvent, type MouseEvent } from 'react';
import { isSidewaysDrag, swipeStep } from './gestures.ts';

interface Press {
  pointerId: number;
  x: number;
  y: number;
  dragging: boolean;
}

/**
 * Sideways swipes over a photo, by pointer events (touch, pen and mouse alike). The element sets
 * `touch-action: pan-y`, so the browser keeps vertical scrolling and hands sideways moves to the
 * page. While a drag is under way `offset` follows the finger; a drag never counts as a click.
 */
export function useSwipe(onStep: (step: -1 | 1) => void) {
  const press = useRef<Press | null>(null);
  const swallowClick = useRef(false);
  const [offset, setOffset] = useState(0);

  function end(event: PointerEvent<HTMLElement>, cancelled: boolean) {
    const current = press.current;
    if (current?.pointerId !== event.pointerId) return;
    press.current = null;
    setOffset(0);
    if (!current.dragging) return;
    swallowClick.current = true;
    if (cancelled) return;
    const step = swipeStep(event.clientX - current.x, event.clientY - current.y, event.currentTarget.clientWidth);
    if (step !== 0) onStep(step);
  }

  return {
    offset,
    dragging: offset !== 0,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
        swallowClick.current = false;
        press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const current = press.current;
        if (current?.pointerId !== event.pointerId) return;
        const dx = event.clientX - current.x;
        if (!current.dragging && isSidewaysDrag(dx, event.clientY - current.y)) {
          current.dragging = true;
          // From here the drag is the photo's, even if the finger leaves it.
          event.currentTarget.setPointerCapture(event.pointerId);
        }
        if (current.dragging) setOffset(dx);
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => end(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => end(event, true),
      onClickCapture(event: MouseEvent<HTMLElement>) {
        if (!swallowClick.current) return;
        swallowClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
