/**
 * A destination page's sections below a phone's first screen, in one chunk that loads when the
 * first of them nears the screen (destination-view.tsx): eight sections, about 420 of the page's
 * 600 elements, that hydration no longer walks before the traveller scrolls (issue 9).
 */
export { KnowBefore } from './know-before.tsx';
export { ItineraryScroller } from './itinerary-scroller.tsx';
export { Attractions } from './attractions.tsx';
export { OrbitDiscover } from './orbit-discover.tsx';
export { DestinationAbout } from './destination-about.tsx';
export { DestinationChooser } from './destination-chooser.tsx';
export { Testimonials } from '../../../components/testimonials/testimonials.tsx';
export { Faq } from '../../../components/faq/faq.tsx';
