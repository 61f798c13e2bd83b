import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { HOME_CAROUSEL_VISIBLE } from './destination-carousel-geometry.ts';
import { fluidSlide, fluidVars, viewport as clippingViewport } from '../../../components/carousel/carousel.css.ts';
import * as picture from '../../../components/carousel/picture-card.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import { split } from '../../../styles/split.css.ts';

const { visible: visibleVar, gap: gapVar } = fluidVars;
const fadeUp = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({
  paddingBlock: vars.space.section,
  color: vars.color.sand,
  background: `radial-gradient(90% 70% at 0% 0%, ${vars.color.teal} 0%, ${vars.color.ink} 70%)`,
  overflow: 'hidden',
  selectors: { '&:focus': { outline: 'none' } },
});

export const layout = split({ columns: '5/7' });

/** Tall enough for a selected destination on wide screens, so choosing a card moves nothing below. */
export const detail = style({
  '@media': { [media.desktop]: { minHeight: '34rem', display: 'grid', alignContent: 'center' } },
});

export const story = style({
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.md,
  animation: `${fadeUp} ${vars.motion.slow} ${vars.motion.ease}`,
});

export const rule = style({ width: 56, height: 1, background: vars.color.gold });

export const tagline = style({
  fontFamily: vars.font.display,
  fontStyle: 'italic',
  fontSize: vars.fontSize.lg,
  color: vars.color.goldSoft,
});

export const title = style({ fontSize: vars.fontSize.xxl, color: vars.color.white });

export const text = style({
  maxWidth: '54ch',
  lineHeight: 1.75,
  color: `color-mix(in srgb, ${vars.color.sand} 82%, transparent)`,
});

export const highlights = sprinkles({ display: 'grid', gap: 'sm', margin: 0, padding: 0, listStyle: 'none' });

export const highlight = style({
  position: 'relative',
  paddingInlineStart: vars.space.lg,
  fontSize: vars.fontSize.sm,
  lineHeight: 1.6,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      left: 2,
      top: '0.55em',
      width: 7,
      height: 7,
      background: vars.color.gold,
      transform: 'rotate(45deg)',
    },
  },
});

export const explore = style({ marginTop: vars.space.xs });

/** How many cards show and their gap, per band (the window, track and arrows are FluidCarousel's). */
export const carousel = style({
  vars: { [visibleVar]: String(HOME_CAROUSEL_VISIBLE.mobile), [gapVar]: vars.space.md },
  '@media': {
    [media.tablet]: { vars: { [visibleVar]: String(HOME_CAROUSEL_VISIBLE.tablet), [gapVar]: vars.space.lg } },
    [media.desktop]: { vars: { [visibleVar]: String(HOME_CAROUSEL_VISIBLE.desktop) } },
  },
});

export const viewport = style([clippingViewport, { '@supports': { '(overflow: clip)': { overflowClipMargin: '12px' } } }]);

export const slide = fluidSlide;

export const card = style([
  picture.card,
  {
    aspectRatio: '4 / 3',
    vars: { [picture.foot.start]: '40%', [picture.foot.ink]: '85%' },
    '@media': { [media.desktop]: { aspectRatio: '3 / 4' } },
  },
]);

export const image = style([
  picture.image,
  { selectors: { [`${card}:hover &, ${card}[aria-pressed="true"] &`]: { transform: 'scale(1.05)' } } },
]);

export const cardName = style([
  picture.name,
  {
    insetInline: vars.space.md,
    bottom: vars.space.md,
    fontSize: vars.fontSize.xl,
    selectors: {
      '&::after': {
        content: '""',
        display: 'block',
        width: 28,
        height: 2,
        marginTop: vars.space.xs,
        background: vars.color.gold,
        transform: 'scaleX(0)',
        transformOrigin: 'left',
        transition: `transform ${vars.motion.base} ${vars.motion.ease}`,
      },
      [`${card}[aria-pressed="true"] &::after, ${card}:hover &::after`]: { transform: 'scaleX(1)' },
    },
  },
]);
