import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';
import { roundButton, roundButtonTone } from '../../styles/round-button.css.ts';

export const root = style([sprinkles({ display: 'flex', gap: 'xs' }), { flexShrink: 0 }]);

const base = style([
  roundButton,
  {
    transition: `background ${vars.motion.fast}, color ${vars.motion.fast}, border-color ${vars.motion.fast}, opacity ${vars.motion.fast}`,
    selectors: {
      '&:disabled': { opacity: 0.35, cursor: 'not-allowed' },
    },
  },
]);

export const arrow = styleVariants({
  light: [
    base,
    roundButtonTone.light,
    {
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.white, color: vars.color.ink, borderColor: vars.color.white },
      },
    },
  ],
  dark: [
    base,
    roundButtonTone.dark,
    {
      selectors: {
        '&:hover:not(:disabled)': { background: vars.color.ink, color: vars.color.sand, borderColor: vars.color.ink },
      },
    },
  ],
});

export const icon = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
