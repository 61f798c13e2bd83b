/** spec §2 destination page: the sections the page composes itself, top to bottom (blogs and footer follow). */
export const DESTINATION_SECTIONS = [
  '[data-section="hero"]',
  '#overview',
  '#know-before',
  '#itineraries',
  '#attractions',
  '#discover',
  '#about-us',
  '#testimonials',
  '#faq',
  '#more-destinations',
];
