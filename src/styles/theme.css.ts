import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { media } from './media.ts';
import { palette, veils } from './palette.ts';

/**
 * The theme contract: every colour, font, size and radius the site uses.
 * Components read `vars.*`; nothing hard-codes a colour.
 */
export const vars = createGlobalTheme(':root', {
  color: { ...palette, ...veils },
  font: {
    display: '"Cormorant Garamond", "Iowan Old Style", Georgia, serif',
    // The phone's own sans for running text (Roboto on Android, San Francisco on iPhone): nothing to
    // download, decode or swap, and it has ₹. Only the display face is a web font (issue 9: on a slow
    // phone the body face's 31 KiB, preloaded, put the LCP of `/` at 1.75 s instead of 1.52).
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    xs: '0.8125rem',
    sm: '0.9375rem',
    md: '1.0625rem',
    lg: '1.25rem',
    xl: 'clamp(1.5rem, 1.2rem + 1vw, 2rem)',
    xxl: 'clamp(2rem, 1.4rem + 2.4vw, 3.25rem)',
    display: 'clamp(2.6rem, 1.6rem + 4.6vw, 5.5rem)',
  },
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2.5rem',
    xxl: '4rem',
    section: 'clamp(3.5rem, 2rem + 6vw, 7.5rem)',
  },
  radius: { sm: '6px', md: '14px', lg: '28px', pill: '999px' },
  shadow: {
    card: '0 10px 30px -12px rgba(15, 42, 51, 0.28)',
    lift: '0 24px 48px -20px rgba(15, 42, 51, 0.45)',
    /** The booking bar pinned to the bottom of a phone screen casts upwards. */
    bar: '0 -10px 30px -12px rgba(15, 42, 51, 0.45)',
    /** A round picture floating over a photo. */
    float: '0 12px 30px -10px rgba(0, 0, 0, 0.6)',
  },
  /** Darkening laid over photographs so the text on them reads (night blue, the overlay's hue). */
  scrim: {
    /** Page heroes: light at the top, dark behind the title at the bottom. */
    rise: 'linear-gradient(180deg, rgba(9,26,32,0.15) 0%, rgba(9,26,32,0.35) 45%, rgba(9,26,32,0.85) 100%)',
    /** A caption at the foot of a picture card. */
    caption: 'linear-gradient(180deg, transparent 0%, rgba(9, 26, 32, 0.88) 70%)',
    /** A full-bleed photo with text on its left and a footer below. */
    side: [
      'linear-gradient(90deg, rgba(9, 26, 32, 0.86) 0%, rgba(9, 26, 32, 0.55) 50%, rgba(9, 26, 32, 0.35) 100%)',
      'linear-gradient(0deg, rgba(9, 26, 32, 0.6) 0%, transparent 45%)',
    ].join(', '),
  },
  layout: {
    // 1240 px at the default text size; in rem so that with the browser's text set larger the column
    // widens with it, as the breakpoints (in em) do, and the header's entries keep their room.
    maxWidth: '77.5rem',
    /**
     * The page's side margin; on a phone held sideways it keeps clear of the notch and the rounded
     * corners (the page is drawn edge to edge: viewport-fit=cover), on both sides alike.
     */
    gutter: 'max(clamp(1rem, 0.5rem + 2.5vw, 2.5rem), env(safe-area-inset-left), env(safe-area-inset-right))',
    /** What the notch and rounded corners take from each side of the screen (0 on most screens). */
    safeInline: 'max(env(safe-area-inset-left), env(safe-area-inset-right))',
    /** The header bar; sticky things below it (booking card) leave it room. */
    headerHeight: '4.75rem',
    /** The itinerary page's booking bar on tablets (phones: below); the floating WhatsApp button sits above it. */
    bookingBarHeight: '4.5rem',
    /** The floating WhatsApp button and its distance from the screen's edge. */
    fabSize: '3.5rem',
    fabInset: '1rem',
  },
  motion: { fast: '160ms', base: '280ms', slow: '600ms', ease: 'cubic-bezier(0.22, 1, 0.36, 1)' },
});

// A phone's booking bar puts the price above a full-width button: beside it, at 320–414 px, the price
// had 33–122 px and ran to 3–6 lines out of the bar. The floating WhatsApp button reads the same height.
// Held sideways (600–767 px) the phone has the room for one row, and little height to spare.
globalStyle(':root', { '@media': { [media.uprightPhone]: { vars: { [vars.layout.bookingBarHeight]: '5.5rem' } } } });
// Held sideways a phone is 320–430 px tall: the full header took 76 of 375 px, and with the itinerary's
// booking bar 148. Its 44 px logo and buttons fit a 56 px bar; whatever leaves room for the header
// (the sticky booking card, where anchors and invalid fields land) reads the same variable.
globalStyle(':root', { '@media': { [media.shortLandscape]: { vars: { [vars.layout.headerHeight]: '3.5rem' } } } });
