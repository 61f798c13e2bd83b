import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { HOME_CAROUSEL_VISIBLE } from './destination-carousel-geometry.ts';
import { fluidSlide, fluidVars, viewport as clippingViewport } from '../../../components/carousel/carousel.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

const { visible: visibleVar, gap: gapVar } = fluidVars;
const fadeUp = keyframes({ from: { opacity: 0, transform: 'translateY(12px)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({
  paddingBlock: vars.space.section,
  color: vars.color.sand,
  background: `radial-gradient(90% 70% at 0% 0%, ${vars.color.teal} 0%, ${vars.color.ink} 70%)`,
  overflow: 'hidden',
  selectors: { '&:focus': { outline: 'none' } },
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space.xxl },
  },
});

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

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: 500, color: vars.color.white });

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

export const carousel = style({
  display: 'grid',
  gap: vars.space.lg,
  vars: { [visibleVar]: String(HOME_CAROUSEL_VISIBLE.mobile), [gapVar]: vars.space.md },
  '@media': {
    [media.tablet]: { vars: { [visibleVar]: String(HOME_CAROUSEL_VISIBLE.tablet), [gapVar]: vars.space.lg } },
    [media.desktop]: { vars: { [visibleVar]: String(HOME_CAROUSEL_VISIBLE.desktop) } },
  },
});

export const viewport = style([clippingViewport, { '@supports': { '(overflow: clip)': { overflowClipMargin: '12px' } } }]);

export const slide = fluidSlide;

export const card = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  color: vars.color.white,
  background: vars.color.teal,
  textAlign: 'start',
  boxShadow: vars.shadow.lift,
  transition: `box-shadow ${vars.motion.base}, transform ${vars.motion.base} ${vars.motion.ease}`,
  '@media': { [media.desktop]: { aspectRatio: '3 / 4' } },
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      background: `linear-gradient(180deg, transparent 40%, color-mix(in srgb, ${vars.color.ink} 85%, transparent) 100%)`,
      pointerEvents: 'none',
    },
    // The clipping window would cut an outer ring, and the absolutely placed artwork would hide an inset
    // outline, so the chosen and focus rings are drawn by the overlay that sits above the artwork.
    '&[aria-pressed="true"]::after': { boxShadow: `inset 0 0 0 2px ${vars.color.gold}` },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { boxShadow: `inset 0 0 0 3px ${vars.color.focus}` },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  transition: `transform ${vars.motion.slow} ${vars.motion.ease}`,
  selectors: { [`${card}:hover &, ${card}[aria-pressed="true"] &`]: { transform: 'scale(1.05)' } },
});

export const cardName = style({
  position: 'absolute',
  zIndex: 1,
  insetInline: vars.space.md,
  bottom: vars.space.md,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: 600,
  lineHeight: 1.15,
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
});

export const arrows = style({ justifySelf: 'end' });
