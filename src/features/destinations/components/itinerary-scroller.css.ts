import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { ITINERARY_SCROLLER } from './itinerary-scroller-geometry.ts';
import { viewportWidth } from '../../../components/carousel/carousel-math.ts';
import { viewport as clippingViewport } from '../../../components/carousel/carousel.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import * as picture from '../../../components/carousel/picture-card.css.ts';

// spec §9: a card plus its gap is one step; the window shows exactly `visible` cards.
const desktopGap = 24;
const compactGap = 16;
const desktopCard = ITINERARY_SCROLLER.desktop.step - desktopGap;
const compactCard = ITINERARY_SCROLLER.compact.step - compactGap;
const windowWidthPx = (visible: number, step: number, gap: number) => viewportWidth({ cardWidth: step - gap, gap, visible });
const windowWidth = (visible: number, step: number, gap: number) => `${windowWidthPx(visible, step, gap)}px`;

const ARROW = 44; // carousel-arrows.css.ts
// The window, an arrow and a 24 px gap on each side, and the widest page gutters (2 × 40 px).
const flankFrom = `screen and (min-width: ${windowWidthPx(ITINERARY_SCROLLER.desktop.visible, ITINERARY_SCROLLER.desktop.step, desktopGap) + 2 * (ARROW + 24) + 2 * 40}px)`;

const fadeUp = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({ paddingBlock: vars.space.section, background: vars.color.sand });

export const header = style({
  marginBottom: vars.space.xl,
  '@media': { [media.desktop]: { display: 'grid', justifyItems: 'center', textAlign: 'center' } },
});
globalStyle(`${header} > *`, { '@media': { [media.desktop]: { justifyItems: 'center' } } });

export const body = style({
  display: 'grid',
  gap: vars.space.xl,
  alignItems: 'start',
  '@media': {
    [media.tablet]: { gridTemplateColumns: `${compactCard}px minmax(0, 1fr)`, gap: vars.space.xxl },
    [media.desktop]: { gridTemplateColumns: '1fr', gap: vars.space.xl },
  },
});

/**
 * The arrows sit under the window (left-aligned below 1024 px, centred from 1024 px); from
 * `flankFrom` there is room for them on either side of the three-card window.
 */
export const scrollerColumn = style({
  display: 'grid',
  gridTemplateColumns: 'auto auto 1fr',
  gridTemplateAreas: '"viewport viewport viewport" "previous next ."',
  gap: vars.space.md,
  justifyItems: 'start',
  minWidth: 0,
  '@media': {
    [media.desktop]: {
      gridTemplateColumns: '1fr 1fr',
      gridTemplateAreas: '"viewport viewport" "previous next"',
      justifyItems: 'center',
    },
    [flankFrom]: {
      gridTemplateColumns: 'auto auto auto',
      gridTemplateAreas: '"previous viewport next"',
      justifyContent: 'center',
      alignItems: 'center',
      columnGap: vars.space.lg,
    },
  },
});

export const viewport = style([
  clippingViewport,
  {
    gridArea: 'viewport',
    width: windowWidth(ITINERARY_SCROLLER.compact.visible, ITINERARY_SCROLLER.compact.step, compactGap),
    maxWidth: '100%',
    // Room for the selected card's ring and shadow, which the window would otherwise cut.
    paddingBlock: vars.space.sm,
    '@media': {
      [media.desktop]: { width: windowWidth(ITINERARY_SCROLLER.desktop.visible, ITINERARY_SCROLLER.desktop.step, desktopGap) },
    },
  },
]);

export const track = style({
  gap: compactGap,
  '@media': { [media.desktop]: { gap: desktopGap } },
});

export const slide = style({
  flex: `0 0 ${compactCard}px`,
  '@media': { [media.desktop]: { flexBasis: `${desktopCard}px` } },
});

/** A picture card whose caption carries its own scrim (no foot), lifted when chosen. */
export const card = style([
  picture.card,
  { background: vars.color.ink, boxShadow: vars.shadow.card, selectors: { '&[aria-pressed="true"]': { boxShadow: vars.shadow.lift } } },
]);

export const cardImage = style({
  position: 'relative',
  display: 'block',
  aspectRatio: '4 / 5',
  transition: `transform ${vars.motion.slow} ${vars.motion.ease}`,
  selectors: { [`${card}:hover &`]: { transform: 'scale(1.04)' } },
});

export const cardText = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: `${vars.space.xxl} ${vars.space.md} ${vars.space.md}`,
  background: vars.scrim.caption,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.2,
});
// The ring of the selected card (the card's overlay, above the image and its caption) is bolder here.
globalStyle(`${card}[aria-pressed="true"]::after`, { outline: `3px solid ${vars.color.gold}`, outlineOffset: -3 });

export const previousArrow = style({ gridArea: 'previous', '@media': { [media.desktop]: { justifySelf: 'end' } } });
export const nextArrow = style({ gridArea: 'next', '@media': { [media.desktop]: { justifySelf: 'start' } } });

export const selection = style({
  minHeight: '14rem',
  '@media': {
    [media.tablet]: { paddingTop: vars.space.sm },
    [media.desktop]: { minHeight: '12rem', width: '100%', maxWidth: windowWidth(ITINERARY_SCROLLER.desktop.visible, ITINERARY_SCROLLER.desktop.step, desktopGap), justifySelf: 'center' },
  },
});

export const selectionBody = style({
  display: 'grid',
  gap: vars.space.md,
  maxWidth: '62ch',
  paddingLeft: vars.space.lg,
  borderLeft: `2px solid ${vars.color.gold}`,
  animation: `${fadeUp} ${vars.motion.slow} ${vars.motion.ease}`,
});

export const selectionTitle = style({ fontSize: vars.fontSize.xl, fontWeight: 600 });
export const selectionText = style({ color: vars.color.inkSoft, lineHeight: 1.75 });
export const actions = style([sprinkles({ display: 'flex', flexWrap: 'wrap', gap: 'sm' }), { marginTop: vars.space.xs }]);

export const hint = style({
  fontFamily: vars.font.display,
  fontStyle: 'italic',
  fontSize: vars.fontSize.xl,
  color: vars.color.muted,
  paddingLeft: vars.space.lg,
  borderLeft: `2px solid ${vars.color.line}`,
});
