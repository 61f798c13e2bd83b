import { paths } from '../config/paths.ts';

/** What a search result is; the order is the order of the labels in the results. */
export const SEARCH_KINDS = ['destination', 'itinerary', 'guide', 'blog', 'policy'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/**
 * A search document's id says where it leads, so the index stores no URLs:
 * `destination:dubai`, `itinerary:<_id>`, `guide:dubai#history`, `blog:<_id>`,
 * `home-blog:<slug>`, `policy:privacy-policy` and `policy:privacy-policy#cookies`.
 */
export const searchIds = {
  destination: (slug: string) => `destination:${slug}`,
  itinerary: (id: string) => `itinerary:${id}`,
  guideSection: (slug: string, sectionId: string) => `guide:${slug}#${sectionId}`,
  blog: (blogId: string) => `blog:${blogId}`,
  homeBlog: (slug: string) => `home-blog:${slug}`,
  policy: (slug: string, sectionId?: string) => `policy:${slug}${sectionId ? `#${sectionId}` : ''}`,
} as const;

const PREFIX_KIND: Record<string, SearchKind> = {
  destination: 'destination',
  itinerary: 'itinerary',
  guide: 'guide',
  blog: 'blog',
  'home-blog': 'blog',
  policy: 'policy',
};

/** Splits `prefix:key#section` (`guide:bali#shopping`); null when the prefix is not one of ours. */
export function parseSearchId(id: string): { prefix: string; key: string; section?: string } | null {
  const match = /^([a-z-]+):([a-z0-9-]+)(?:#([a-z0-9-]+))?$/.exec(id);
  if (!match || !(match[1]! in PREFIX_KIND)) return null;
  return { prefix: match[1]!, key: match[2]!, section: match[3] };
}

/** The kind of result a search id names. */
export function searchKindOf(id: string): SearchKind | null {
  const parsed = parseSearchId(id);
  return parsed ? PREFIX_KIND[parsed.prefix]! : null;
}

/** The page (and section anchor) a search result opens; null for an id no builder made. */
export function searchResultUrl(id: string): string | null {
  const parsed = parseSearchId(id);
  if (!parsed) return null;
  const { prefix, key, section } = parsed;
  const hash = section ? `#${section}` : '';
  switch (prefix) {
    case 'destination':
      return paths.destination.href(key);
    case 'itinerary':
      return paths.itinerary.href(key);
    case 'guide':
      return paths.deepDive.href(key) + hash;
    case 'blog':
      return paths.blog.href(key);
    case 'home-blog':
      return paths.homeBlog.href(key);
    default:
      return `/${key}${hash}`;
  }
}
