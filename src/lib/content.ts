/**
 * The agency's built-in content for the client bundle, from the content modules
 * (scripts/build/content-modules.ts): content/ validated by the schemas when the bundle is built,
 * with the SITE_* environment overrides applied to `site`.
 */
import site from 'virtual:content/site';
import { chooserTiles, desires, destinationCards, home, homeBlogTeasers, testimonials } from 'virtual:content/home';
import guides from 'virtual:content/guides';
import policies from 'virtual:content/policies';
import type { Guide, HomeBlog, Policy } from '../../shared/schemas/index.ts';

export { site, home, destinationCards, desires, chooserTiles, testimonials, homeBlogTeasers };

/** The four built-in blogs without their bodies (the home page's teasers). */
export type HomeBlogTeaser = Omit<HomeBlog, 'content'>;

/** A built-in blog with its body, in a chunk of its own; null for an unknown slug. */
export async function loadHomeBlog(slug: string): Promise<HomeBlog | null> {
  const { default: blogs } = await import('virtual:content/home-blogs');
  return blogs.find((blog) => blog.slug === slug) ?? null;
}

/** Loads the entry `slug` of a table of lazily loaded chunks, or null when there is none. */
async function loadEntry<T>(table: Readonly<Record<string, () => Promise<{ default: T }>>>, slug: string): Promise<T | null> {
  return Object.hasOwn(table, slug) ? (await table[slug]!()).default : null;
}

/** The deep-dive guide for `slug` (a chunk of its own), or null when that destination has none. */
export function loadGuide(slug: string): Promise<Guide | null> {
  return loadEntry(guides, slug);
}

/** The policy page for `slug` (a chunk of its own), or null. */
export function loadPolicy(slug: string): Promise<Policy | null> {
  return loadEntry(policies, slug);
}

/** Display name of a destination slug ('andaman' → 'Andaman and Nicobar Islands'). */
export function destinationName(slug: string): string | undefined {
  return destinationCards.find((card) => card.slug === slug)?.cardText;
}
