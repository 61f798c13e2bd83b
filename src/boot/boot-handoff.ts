/**
 * What the boot script (boot.ts) hands the app's entry (main.tsx): the clicks on buttons it held
 * while the code was on its way (taking them stops the boot script's holding), and when it has
 * asked for every module of the page.
 */
export interface BootHandoff {
  takeHeldClicks(): HTMLElement[];
  /**
   * Resolves once every module of the page is asked for. The entry loads its route after this:
   * Vite's loader adds a preload link for each of the route's modules not yet in the page, and
   * racing the boot script it added a score of them in one long task (issue 9).
   */
  codeRequested: Promise<void>;
}

declare global {
  interface Window {
    __taleweaveBoot?: BootHandoff;
  }
}

/** Clicks the boot script holds: buttons do nothing before hydration, while links still navigate. */
export const HELD_BY_BOOT = 'button, [role="button"]';

/**
 * The `<template>` in a prerendered page's head holding links no first screen needs (the favicon,
 * the web app manifest): inert there, the boot script puts them in the head once the first screen
 * has painted (scripts/build/code-after-first-paint.ts).
 */
export const AFTER_FIRST_PAINT_ID = 'after-first-paint';

/**
 * Holds a picture back until the first screen has painted (ResponsiveImage's `afterFirstPaint`): the
 * prerender writes it inside a `<noscript>` with the data attribute of this key (`data-held`), text
 * to a browser running scripts, and the boot script puts the picture in its place at the moment it
 * asks for the code.
 */
export const HELD_PICTURE_KEY = 'held';

/**
 * Set on <html> by the boot script once the first screen has painted, for what may wait until then
 * in the stylesheet (the date field's calendar icon: enquiry-form.css.ts).
 */
export const FIRST_SCREEN_PAINTED = 'data-first-screen-painted';
