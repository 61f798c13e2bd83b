import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { COUNTS } from '../../../../shared/config/constants.ts';
import { fluidSlide, fluidVars, viewport as clippingViewport } from '../../../components/carousel/carousel.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';

const { visible: visibleVar, gap: gapVar } = fluidVars;
const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeUp = keyframes({ from: { opacity: 0, transform: 'translateY(10px)' }, to: { opacity: 1, transform: 'none' } });
const shade = (percent: number) => `color-mix(in srgb, ${vars.color.ink} ${percent}%, transparent)`;

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  paddingBlock: vars.space.section,
  color: vars.color.white,
  background: vars.color.ink,
  selectors: { '&:focus': { outline: 'none' } },
});

export const background = style({ position: 'absolute', inset: 0, zIndex: -1 });

const layerBase = style({ position: 'absolute', inset: 0 });
export const layer = styleVariants({
  current: [layerBase, { zIndex: 2, animation: `${fadeIn} 900ms ${vars.motion.ease}` }],
  previous: [layerBase, { zIndex: 1 }],
  hidden: [layerBase, { zIndex: 0, opacity: 0 }],
});
export const layerImage = style({ width: '100%', height: '100%' });

export const scrim = style({
  position: 'absolute',
  inset: 0,
  zIndex: 3,
  background: [
    `linear-gradient(90deg, ${shade(78)} 0%, ${shade(45)} 55%, ${shade(25)} 100%)`,
    `linear-gradient(0deg, ${shade(50)} 0%, transparent 40%)`,
  ].join(', '),
});

export const layout = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'center',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space.xxl, minHeight: '32rem' },
  },
});

export const copy = sprinkles({ display: 'grid', justifyItems: 'start', gap: 'md', alignContent: 'center' });

export const rule = style({ width: 56, height: 1, background: vars.color.gold });

export const title = style({ fontSize: vars.fontSize.xxl, fontWeight: 500 });

export const description = style({
  maxWidth: '46ch',
  lineHeight: 1.7,
  color: `color-mix(in srgb, ${vars.color.white} 86%, transparent)`,
});

/** Fixed room for the chosen style's name, line and link, so changing choice moves nothing. */
export const choice = style({
  display: 'grid',
  justifyItems: 'start',
  alignContent: 'start',
  gap: vars.space.sm,
  minHeight: '13rem',
  marginTop: vars.space.md,
  paddingTop: vars.space.lg,
  borderTop: `1px solid color-mix(in srgb, ${vars.color.white} 22%, transparent)`,
  animation: `${fadeUp} ${vars.motion.slow} ${vars.motion.ease}`,
  '@media': { [media.tablet]: { minHeight: '11rem' } },
});

export const choiceName = style({ fontSize: vars.fontSize.xl, fontWeight: 500, color: vars.color.goldSoft });

export const choiceText = style({ maxWidth: '44ch', marginBottom: vars.space.xs, lineHeight: 1.65 });

export const carousel = style({
  display: 'grid',
  gap: vars.space.lg,
  // spec §4: three visible, one step is a card plus a gap.
  vars: { [visibleVar]: String(COUNTS.desireVisible), [gapVar]: vars.space.sm },
  '@media': { [media.tablet]: { vars: { [gapVar]: vars.space.lg } } },
});

export const viewport = style([clippingViewport, { '@supports': { '(overflow: clip)': { overflowClipMargin: '8px' } } }]);

export const slide = fluidSlide;

export const card = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 4',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  color: vars.color.white,
  background: vars.color.teal,
  textAlign: 'start',
  boxShadow: vars.shadow.lift,
  transition: `transform ${vars.motion.base} ${vars.motion.ease}, box-shadow ${vars.motion.base}`,
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      background: `linear-gradient(180deg, transparent 45%, ${shade(85)} 100%)`,
      pointerEvents: 'none',
    },
    '&:hover': { transform: 'translateY(-3px)' },
    // The clipping window would cut an outer ring, and the absolutely placed artwork would hide an inset
    // outline, so the chosen and focus rings are drawn by the overlay that sits above the artwork.
    '&[aria-pressed="true"]::after': { boxShadow: `inset 0 0 0 2px ${vars.color.gold}` },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { boxShadow: `inset 0 0 0 3px ${vars.color.focus}` },
  },
});

export const cardImage = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  transition: `transform ${vars.motion.slow} ${vars.motion.ease}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.05)' } },
});

export const cardName = style({
  position: 'absolute',
  zIndex: 1,
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: '1.05rem',
  fontWeight: 600,
  lineHeight: 1.15,
  '@media': {
    [media.tablet]: { insetInline: vars.space.md, bottom: vars.space.md, fontSize: vars.fontSize.xl },
  },
});

export const arrows = style({ justifySelf: 'end' });
