import { type CSSProperties, type PointerEvent, useRef, useState } from 'react';

/** How far a card must be dragged, in px, to count as a swipe. */
export const SWIPE_THRESHOLD = 96;
/** Movement below this is a tap or a scroll, not a drag. */
const DRAG_START = 8;

export type SwipeHandlers = {
  onPointerDown: (event: PointerEvent<HTMLElement>) => void;
  onPointerMove: (event: PointerEvent<HTMLElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLElement>) => void;
  onPointerCancel: (event: PointerEvent<HTMLElement>) => void;
};

export interface SwipeOptions {
  onSwipeLeft: () => void;
  onSwipeRight: () => void;
  disabled?: boolean;
}

export interface Swipe {
  handlers: SwipeHandlers;
  /** The card's transform while dragged. */
  style: CSSProperties | undefined;
  /** Which way the card leans far enough to say so on the card. */
  leaning: 'left' | 'right' | null;
}

/**
 * Swipe left or right on a touch screen (or drag with a mouse): pointer events and a CSS
 * transform. Links and buttons inside the card keep their clicks; vertical moves keep
 * scrolling the page (the card has `touch-action: pan-y`). Keyboard and buttons do the same
 * actions, so the swipe is a shortcut, never the only way.
 */
export function useSwipe({ onSwipeLeft, onSwipeRight, disabled = false }: SwipeOptions): Swipe {
  const start = useRef<{ x: number; y: number; pointer: number } | null>(null);
  const [offset, setOffset] = useState<number | null>(null);

  const end = () => {
    start.current = null;
    setOffset(null);
  };

  const handlers: SwipeHandlers = {
    onPointerDown(event) {
      if (disabled || event.button !== 0) return;
      const target = event.target as HTMLElement;
      if (target.closest('a, button, input, textarea, select, [role="button"]')) return;
      start.current = { x: event.clientX, y: event.clientY, pointer: event.pointerId };
    },
    onPointerMove(event) {
      const from = start.current;
      if (!from || from.pointer !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (offset === null) {
        if (Math.abs(dx) < DRAG_START) return;
        // Mostly vertical: a scroll, not a swipe.
        if (Math.abs(dy) > Math.abs(dx)) {
          start.current = null;
          return;
        }
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }
      setOffset(dx);
    },
    onPointerUp(event) {
      const from = start.current;
      if (!from || from.pointer !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dragged = offset !== null;
      end();
      if (!dragged) return;
      if (dx >= SWIPE_THRESHOLD) onSwipeRight();
      else if (dx <= -SWIPE_THRESHOLD) onSwipeLeft();
    },
    onPointerCancel: end,
  };

  return {
    handlers,
    style:
      offset === null
        ? undefined
        : {
            transform: `translateX(${offset}px) rotate(${offset / 24}deg)`,
            transition: 'none',
          },
    leaning:
      offset === null || Math.abs(offset) < SWIPE_THRESHOLD / 2
        ? null
        : offset > 0
          ? 'right'
          : 'left',
  };
}
