import type { StyleRule } from '@vanilla-extract/css';

/**
 * A row of dots drawn as a pseudo-element's background (a carousel's pages, the attractions'): a
 * contrast theme paints such backgrounds in its own background colour, so the dots, and which one is
 * current, vanished. There they are drawn in the theme's text colour, the current one highlighted.
 * `pseudo` is the dot's selector from its button, as `&::after`.
 */
export const forcedDots = (pseudo: `&::${'after' | 'before'}`): StyleRule => ({
  selectors: {
    [pseudo]: { background: 'CanvasText', forcedColorAdjust: 'none' },
    [`&:hover${pseudo.slice(1)}`]: { background: 'CanvasText' },
    [`&[aria-current="true"]${pseudo.slice(1)}`]: { background: 'Highlight' },
  },
});
