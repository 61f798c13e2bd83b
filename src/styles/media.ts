import { BREAKPOINTS } from '../../shared/config/constants.ts';

/**
 * Widths in media queries are in em, which there is the browser's default text size, not the page's:
 * at the default 16 px they are the spec's pixels (48em is 768 px), and a reader who set her browser's
 * text to "Very large" (24 px) gets the layout of a screen 1.5× narrower. In pixels, at 1280 px, the
 * header's links ran over the brand's name and the itinerary's booking card off the screen's side.
 */
const DEFAULT_TEXT_PX = 16;
const em = (px: number) => `${px / DEFAULT_TEXT_PX}em`;

/** A screen at least `px` wide (at the default text size). */
export const widthFrom = (px: number) => `screen and (min-width: ${em(px)})`;
/** A screen narrower than `px` (at the default text size): 0.02 px short of it, as 767.98 for 768. */
export const widthBelow = (px: number) => `screen and (max-width: ${em(px - 0.02)})`;

/** Media queries built from the spec's breakpoints (768 and 1024), for vanilla-extract `@media`. */
export const media = {
  tablet: widthFrom(BREAKPOINTS.tablet),
  desktop: widthFrom(BREAKPOINTS.desktop),
  mobileOnly: widthBelow(BREAKPOINTS.tablet),
  belowDesktop: widthBelow(BREAKPOINTS.desktop),
  /** The desktop layout on a tablet (768–1023 px): the header's links are there, with little room beside them. */
  tabletOnly: `${widthFrom(BREAKPOINTS.tablet)} and (max-width: ${em(BREAKPOINTS.desktop - 0.02)})`,
  /** A phone held upright: too narrow for a line of text and a button side by side (600–767 px: most phones held sideways). */
  uprightPhone: widthBelow(600),
  /** A phone held sideways (320–430 px tall): every row of height counts. */
  shortLandscape: 'screen and (orientation: landscape) and (max-height: 500px)',
  /**
   * Windows' contrast themes (and other forced palettes): backgrounds, box shadows and gradients are
   * dropped and colours replaced, so a state drawn only with them (a checked radio, a focus ring made
   * of a shadow, the hamburger's bars) disappears. Such states need an outline, a border or a system colour.
   */
  forcedColors: '(forced-colors: active)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionAllowed: '(prefers-reduced-motion: no-preference)',
} as const;
