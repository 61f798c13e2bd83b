// Numbers owned by the destination chooser (destination-chooser.tsx and its styles).

/** spec §9: destination chooser. */
export const CHOOSER = {
  designWidth: 1300,
  scaleFactor: 0.95,
  hoverGrowPx: 30,
  breakpoint: 1024,
  mobileColumns: 2,
  pageLayoutWidth: 1512,
} as const;
