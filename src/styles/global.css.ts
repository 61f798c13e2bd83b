import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { media } from './media.ts';
import { LATER_SECTIONS, renderedWhenNear } from './rendered-when-near.ts';
import { SMOOTH_SCROLL_ATTRIBUTE } from '../lib/smooth-scroll.ts';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle(`html[${SMOOTH_SCROLL_ATTRIBUTE}]`, { '@media': { [media.motionAllowed]: { scrollBehavior: 'smooth' } } });
globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.6,
  color: vars.color.ink,
  background: vars.color.sand,
  // Cormorant's default old-style figures make '10' read 'IO' and '1K+' 'IK+'; the property is
  // inherited, so every figure in either face is lining (styles that add tabular-nums keep lining-nums).
  fontVariantNumeric: 'lining-nums',
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
globalStyle('h1, h2, h3, h4', {
  fontFamily: vars.font.display,
  fontWeight: 600,
  lineHeight: 1.12,
  margin: 0,
  letterSpacing: '-0.01em',
});
// The display face's italic comes in 500 only (fonts.css): asked for in 600, it would be emboldened.
globalStyle(':is(h1, h2, h3, h4) :is(em, i)', { fontWeight: 500 });
globalStyle('p', { margin: 0 });
globalStyle('img, svg, picture', { display: 'block', maxWidth: '100%' });
globalStyle('a', { color: 'inherit' });
// An e-mail address is one long word: on a narrow screen or with large text it breaks rather than run off the side.
globalStyle('a[href^="mailto:"]', { overflowWrap: 'anywhere' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle('button', { cursor: 'pointer' });
/*
 * A form control's own width (about 20 characters) would otherwise be the least its grid or flex column
 * may shrink to: on a 320 px phone the expert dialog's fields ran 21 px into its right padding.
 */
globalStyle('input, select, textarea', { minWidth: 0 });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '3px' });
// A new page's heading takes focus so a screen reader reads it (focus-new-page.tsx): it is no control, so no ring.
globalStyle('main h1[tabindex="-1"]:focus', { outline: 'none' });
// A link to a part of the page (#day3) or a field the browser shows lands below the sticky header.
globalStyle('[id]', { scrollMarginTop: `calc(${vars.layout.headerHeight} + ${vars.space.xxs})` });
/*
 * A form sent with a field left empty: the browser scrolls to that field ("Please fill out this
 * field"). Its label sits above it (one line of the small size, then a small gap), and without this
 * room the header covered it: on a phone the traveller saw an empty box and no word of what it asks.
 */
globalStyle(':is(input, select, textarea)[id]', { scrollMarginTop: `calc(${vars.layout.headerHeight} + 2.5rem)` });
/*
 * A page's later sections are not styled, laid out or painted until they come near the screen: on a
 * slow phone the first paint of a long page waited on layout of the whole page (issue 9; on `/`,
 * layout before the first paint fell from about 120 to 55 ms unthrottled). Not the link directory (a
 * nav) nor the footer: light text on dark, which an accessibility audit misreads while skipped
 * (rendered-when-near.ts).
 */
globalStyle(LATER_SECTIONS, renderedWhenNear);
/*
 * The footer starts below the first screen, however short the page is. A page opened offline renders
 * its "Loading…" line first: the footer sat under it and jumped down when the content came (a layout
 * shift of 0.47 on an itinerary at 375 px), and so did the bar of enquiries and offline banner below it.
 */
globalStyle('main', { minHeight: ['100vh', '100svh'] });
globalStyle('html, *, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      scrollBehavior: 'auto',
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
import './print.css.ts';
