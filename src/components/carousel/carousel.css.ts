import { createVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { HERO_CAROUSEL } from '../../../shared/config/constants.ts';
import { springEasing } from './spring-easing.ts';
import { sprinkles } from '../../styles/sprinkles.css.ts';

/**
 * A fluid carousel (cards sized by the window, not in px) sets these on an ancestor, per band:
 * how many cards show and the gap between them. One step is then (window + gap) / visible.
 */
export const fluidVars = { visible: createVar(), gap: createVar() };

/** The track's index, set inline on the track by `CarouselTrack`, for the fluid step's transform. */
export const trackIndex = createVar();


const spring = springEasing(HERO_CAROUSEL.spring);

/** The window onto the track; `clip` (unlike hidden) cannot be scrolled by focus moving inside it. */
export const viewport = style({
  overflow: 'hidden',
  '@supports': { '(overflow: clip)': { overflow: 'clip' } },
});

const trackBase = sprinkles({ display: 'flex', margin: 0, padding: 0, listStyle: 'none' });
const still = { '@media': { [media.reducedMotion]: { transition: 'none' } } } as const;

/** How the track moves to a new index: the spec's spring (hero), or the site's ease. */
export const track = styleVariants({
  spring: [
    trackBase,
    {
      transition: `transform ${spring.durationMs}ms ${vars.motion.ease}`,
      '@supports': { '(transition-timing-function: linear(0, 1))': { transitionTimingFunction: spring.easing } },
      ...still,
    },
  ],
  ease: [trackBase, { transition: `transform ${vars.motion.slow} ${vars.motion.ease}`, ...still }],
});

/** While a finger or mouse drags the track it follows the pointer without easing. */
export const dragging = style({ transition: 'none', cursor: 'grabbing' });

/** Lay-out for a fluid track and its slides (with `fluidVars` set on an ancestor). */
export const fluidTrack = style({ gap: fluidVars.gap });
export const fluidSlide = style({ flex: `0 0 calc((100% - (${fluidVars.visible} - 1) * ${fluidVars.gap}) / ${fluidVars.visible})` });
