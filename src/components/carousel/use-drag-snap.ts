import { useRef, useState, type PointerEvent, type MouseEvent } from 'react';
import { elasticOffset, offsetFor, snapIndex } from './carousel-math.ts';

/** Pixels a pointer must travel before a press becomes a drag (a tap stays a click). */
const DRAG_THRESHOLD_PX = 4;

export interface DragSnapOptions {
  enabled: boolean;
  index: number;
  max: number;
  /** Pixels per index: card width plus gap. */
  step: number;
  /** spec §9: share of the pointer's travel the track follows past its bounds. */
  elastic: number;
  /** Called on release with the nearest index within 0…max (spec §4). */
  onSnap(index: number): void;
}

export interface DragSnap {
  /** The track's offset while dragging, in px; null when it rests at its index. */
  dragOffset: number | null;
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(event: PointerEvent<HTMLElement>): void;
    onClickCapture(event: MouseEvent<HTMLElement>): void;
  };
}

/**
 * Horizontal drag that snaps to the nearest index on release, with pointer events only (mouse, pen
 * and touch; the track's `touch-action: pan-y` leaves vertical swipes to the page). A drag that ends
 * over a card does not also follow the card's link.
 */
export function useDragSnap({ enabled, index, max, step, elastic, onSnap }: DragSnapOptions): DragSnap {
  const [dragOffset, setDragOffset] = useState<number | null>(null);
  const press = useRef<{ pointerId: number; startX: number; dragging: boolean } | null>(null);
  const suppressClick = useRef(false);

  const offsetAt = (clientX: number, startX: number) => elasticOffset(offsetFor(index, step) + clientX - startX, offsetFor(max, step), elastic);

  const release = (event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    press.current = null;
    if (!current?.dragging || current.pointerId !== event.pointerId) return;
    suppressClick.current = true;
    setDragOffset(null);
    onSnap(snapIndex(offsetAt(event.clientX, current.startX), step, max));
  };

  return {
    dragOffset,
    handlers: {
      onPointerDown(event) {
        suppressClick.current = false;
        if (!enabled || !event.isPrimary || event.button !== 0) return;
        press.current = { pointerId: event.pointerId, startX: event.clientX, dragging: false };
      },
      onPointerMove(event) {
        const current = press.current;
        if (!current || current.pointerId !== event.pointerId) return;
        if (!current.dragging) {
          if (Math.abs(event.clientX - current.startX) < DRAG_THRESHOLD_PX) return;
          current.dragging = true;
          event.currentTarget.setPointerCapture?.(event.pointerId);
        }
        setDragOffset(offsetAt(event.clientX, current.startX));
      },
      onPointerUp: release,
      onPointerCancel: release,
      onClickCapture(event) {
        if (!suppressClick.current) return;
        suppressClick.current = false;
        event.preventDefault();
        event.stopPropagation();
      },
    },
  };
}
