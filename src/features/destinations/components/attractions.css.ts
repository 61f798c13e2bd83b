import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { forcedDots } from '../../../styles/forced-colors.ts';
import { dotTarget } from '../../../components/carousel/carousel-dots.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

const fadeIn = keyframes({ from: { opacity: 0, transform: 'scale(1.03)' }, to: { opacity: 1, transform: 'none' } });
const fadeUp = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({ paddingBlock: vars.space.section, background: vars.color.paper });

export const carousel = style({
  display: 'grid',
  gap: vars.space.xl,
  marginTop: vars.space.xl,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 7fr) minmax(0, 5fr)', gap: vars.space.xxl, alignItems: 'center' },
  },
});

export const stage = style({
  position: 'relative',
  isolation: 'isolate',
  aspectRatio: '4 / 3',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  background: vars.color.ink,
  boxShadow: vars.shadow.lift,
  '@media': { [media.desktop]: { aspectRatio: '16 / 11' } },
});

const layerBase = style({ position: 'absolute', inset: 0 });
export const layer = styleVariants({
  current: [layerBase, { zIndex: 2, animation: `${fadeIn} 900ms ${vars.motion.ease}` }],
  hidden: [layerBase, { zIndex: 1 }],
});

export const panel = sprinkles({ display: 'grid', gap: 'xl', alignContent: 'center' });

/** Fixed room for the longest description, so the dots never jump as the text changes. */
export const slide = style({ minHeight: '15rem', '@media': { [media.desktop]: { minHeight: '17rem' } } });

export const slideBody = style({ display: 'grid', gap: vars.space.sm, animation: `${fadeUp} ${vars.motion.slow} ${vars.motion.ease}` });

export const counter = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.xl, color: vars.color.goldInk, fontVariantNumeric: 'lining-nums tabular-nums' });
export const counterTotal = style({ color: vars.color.muted, fontSize: vars.fontSize.lg });
export const name = style({ fontSize: vars.fontSize.xl, fontWeight: 600 });
export const description = style({ color: vars.color.inkSoft, lineHeight: 1.75 });

export const controls = sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'md' });

export const dots = style([sprinkles({ display: 'flex', flexWrap: 'wrap', listStyle: 'none', margin: 0, padding: 0 }), { gap: 2 }]);

export const dot = style([dotTarget, {
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      margin: 'auto',
      width: 8,
      height: 8,
      borderRadius: vars.radius.pill,
      background: vars.color.line,
      transition: `width ${vars.motion.base} ${vars.motion.ease}, background ${vars.motion.fast}`,
    },
    '&:hover::before': { background: vars.color.goldSoft },
    '&[aria-current="true"]::before': { width: 20, background: vars.color.gold },
  },
  '@media': { [media.forcedColors]: forcedDots('&::before') },
}]);
