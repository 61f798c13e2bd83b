import { keyframes, style } from '@vanilla-extract/css';
import { media } from './media.ts';
import { HERO_CAROUSEL } from '../../shared/config/constants.ts';

/**
 * The site's simple transitions as CSS (no animation engine on the page): an element fades (and may
 * slide) in when it mounts with `data-state="open"` and out while `usePresence` keeps it mounted with
 * `data-state="closing"`. Durations come from the component; reduced motion switches them off.
 */
const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const dropIn = keyframes({ from: { opacity: 0, transform: 'translateY(-12px)' } });
const dropOut = keyframes({ to: { opacity: 0, transform: 'translateY(-12px)' } });
const riseIn = keyframes({ from: { opacity: 0, transform: 'translateY(24px)' } });
const riseOut = keyframes({ to: { opacity: 0, transform: 'translateY(24px)' } });

function presence(enter: string, exit: string, ms: number) {
  return style({
    selectors: {
      '&[data-state="open"]': { animation: `${enter} ${ms}ms ease-out` },
      '&[data-state="closing"]': { animation: `${exit} ${ms}ms ease-in forwards`, pointerEvents: 'none' },
    },
    '@media': { [media.reducedMotion]: { animation: 'none' } },
  });
}

/** How long each exit plays, for `usePresence` (spec §9: the menu animates in 0.2 s). */
export const PRESENCE_MS = { menu: HERO_CAROUSEL.menuAnimationSeconds * 1000, overlay: 300 };

export const menuPresence = presence(dropIn, dropOut, PRESENCE_MS.menu);
export const overlayBackdropPresence = presence(fadeIn, fadeOut, PRESENCE_MS.overlay);
export const overlayDialogPresence = presence(riseIn, riseOut, PRESENCE_MS.overlay);

/** A keyed block that fades in when it replaces another (testimonials, the FAQ side panel). */
export const fadeInSlow = style({ animation: `${fadeIn} 350ms ease-out`, '@media': { [media.reducedMotion]: { animation: 'none' } } });
export const fadeInQuick = style({ animation: `${fadeIn} 250ms ease-out`, '@media': { [media.reducedMotion]: { animation: 'none' } } });
