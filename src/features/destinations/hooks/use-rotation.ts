import { useEffect, useState, type PointerEvent, type RefObject } from 'react';
import { useOnScreen } from '../../../hooks/use-on-screen.ts';
import { usePrefersReducedMotion } from '../../../hooks/use-prefers-reduced-motion.ts';

/** `auto` follows the reduced-motion preference; the visitor's choice of play or pause overrides it. */
type PlayChoice = 'auto' | 'playing' | 'paused';

export interface Rotation {
  /** The slide on show, always inside 0 … count − 1. */
  index: number;
  /** Whether the rotation is switched on (the pause button shows "Pause" when true). */
  playing: boolean;
  goTo(index: number): void;
  togglePlaying(): void;
  /** Spread on the rotating region: a mouse resting on it holds the slide still. */
  hoverHandlers: {
    onPointerEnter(event: PointerEvent): void;
    onPointerLeave(event: PointerEvent): void;
  };
}

/**
 * spec §2, §4: a slide show that moves on every `intervalMs`. It starts playing, except for visitors
 * who ask for reduced motion, and it can always be paused or played. A manual jump restarts the
 * interval, so the chosen slide gets its full time on screen.
 *
 * It moves only while `region` is on screen: a reader who scrolls to it starts at the first slide,
 * and a phone does no work for a show nobody sees (each move was a long task of 80–130 ms at 4× CPU
 * on a destination page's first load, every 2 s; issue 9).
 */
export function useRotation(count: number, intervalMs: number, region: RefObject<Element | null>): Rotation {
  const reduceMotion = usePrefersReducedMotion();
  const [requested, setRequested] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const onScreen = useOnScreen(region);

  const index = count > 0 ? requested % count : 0;
  const playing = choice === 'playing' || (choice === 'auto' && !reduceMotion);
  const running = playing && !hovered && onScreen && count > 1;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(() => setRequested((index + 1) % count), intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, count, intervalMs]);

  return {
    index,
    playing,
    goTo: (target) => setRequested(((target % count) + count) % count),
    togglePlaying: () => setChoice(playing ? 'paused' : 'playing'),
    hoverHandlers: {
      onPointerEnter: (event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      },
      onPointerLeave: () => setHovered(false),
    },
  };
}
