import DOMPurify from 'dompurify';

type Purifier = ReturnType<typeof DOMPurify>;

/** HTML from content or the API may only use these (inline SVG icons included). */
const CONFIG = {
  USE_PROFILES: { html: true, svg: true, svgFilters: false },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
  FORBID_ATTR: ['style'],
};

let purifier: Purifier | null = typeof window !== 'undefined' ? DOMPurify(window) : null;

/** The prerender has no DOM of its own: it hands one in (jsdom) so server and client sanitise alike. */
export function setPurifierWindow(win: Parameters<typeof DOMPurify>[0]): void {
  purifier = DOMPurify(win);
}

/** Removes scripts, event handlers and anything outside the allow-list; same output on server and client. */
export function sanitizeHtml(html: string): string {
  if (!purifier) throw new Error('sanitizeHtml needs a DOM: call setPurifierWindow() first');
  return purifier.sanitize(html, CONFIG) as string;
}
