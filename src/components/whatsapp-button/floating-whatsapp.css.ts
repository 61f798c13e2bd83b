import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { footStackHeight } from '../../styles/foot-of-screen.ts';

/**
 * The last thing in <main>, sticky to the bottom of the screen: it floats while the page scrolls and
 * comes to rest at the end of <main> (over the last section's bottom padding), so the footer and its
 * contact details are never under it. It takes no room in the flow (negative margin of its own height).
 */
export const dock = style({
  position: 'sticky',
  // Above the offline banner too, when there is one (its height is 0 otherwise).
  bottom: `calc(${vars.layout.fabInset} + env(safe-area-inset-bottom) + ${footStackHeight})`,
  zIndex: 25,
  display: 'flex',
  justifyContent: 'flex-end',
  height: vars.layout.fabSize,
  marginTop: `calc(-1 * ${vars.layout.fabSize})`,
  paddingInline: `calc(${vars.layout.fabInset} + ${vars.layout.safeInline})`,
  pointerEvents: 'none',
});

/**
 * Below 1024 px the itinerary's booking bar is pinned to the bottom and comes to rest at the end of
 * <main>: the button floats one bar higher and rests one bar higher, so the two never meet.
 */
const aboveBar = `calc(${vars.layout.bookingBarHeight} + ${vars.layout.fabInset} + env(safe-area-inset-bottom))`;
globalStyle(`html:has([data-booking-bar]) ${dock}`, {
  '@media': {
    [media.belowDesktop]: {
      bottom: `calc(${aboveBar} + ${footStackHeight})`,
      marginTop: `calc(-1 * (${vars.layout.fabSize} + ${aboveBar}))`,
      marginBottom: aboveBar,
    },
  },
});

// Out of the way while a dialog or the menu is open (and while one animates out: the site's Dialog
// keeps its data-state until then). A closed <dialog> that stays in the page (the iOS install sheet) does not count.
globalStyle(`html:has(dialog[open], dialog[data-state]) ${dock}`, { visibility: 'hidden' });

export const button = style({
  pointerEvents: 'auto',
  display: 'grid',
  placeItems: 'center',
  width: vars.layout.fabSize,
  height: vars.layout.fabSize,
  borderRadius: '50%',
  background: vars.color.whatsapp,
  color: vars.color.white,
  boxShadow: vars.shadow.lift,
  transition: `transform ${vars.motion.fast}`,
  selectors: { '&:hover': { transform: 'scale(1.06)' } },
});
