/**
 * The <head> tags of a prerendered page: title and description (unique per page), the canonical URL
 * and og:url on the public origin (SITE_URL), Open Graph and Twitter card tags with the page's
 * 1200×630 preview picture, and its JSON-LD.
 */
import type { Thing } from 'schema-dts';
import type { SeoData } from '../../../src/components/seo/seo.tsx';
import { SOCIAL_CARD } from './social-cards.ts';

export const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside <script>: `<` escaped so no string in it can close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export interface HeadInput {
  seo: SeoData;
  /** The page's own path (`/home`); its canonical is `seo.canonicalPath` when set. */
  path: string;
  /** Public origin, e.g. `https://www.example.com`. */
  siteUrl: string;
  /** `<title>`: the page title with the brand (seo.tsx's fullTitle). */
  title: string;
  siteName: string;
  /** Site-relative URL of the preview picture and what it shows. */
  image: { url: string; alt: string };
  /** Open Graph type: `article` for guides and posts. */
  type: 'website' | 'article';
  /** JSON-LD graph nodes for the page (omitted when empty). */
  structuredData?: readonly Thing[];
  /** A not-found page answers many URLs, so it names no canonical. */
  canonical?: boolean;
}

export function headTags(input: HeadInput): string[] {
  const { seo, siteUrl, title, image } = input;
  const absolute = (path: string) => new URL(path, siteUrl).href;
  const url = absolute(seo.canonicalPath ?? input.path);
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;
  const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const tags = [`<title>${escapeHtml(title)}</title>`, named('description', seo.description)];
  if (input.canonical !== false) tags.push(`<link rel="canonical" href="${escapeHtml(url)}">`, property('og:url', url));
  if (seo.noindex || seo.notFound) tags.push(named('robots', 'noindex'));
  tags.push(
    property('og:type', input.type),
    property('og:site_name', input.siteName),
    property('og:title', title),
    property('og:description', seo.description),
    property('og:image', absolute(image.url)),
    property('og:image:type', 'image/jpeg'),
    property('og:image:width', String(SOCIAL_CARD.width)),
    property('og:image:height', String(SOCIAL_CARD.height)),
    property('og:locale', 'en_IN'),
  );
  if (image.alt) tags.push(property('og:image:alt', image.alt));
  tags.push(named('twitter:card', 'summary_large_image'), named('twitter:title', title), named('twitter:description', seo.description), named('twitter:image', absolute(image.url)));
  if (image.alt) tags.push(named('twitter:image:alt', image.alt));
  if (input.structuredData?.length) {
    const graph = { '@context': 'https://schema.org', '@graph': input.structuredData };
    tags.push(`<script type="application/ld+json">${scriptJson(graph)}</script>`);
  }
  return tags;
}
