let hydrating = false;

/**
 * Called by the browser entry when it hydrates a prerendered page: the HTML in that page was
 * sanitised by the prerender, so HtmlContent may keep it while hydrating. Not called by the
 * prerender or by tests that render on their own, which sanitise every time.
 */
export function markHydratingPrerenderedPage(): void {
  hydrating = true;
}

export function hydratingPrerenderedPage(): boolean {
  return hydrating;
}
