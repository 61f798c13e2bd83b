/**
 * Where the prerender writes a URL's page, relative to dist/: `/` → `index.html`, `/a/b/` →
 * `a/b/index.html`. Shared with the service worker, which looks pages up in its precache the same way.
 */
export function htmlFileOf(url: string): string {
  const path = url.replace(/^\/+|\/+$/g, '');
  return path ? `${path}/index.html` : 'index.html';
}
