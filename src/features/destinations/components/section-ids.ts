import { anchors } from '../../../../shared/config/paths.ts';

/**
 * The anchor ids of a destination page's sections below its first screen. Each section renders its
 * id, and destination-view.tsx watches them in the prerendered page to load and hydrate a section
 * only when it nears the screen, so the ids live apart from the sections' code.
 */
export const destinationSectionIds = {
  knowBefore: 'know-before',
  itineraries: anchors.itineraries,
  attractions: 'attractions',
  discover: 'discover',
  about: anchors.about,
  testimonials: 'testimonials',
  faq: anchors.faq,
  moreDestinations: 'more-destinations',
} as const;
