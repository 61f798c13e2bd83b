import { BREAKPOINTS } from '../../shared/config/constants.ts';

/** Media queries built from the spec's breakpoints (768 and 1024), for vanilla-extract `@media`. */
export const media = {
  tablet: `screen and (min-width: ${BREAKPOINTS.tablet}px)`,
  desktop: `screen and (min-width: ${BREAKPOINTS.desktop}px)`,
  mobileOnly: `screen and (max-width: ${BREAKPOINTS.tablet - 1}px)`,
  belowDesktop: `screen and (max-width: ${BREAKPOINTS.desktop - 1}px)`,
  /** The desktop layout on a tablet (768–1023 px): the header's links are there, with little room beside them. */
  tabletOnly: `screen and (min-width: ${BREAKPOINTS.tablet}px) and (max-width: ${BREAKPOINTS.desktop - 1}px)`,
  /** A phone held upright: too narrow for a line of text and a button side by side (600–767 px: most phones held sideways). */
  uprightPhone: 'screen and (max-width: 599.98px)',
  /** A phone held sideways (320–430 px tall): every row of height counts. */
  shortLandscape: 'screen and (orientation: landscape) and (max-height: 500px)',
  reducedMotion: '(prefers-reduced-motion: reduce)',
  motionAllowed: '(prefers-reduced-motion: no-preference)',
} as const;
