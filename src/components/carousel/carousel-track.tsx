import type { CSSProperties, ReactNode } from 'react';
import { inlineVars } from '../../lib/inline-vars.ts';
import { offsetFor } from './carousel-math.ts';
import { useDragSnap, type DragSnapOptions } from './use-drag-snap.ts';
import * as styles from './carousel.css.ts';

/** A fluid track's step is its own width plus a gap, over the cards visible (set by an ancestor). */
const fluidTransform = `translateX(calc(${styles.trackIndex} * -1 * (100% + ${styles.fluidVars.gap}) / ${styles.fluidVars.visible}))`;

interface CarouselTrackProps {
  id: string;
  index: number;
  /**
   * One step: a number of px (card width plus gap, spec §4), or `'fluid'` for cards sized by the
   * window, with `fluidVars` set on an ancestor.
   */
  step: number | 'fluid';
  /** `spring`: the spec's hero spring as CSS; `ease`: the site's ease. */
  motion: 'spring' | 'ease';
  /** Pointer dragging that snaps to an index on release (px steps only). */
  drag?: Omit<DragSnapOptions, 'index' | 'step'>;
  className?: string;
  label?: string;
  children: ReactNode;
}

/**
 * The moving list of every carousel: a transform from the index (inline, so the prerender shows the
 * start), a CSS transition instead of an animation engine, and optional drag-to-snap.
 */
export function CarouselTrack({ id, index, step, motion, drag, className, label, children }: CarouselTrackProps) {
  const px = step === 'fluid' ? 0 : step;
  const { dragOffset, handlers } = useDragSnap({ enabled: false, max: 0, elastic: 0, onSnap: () => {}, ...drag, index, step: px });
  const dragEnabled = step !== 'fluid' && Boolean(drag?.enabled);
  const transform = step === 'fluid' ? fluidTransform : `translateX(${dragOffset ?? offsetFor(index, step)}px)`;
  const style: CSSProperties = { ...inlineVars({ [styles.trackIndex]: index }), transform, ...(dragEnabled && { touchAction: 'pan-y' }) };
  const classes = [styles.track[motion], step === 'fluid' && styles.fluidTrack, dragOffset !== null && styles.dragging, className];
  return (
    <ul id={id} aria-label={label} className={classes.filter(Boolean).join(' ')} style={style} {...(dragEnabled ? handlers : {})}>
      {children}
    </ul>
  );
}
