import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';
import { HERO_CAROUSEL } from '../../../../shared/config/constants.ts';
import { viewportWidth } from '../../../components/carousel/carousel-math.ts';

const { mobile, tablet, desktop, cardHeight } = HERO_CAROUSEL;
const tabletOnly = `${media.tablet} and (max-width: ${HERO_CAROUSEL.desktop.minWidth - 1}px)`;

export const root = style({
  display: 'grid',
  gap: vars.space.sm,
  justifySelf: 'start',
  width: 'max-content',
  maxWidth: '100%',
  '@media': {
    [media.tablet]: {
      padding: vars.space.md,
      borderRadius: vars.radius.lg,
      background: `color-mix(in srgb, ${vars.color.ink} 38%, transparent)`,
      border: `1px solid color-mix(in srgb, ${vars.color.white} 16%, transparent)`,
      backdropFilter: 'blur(10px)',
    },
    [media.desktop]: { justifySelf: 'end' },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const title = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: 600,
  letterSpacing: '0.22em',
  textTransform: 'uppercase',
  color: vars.color.goldSoft,
});

/** spec §9: the window shows exactly `visible` cards; `clip` (unlike hidden) cannot be scrolled by focus. */
export const viewport = style({
  width: viewportWidth(mobile),
  overflow: 'hidden',
  '@supports': { '(overflow: clip)': { overflow: 'clip' } },
  '@media': {
    [media.tablet]: { width: viewportWidth(tablet) },
    [media.desktop]: { width: viewportWidth(desktop) },
  },
});

export const track = style({
  display: 'flex',
  gap: mobile.gap,
  width: 'max-content',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Vertical swipes keep scrolling the page; horizontal ones drag the track (mobile only).
  touchAction: 'pan-y',
  userSelect: 'none',
  '@media': {
    [media.tablet]: { gap: tablet.gap },
    [media.desktop]: { gap: desktop.gap },
  },
});

export const slide = style({
  flex: `0 0 ${mobile.cardWidth}px`,
  '@media': {
    [media.tablet]: { flexBasis: tablet.cardWidth },
    [media.desktop]: { flexBasis: desktop.cardWidth },
  },
});

export const card = style({
  position: 'relative',
  display: 'block',
  height: cardHeight,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  color: vars.color.white,
  textDecoration: 'none',
  background: vars.color.teal,
  boxShadow: vars.shadow.card,
  WebkitTapHighlightColor: 'transparent',
  selectors: {
    // The clipping window would cut an outer ring, and the absolutely placed artwork would hide an inset
    // outline, so the focus ring is drawn by the overlay that sits above the artwork.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { boxShadow: `inset 0 0 0 3px ${vars.color.focus}` },
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: 'inherit',
      background: `linear-gradient(180deg, transparent 45%, color-mix(in srgb, ${vars.color.ink} 82%, transparent) 100%)`,
      pointerEvents: 'none',
    },
  },
});

export const image = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  transition: `transform ${vars.motion.slow} ${vars.motion.ease}`,
  selectors: {
    [`${card}:hover &, ${card}:focus-visible &`]: { transform: 'scale(1.06)' },
  },
});
// Images must not start the browser's own drag-and-drop, which would steal the pointer from the track.
globalStyle(`${card} img`, { pointerEvents: 'none', userSelect: 'none', WebkitUserSelect: 'none' });

export const name = style({
  position: 'absolute',
  zIndex: 1,
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: 600,
  lineHeight: 1.2,
  // 'Andaman and Nicobar Islands' is cut short on the card; its accessible name stays whole.
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const dots = style({
  display: 'flex',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: 24,
});

export const dot = style({
  position: 'relative',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      top: '50%',
      left: '50%',
      width: 8,
      height: 8,
      borderRadius: vars.radius.pill,
      background: `color-mix(in srgb, ${vars.color.white} 55%, transparent)`,
      transform: 'translate(-50%, -50%)',
      transition: `width ${vars.motion.base} ${vars.motion.ease}, background ${vars.motion.base}`,
    },
    '&:hover::after': { background: vars.color.white },
    '&[aria-current="true"]::after': { width: 20, background: vars.color.gold },
  },
});

/** Hides an element in one band only (dots rendered before the layout mode is known). */
export const hiddenIn = styleVariants({
  mobile: { '@media': { [media.mobileOnly]: { display: 'none' } } },
  tablet: { '@media': { [tabletOnly]: { display: 'none' } } },
  desktop: { '@media': { [media.desktop]: { display: 'none' } } },
});
