import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { forcedDots } from '../../styles/forced-colors.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

/**
 * Centred, except on a phone: there the row starts at the left edge with the cards, clear of the
 * floating WhatsApp button at the bottom right, which covered the last dot on a 320 px screen.
 */
export const root = style([
  sprinkles({ display: 'flex', justifyContent: 'center', gap: 'xxs' }),
  { minHeight: 24, '@media': { [media.mobileOnly]: { justifyContent: 'flex-start' } } },
]);

/** A 24 px target around a small visible dot (WCAG 2.5.8); the dot itself is a pseudo-element. */
export const dotTarget = style({
  position: 'relative',
  width: 24,
  height: 24,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
});

export const dot = style([dotTarget, {
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
  '@media': { [media.forcedColors]: forcedDots('&::after') },
}]);

/** Hides an element in one band only (dots rendered before the layout mode is known). */
export const hiddenIn = styleVariants({
  mobile: { '@media': { [media.mobileOnly]: { display: 'none' } } },
  tablet: { '@media': { [media.tabletOnly]: { display: 'none' } } },
  desktop: { '@media': { [media.desktop]: { display: 'none' } } },
});
