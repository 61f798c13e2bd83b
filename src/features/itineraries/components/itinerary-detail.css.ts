import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media, widthBelow } from '../../../styles/media.ts';
import { section, visuallyHiddenBelowDesktop } from '../../../styles/layout.css.ts';
import { sprinkles } from '../../../styles/sprinkles.css.ts';
import { frame } from '../../../styles/frame.css.ts';
import { footStackHeight } from '../../../styles/foot-of-screen.ts';

/** Below 1024 px the booking bar rests at the very end of <main> (the WhatsApp button plans on it). */
export const article = style({ '@media': { [media.belowDesktop]: { selectors: { [`&${section}`]: { paddingBottom: 0 } } } } });

export const gallery = style({
  display: 'grid',
  gap: vars.space.sm,
  gridTemplateColumns: '1fr',
  '@media': { [media.desktop]: { gridTemplateColumns: '2fr 1fr', gridTemplateRows: 'repeat(3, 150px)' } },
});
export const mainImage = style([frame(), { aspectRatio: '16 / 10', '@media': { [media.desktop]: { gridRow: '1 / 4', aspectRatio: 'auto' } } }]);
// spec §2: a single image on mobile and tablet; three grid images beside it on desktop.
export const gridImage = style([frame(), { display: 'none', '@media': { [media.desktop]: { display: 'block' } } }]);
// A flex column below 1024 px: the booking bar's sticky box is the whole layout, not one grid row.
export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  marginTop: vars.space.xl,
  '@media': { [media.desktop]: { display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) 320px', alignItems: 'start' } },
});
export const body = sprinkles({ display: 'grid', gap: 'md', alignContent: 'start' });
export const title = style({ fontSize: vars.fontSize.xxl });
export const facts = style({ fontWeight: 600 });
export const heading = style({ fontSize: vars.fontSize.lg, letterSpacing: '0.12em', marginTop: vars.space.lg });
export const days = sprinkles({ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 'xs' });
export const day = style({ borderBottom: `1px solid ${vars.color.line}` });
export const dayButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  padding: `${vars.space.sm} 0`,
  background: 'none',
  border: 0,
  textAlign: 'left',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
});
export const dayIcon = style({ width: 24, height: 24, color: vars.color.gold, flexShrink: 0 });
export const dayPanel = style({ paddingBottom: vars.space.md });
export const list = style([sprinkles({ display: 'grid', gap: 'xs', margin: 0 }), { paddingLeft: '1.25rem' }]);
/**
 * The booking card (spec §2). On phones and tablets a bar pinned to the bottom of the screen while the
 * itinerary scrolls by (price and button), resting after the itinerary at its end, so it never covers
 * the footer. On desktops a card that stays in view below the header.
 */
export const booking = style({
  position: 'sticky',
  bottom: footStackHeight, // above the offline banner, when there is one
  zIndex: 20,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.md,
  height: `calc(${vars.layout.bookingBarHeight} + env(safe-area-inset-bottom))`,
  marginInline: `calc(-1 * ${vars.layout.gutter})`,
  padding: `${vars.space.sm} ${vars.layout.gutter} calc(${vars.space.sm} + env(safe-area-inset-bottom))`,
  background: vars.color.ink,
  color: vars.color.sand,
  boxShadow: vars.shadow.bar,
  '@media': {
    [media.uprightPhone]: {
      gridTemplateColumns: '1fr',
      alignContent: 'center',
      rowGap: vars.space.xs,
      paddingBlock: `${vars.space.xs} calc(${vars.space.xs} + env(safe-area-inset-bottom))`,
    },
    [media.desktop]: {
      top: `calc(${vars.layout.headerHeight} + ${vars.space.lg})`,
      bottom: 'auto',
      height: 'auto',
      gridTemplateColumns: '1fr',
      rowGap: vars.space.md,
      marginInline: 0,
      padding: vars.space.lg,
      borderRadius: vars.radius.md,
      boxShadow: vars.shadow.card,
    },
  },
});
// Phones and tablets: the bar says the price and offers the button; the card's title is read, not shown.
export const bookingTitle = style([
  visuallyHiddenBelowDesktop,
  { fontFamily: vars.font.display, '@media': { [media.desktop]: { fontSize: vars.fontSize.xl } } },
]);
export const bookingPrice = style({
  fontSize: vars.fontSize.xs,
  lineHeight: 1.35,
  // On the narrowest phones (320 px) the type eases to 12 px so a seven-figure price stays on one line.
  '@media': { [media.uprightPhone]: { textAlign: 'center', fontSize: `clamp(0.75rem, 3.7vw, ${vars.fontSize.xs})` }, [media.desktop]: { fontSize: vars.fontSize.md } },
});
// The figure is read as one: never "RS." on one line and the amount on the next.
export const bookingAmount = style({ whiteSpace: 'nowrap', fontWeight: 700 });
export const bookingButton = style({
  paddingInline: vars.space.md,
  whiteSpace: 'nowrap',
  '@media': {
    [media.uprightPhone]: { justifySelf: 'center', width: '100%', maxWidth: '24rem' },
    [media.desktop]: { paddingInline: vars.space.lg, justifySelf: 'stretch' },
    // Below 320 px (a phone zoomed for large text: 375 px at 150% is 250) its letters close up so the
    // label still fits one line, instead of pushing the bar off the side of the screen.
    [widthBelow(320)]: { paddingInline: vars.space.xs, letterSpacing: 0, fontSize: vars.fontSize.xs },
  },
});
