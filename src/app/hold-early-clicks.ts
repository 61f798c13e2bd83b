/** Elements a click does something on. */
const ACTIONABLE = 'a[href], button, input, label, select, textarea, summary, [role="button"]';

/**
 * A click on prerendered markup before React has hydrated it does nothing (a link would even reload
 * the page). From the moment the entry script runs, such clicks are held; `replay` clicks their
 * targets again once the page is live. Sections hydrated later hold their own (section-when-seen).
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
  return {
    replay() {
      document.removeEventListener('click', hold, true);
      for (const target of held.splice(0)) target.click();
    },
  };
}
