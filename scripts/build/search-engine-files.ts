/**
 * robots.txt and sitemap.xml, derived from the route descriptions (shared/routes/site-routes.ts):
 * the sitemap lists every prerendered, indexable page the content gives a route; robots.txt keeps
 * crawlers out of the routes that are not indexable and of the API, and names the sitemap.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Content } from '../../shared/content/load-content.ts';
import type { RouteDescription } from '../../shared/routes/route-description.ts';
import { sitemapUrls } from '../../shared/routes/route-lists.ts';
import { SITE_ROUTES, siteRoutes } from '../../shared/routes/site-routes.ts';

export interface SitemapEntry {
  /** Site-relative URL, e.g. `/destinations/bali`. */
  url: string;
  /** W3C date (YYYY-MM-DD) the page last changed. */
  lastmod: string;
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The sitemap's pages. A blog post changes on the date it was posted; other pages are assembled
 * from several content files, so they change with the build (`buildDate`).
 */
export function sitemapEntries(content: Content, buildDate: Date, routes: readonly RouteDescription[] = SITE_ROUTES): SitemapEntry[] {
  const built = buildDate.toISOString().slice(0, 10);
  const posted = new Map(content.blogs.map((blog) => [siteRoutes.blog.href(blog._id), blog.createdAt.slice(0, 10)]));
  return sitemapUrls(content, routes).map((url) => ({ url, lastmod: posted.get(url) ?? built }));
}

/** The sitemap protocol's XML (sitemaps.org 0.9) with absolute URLs on `siteUrl`. */
export function sitemapXml(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries.map(
    ({ url, lastmod }) => `  <url>\n    <loc>${escapeXml(new URL(url, siteUrl).href)}</loc>\n    <lastmod>${lastmod}</lastmod>\n  </url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Paths crawlers are kept out of: the API and every route that is not indexable (but has pages). */
export function disallowedPaths(routes: readonly RouteDescription[] = SITE_ROUTES): string[] {
  const closed = routes.filter((route) => !route.indexable && route.pattern !== '*').map((route) => route.pattern.split('/:')[0]!);
  return ['/api/', ...new Set(closed)];
}

export function robotsTxt(siteUrl: string, routes: readonly RouteDescription[] = SITE_ROUTES): string {
  const disallow = disallowedPaths(routes).map((path) => `Disallow: ${path}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`, ''].join('\n');
}

/** Writes dist/robots.txt and dist/sitemap.xml; returns the number of pages in the sitemap. */
export function writeSearchEngineFiles({ distDir, content, siteUrl, buildDate }: { distDir: string; content: Content; siteUrl: string; buildDate: Date }) {
  const entries = sitemapEntries(content, buildDate);
  writeFileSync(join(distDir, 'sitemap.xml'), sitemapXml(entries, siteUrl));
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(siteUrl));
  return entries.length;
}
