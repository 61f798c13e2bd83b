// Numbers owned by the home destination carousel (destination-carousel.tsx and its styles).

/** spec §4: cards visible in the home destination carousel, by layout (widths from BREAKPOINTS). */
export const HOME_CAROUSEL_VISIBLE = { mobile: 1, tablet: 2, desktop: 3 } as const;
