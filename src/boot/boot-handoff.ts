/**
 * What the boot script (boot.ts) hands the app's entry (main.tsx): the clicks on buttons it held
 * while the code was on its way. Taking them stops the boot script's holding.
 */
export interface BootHandoff {
  takeHeldClicks(): HTMLElement[];
}

declare global {
  interface Window {
    __taleweaveBoot?: BootHandoff;
  }
}

/** Clicks the boot script holds: buttons do nothing before hydration, while links still navigate. */
export const HELD_BY_BOOT = 'button, [role="button"]';
