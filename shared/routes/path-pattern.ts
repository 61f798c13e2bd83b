/**
 * The two things every page does with a route pattern (`/destinations/:slug`): fill it, and tell
 * whether a path fits it. React Router has both, but its module of path helpers is 7 KiB gzip the
 * landing page would load for them (issue 9); the site's patterns are plain segments and `:params`.
 */

/** What React Router's encoding leaves readable in a path segment (RFC 3986 allows them). */
const READABLE = /%(?:24|26|2B|2C|3A|3B|3D|40)/g;

/** A param value as one path segment: `/`, `?`, `#`, `%`, spaces and non-ASCII are escaped. */
export const encodePathParam = (value: string) => encodeURIComponent(value).replace(READABLE, (escaped) => decodeURIComponent(escaped));

/** `/destinations/:slug` with `{ slug: 'bali' }` is `/destinations/bali`. */
export function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:([\w-]+)/g, (_, name: string) => {
    const value = params[name];
    if (value == null) throw new Error(`${pattern}: missing ":${name}" param`);
    return encodePathParam(value);
  });
}

/** Whether `path` is a page of `pattern` (case-insensitive; one trailing slash is the same page). */
export function fitsPattern(pattern: string, path: string): boolean {
  const segments = pattern.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${segments.join('/')}/*$`, 'i').test(path);
}
