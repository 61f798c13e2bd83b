import { globalStyle, keyframes, layer, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

// The dialog's own rules sit in a layer, so a consumer's class (size, padding, colours) always wins
// whatever order the route's stylesheets load in.
const base = layer('dialog');

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });
const exit = keyframes({ from: { opacity: 1, transform: 'none' }, to: { opacity: 0, transform: 'translateY(12px)' } });
const fadeIn = keyframes({ from: { opacity: 0 } });

/**
 * A native modal <dialog> without the browser's box: consumers size and paint it. While it closes it
 * leaves the top layer at once (the page is usable again) and stays painted, inert, for the exit animation.
 * The animations' duration is set inline by the component (one number for CSS and its timer).
 */
export const root = style({
  '@layer': {
    [base]: {
      position: 'fixed',
      inset: 0,
      margin: 'auto',
      padding: 0,
      border: 0,
      color: 'inherit',
      background: 'transparent',
      selectors: {
        '&[data-state="open"]': { animation: `${enter} ${vars.motion.base} ease-out` },
        '&[data-state="open"]::backdrop': { background: vars.color.overlay, animation: `${fadeIn} ${vars.motion.base} ease-out` },
        '&[data-state="closing"]': {
          display: 'block',
          zIndex: 100,
          pointerEvents: 'none',
          boxShadow: `0 0 0 100vmax ${vars.color.overlay}`,
          animation: `${exit} ${vars.motion.base} ease-in forwards`,
        },
      },
    },
  },
});

// The page behind a modal dialog stays where it is.
globalStyle('html:has(dialog:modal)', { overflow: 'hidden' });
