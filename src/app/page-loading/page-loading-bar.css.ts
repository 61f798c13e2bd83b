import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';

const sweep = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

/** A thin line along the top of the screen, over the header (30) and under an open menu (60). */
export const bar = style({
  position: 'fixed',
  zIndex: 50,
  insetInline: 0,
  top: 0,
  height: 3,
  overflow: 'hidden',
  pointerEvents: 'none',
  background: `color-mix(in srgb, ${vars.color.gold} 30%, transparent)`,
  '@media': { [media.forcedColors]: { background: 'CanvasText' } },
});

/** The part that moves: it runs across and again while the page loads; still for reduced motion. */
export const runner = style({
  display: 'block',
  width: '40%',
  height: '100%',
  background: vars.color.gold,
  '@media': {
    [media.motionAllowed]: { animation: `${sweep} 1.1s ease-in-out infinite` },
    [media.forcedColors]: { background: 'Highlight' },
  },
});
