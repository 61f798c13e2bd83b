/**
 * Facts fixed by the spec (`../shared/spec/site-spec.md`) that more than one part of the site uses
 * (server, build, browser, several components), each with one home. Numbers only one component
 * uses (a carousel's visible cards, the chooser's design width) live beside that component.
 */

/** spec §2: destination slugs, in the order of the home carousel. */
export const DESTINATION_SLUGS = [
  'dubai',
  'maldives',
  'thailand',
  'australia',
  'bali',
  'europe',
  'mauritius',
  'andaman',
] as const;
export type DestinationSlug = (typeof DESTINATION_SLUGS)[number];

/** spec §2: themes accepted by /itineraries/{slug}. */
export const THEME_SLUGS = ['honeymoon', 'family', 'culture', 'backpacker', 'adventure', 'wellness'] as const;
export type ThemeSlug = (typeof THEME_SLUGS)[number];

/** spec §2: deep dives exist only for these six destinations. */
export const DEEP_DIVE_SLUGS = ['dubai', 'thailand', 'bali', 'mauritius', 'maldives', 'andaman'] as const;
export type DeepDiveSlug = (typeof DEEP_DIVE_SLUGS)[number];

/** spec §2: slugs of the four built-in home blogs. */
export const HOME_BLOG_SLUGS = [
  'why-i-chose-a-women-led-travel-company',
  'bali-solo-luxury-experience',
  'dream-honeymoon-in-europe',
  'dubai-stress-free',
] as const;

/** spec §2: the four static policy pages. */
export const POLICY_SLUGS = [
  'terms-and-conditions',
  'privacy-policy',
  'shipping-policy',
  'cancellation-policy',
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

/** spec §9: list-filter category options, spelt as the spec shows them. */
export const CATEGORY_OPTIONS = ['Honeymoon', 'Family', 'Culture & Art', 'BackPacker', 'Adventure', 'Wellness'] as const;

/** spec §9 counts. */
export const COUNTS = {
  destinationCards: 8,
  desireCards: 6,
  desireVisible: 3,
  faqItems: 6,
  testimonials: 5,
  homeBlogs: 4,
  chooserDestinations: 7,
  deepDives: 6,
} as const;

/** spec §9: layout breakpoints (px). */
export const BREAKPOINTS = { tablet: 768, desktop: 1024 } as const;

/** spec §9: hero "Top Destinations" carousel geometry per layout. */
export const HERO_CAROUSEL = {
  desktop: { minWidth: 1024, cardWidth: 174, gap: 24, visible: 3 },
  tablet: { minWidth: 768, cardWidth: 164, gap: 20, visible: 2 },
  mobile: { minWidth: 0, cardWidth: 154, gap: 16, visible: 2 },
  cardHeight: 200,
  spring: { stiffness: 200, damping: 25 },
  dragElastic: 0.1,
  menuAnimationSeconds: 0.2,
} as const;

/** spec §4, §9: the enquiry redirects to WhatsApp this long after success. */
export const ENQUIRY_REDIRECT_DELAY_MS = 1000;
/** spec §4, §9: attractions rotate this often. */
export const ATTRACTION_ROTATION_MS = 2000;

/** spec §9: itinerary list filters. */
export const PRICE_SLIDER = { min: 0, max: 300000, step: 5000, default: 300000 } as const;
export const DURATION_OPTIONS = [
  { days: 3, nights: 2 },
  { days: 4, nights: 3 },
  { days: 5, nights: 4 },
  { days: 6, nights: 5 },
  { days: 7, nights: 6 },
  { days: 8, nights: 7 },
  { days: 9, nights: 8 },
  { days: 10, nights: 9 },
] as const;
export const RATING_OPTIONS = [5, 4, 3] as const;

/** Server-side bounds of the enquiry (foundation issue: bounded lengths, 16 KB body). */
export const ENQUIRY_LIMITS = {
  nameMax: 100,
  contactMax: 20,
  emailMax: 254,
  bodyLimitBytes: 16 * 1024,
} as const;

/**
 * The footer's © year. A constant rather than `new Date()` in render, so the prerendered HTML and the
 * first client render always agree (a page prerendered on 31 December would otherwise mismatch).
 */
export const COPYRIGHT_YEAR = 2026;

/** spec §4: the home FAQ opens with its first question expanded. */
export const HOME_FAQ_INITIAL_OPEN = 0;
