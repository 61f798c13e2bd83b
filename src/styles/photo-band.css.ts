import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';

/**
 * A section laid over full-bleed photographs that change with the visitor's choice (travel desires,
 * the destination orbit): the photos stacked behind, the newly chosen one fading in over the last,
 * a scrim above them, the content on top in white.
 */
export const band = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  paddingBlock: vars.space.section,
  color: vars.color.white,
  background: vars.color.ink,
});

export const background = style({ position: 'absolute', inset: 0, zIndex: -1 });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const layerBase = style({ position: 'absolute', inset: 0 });
/** The chosen photo fades in over the one chosen before; photos shown once stay mounted, hidden. */
export const layer = styleVariants({
  current: [layerBase, { zIndex: 2, animation: `${fadeIn} 900ms ${vars.motion.ease}` }],
  previous: [layerBase, { zIndex: 1 }],
  hidden: [layerBase, { zIndex: 0, opacity: 0 }],
});

/** Above the photos; each band sets its own gradient. */
export const scrim = style({ position: 'absolute', inset: 0, zIndex: 3 });
