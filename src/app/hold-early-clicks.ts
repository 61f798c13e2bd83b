import { HELD_BY_BOOT } from '../boot/boot-handoff.ts';

/** Elements a click does something on. */
const ACTIONABLE = `a[href], ${HELD_BY_BOOT}, input, label, select, textarea, summary`;

/**
 * A click on prerendered markup before React has hydrated it does nothing (a link would even reload
 * the page). The boot script holds clicks on buttons until the code arrives; from the moment the
 * entry script runs, every such click is held, and `replay` clicks the targets again, the boot
 * script's first, once the page is live. Sections hydrated later hold their own (section-when-seen).
 */
export function holdEarlyClicks(): { replay(): void } {
  const held: HTMLElement[] = [];
  const hold = (event: MouseEvent) => {
    if (!(event.target instanceof HTMLElement) || !event.target.closest(ACTIONABLE)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push(event.target);
  };
  document.addEventListener('click', hold, true);
  held.push(...takeBootClicks());
  return {
    replay() {
      document.removeEventListener('click', hold, true);
      for (const target of held.splice(0)) target.click();
    },
  };
}

/** Stops the boot script's holding; its clicks are dropped where there is no prerendered page to replay them on. */
export function takeBootClicks(): HTMLElement[] {
  return window.__taleweaveBoot?.takeHeldClicks() ?? [];
}
