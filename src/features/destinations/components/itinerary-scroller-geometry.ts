// Numbers owned by the itinerary scroller (itinerary-scroller.tsx, its styles and its hook).

/** spec §9: itinerary scroller on the destination page. */
export const ITINERARY_SCROLLER = {
  desktop: { minWidth: 1024, step: 304, visible: 3 },
  compact: { step: 272, visible: 1 },
} as const;
