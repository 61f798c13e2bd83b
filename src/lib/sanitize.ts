import type { DOMPurify } from 'dompurify';

/** HTML from content or the API may only use these (inline SVG icons included). */
const CONFIG = {
  USE_PROFILES: { html: true, svg: true, svgFilters: false },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

// DOMPurify is loaded when a page first needs it, not with the page's code: its module makes a
// purifier as it loads, about 25 ms of main thread at 4× CPU, and a prerendered page hydrates its
// HTML without sanitising it again (html-content.tsx; issue 9).
let purifier: DOMPurify | null = null;
let loading: Promise<void> | null = null;

/** A settled promise React's `use` reads at once (a promise it has not seen before suspends once). */
function fulfilled(promise: Promise<void>): Promise<void> {
  return Object.assign(promise, { status: 'fulfilled', value: undefined });
}

/**
 * Loads DOMPurify once, for the browser's own window; resolves when `sanitizeHtml` can run. Always
 * the same promise, so a component can `use` it on every render that sanitises, loaded or not.
 */
export function loadSanitizer(): Promise<void> {
  if (!loading) {
    const started = import('dompurify').then(({ default: browserPurifier }) => {
      purifier ??= browserPurifier;
    });
    void started.then(() => fulfilled(started), () => {});
    loading = started;
  }
  return loading;
}

/** False until `loadSanitizer` (or, in the prerender, `setPurifierWindow`) has finished. */
export function sanitizerReady(): boolean {
  return purifier !== null;
}

/** The prerender has no DOM of its own: it hands one in (jsdom) so server and client sanitise alike. */
export async function setPurifierWindow(win: Window & typeof globalThis): Promise<void> {
  const { default: createPurifier } = await import('dompurify');
  purifier = createPurifier(win);
  loading = fulfilled(Promise.resolve());
}

/** Removes scripts, event handlers and anything outside the allow-list; same output on server and client. */
export function sanitizeHtml(html: string): string {
  if (!purifier) throw new Error('sanitizeHtml runs once loadSanitizer() or setPurifierWindow() has finished');
  return purifier.sanitize(html, CONFIG) as string;
}
