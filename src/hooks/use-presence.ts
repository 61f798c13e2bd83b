import { useEffect, useState } from 'react';
import { prefersReducedMotionNow } from './use-prefers-reduced-motion.ts';

/** Where something shown and hidden is: shown, playing its exit animation, or gone. */
export type Presence = 'open' | 'closing' | null;

/**
 * Keeps an element mounted for `exitMs` after `open` turns false, so a CSS exit animation can play
 * (`data-state={presence}` with the classes of styles/motion.css.ts). With reduced motion it goes at once.
 */
export function usePresence(open: boolean, exitMs: number): Presence {
  const [mounted, setMounted] = useState(open);
  // Adjusting state while rendering (React's pattern): mounting needs no effect and no extra frame.
  if (open && !mounted) setMounted(true);

  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), prefersReducedMotionNow() ? 0 : exitMs);
    return () => clearTimeout(timer);
  }, [open, mounted, exitMs]);

  if (open) return 'open';
  return mounted ? 'closing' : null;
}
