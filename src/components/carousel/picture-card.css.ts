import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/**
 * A carousel's picture card: artwork filling a rounded card, its name over a dark foot. The
 * clipping window would cut an outer ring, and the absolutely placed artwork would hide an inset
 * outline, so the chosen and focus rings are drawn by the overlay (::after) that sits above the
 * artwork. Each carousel adds its size and how dark its foot is (`foot`).
 */

/** The dark foot under the name: clear down to `start`, then ink at `ink` opacity at the bottom. */
export const foot = { start: createVar(), ink: createVar() };

export const card = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  color: vars.color.white,
  background: vars.color.teal,
  textAlign: 'start',
  textDecoration: 'none',
  boxShadow: vars.shadow.lift,
  transition: `transform ${vars.motion.base} ${vars.motion.ease}, box-shadow ${vars.motion.base}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      background: `linear-gradient(180deg, transparent ${foot.start}, color-mix(in srgb, ${vars.color.ink} ${foot.ink}, transparent) 100%)`,
      pointerEvents: 'none',
    },
    // The rings are outlines drawn inside the card, not inset shadows: a contrast theme drops shadows,
    // and a keyboard user there saw no focus at all.
    '&[aria-pressed="true"]::after': { outline: `2px solid ${vars.color.gold}`, outlineOffset: -2 },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focus}`, outlineOffset: -3 },
  },
});

/** The artwork, which grows a little when the card is pointed at (each carousel says when). */
export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  transition: `transform ${vars.motion.slow} ${vars.motion.ease}`,
});

/** The card's name, on the foot. */
export const name = style({
  position: 'absolute',
  zIndex: 1,
  fontFamily: vars.font.display,
  fontWeight: 600,
  lineHeight: 1.15,
});
