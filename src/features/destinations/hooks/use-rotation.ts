import { useEffect, useState, type PointerEvent } from 'react';
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
 */
export function useRotation(count: number, intervalMs: number): Rotation {
  const reduceMotion = usePrefersReducedMotion();
  const [requested, setRequested] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);

  const index = count > 0 ? requested % count : 0;
  const playing = choice === 'playing' || (choice === 'auto' && !reduceMotion);
  const running = playing && !hovered && count > 1;

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
