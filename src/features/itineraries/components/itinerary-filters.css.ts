import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import { media } from '../../../styles/media.ts';

export const panel = style([
  sprinkles({ display: 'grid', gap: 'lg', padding: 'lg' }),
  { borderRadius: vars.radius.md, background: vars.color.paper, boxShadow: vars.shadow.card },
]);
export const fieldset = style([sprinkles({ padding: 0, margin: 0, display: 'grid', gap: 'xxs' }), { border: 0 }]);
export const legend = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
/** Each choice is a 44 px row: the whole label is the touch target. */
export const option = style([
  sprinkles({ display: 'flex', gap: 'sm', alignItems: 'center' }),
  { minHeight: 44, fontSize: vars.fontSize.sm, cursor: 'pointer' },
]);
export const priceValue = style({ fontSize: vars.fontSize.sm, fontWeight: 600 });
export const clear = style({ justifySelf: 'start', selectors: { '&[aria-disabled="true"]': { opacity: 0.55, cursor: 'default', transform: 'none' } } });

// The site's own controls instead of the browser's grey defaults: teal ticks on paper.
const control = style({
  appearance: 'none',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  margin: 0,
  border: `1.5px solid ${vars.color.inkSoft}`,
  background: vars.color.paper,
  display: 'grid',
  placeItems: 'center',
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: { '&:checked': { background: vars.color.teal, borderColor: vars.color.teal } },
  // A contrast theme drops the fill and the radio's inset ring, so every choice looked unchecked:
  // there the browser draws its own controls, in the theme's colours.
  '@media': { [media.forcedColors]: { appearance: 'auto' } },
});

export const checkbox = style([
  control,
  {
    borderRadius: vars.radius.sm,
    selectors: {
      '&:checked::after': {
        content: '""',
        width: '0.35rem',
        height: '0.65rem',
        marginTop: '-0.15rem',
        border: `solid ${vars.color.white}`,
        borderWidth: '0 2px 2px 0',
        transform: 'rotate(45deg)',
      },
    },
  },
]);

export const radio = style([control, { borderRadius: '50%', selectors: { '&:checked': { boxShadow: `inset 0 0 0 3px ${vars.color.paper}` } } }]);

export const range = style({
  appearance: 'none',
  width: '100%',
  height: 44,
  margin: 0,
  background: 'transparent',
  cursor: 'pointer',
});
const track = { height: 6, borderRadius: vars.radius.pill, background: vars.color.sandDeep, border: `1px solid ${vars.color.line}` };
const thumb = {
  appearance: 'none',
  width: 22,
  height: 22,
  borderRadius: '50%',
  background: vars.color.teal,
  border: `3px solid ${vars.color.paper}`,
  boxShadow: `0 0 0 1px ${vars.color.teal}`,
} as const;
globalStyle(`${range}::-webkit-slider-runnable-track`, track);
globalStyle(`${range}::-moz-range-track`, track);
globalStyle(`${range}::-webkit-slider-thumb`, { ...thumb, marginTop: -9 });
globalStyle(`${range}::-moz-range-thumb`, thumb);
