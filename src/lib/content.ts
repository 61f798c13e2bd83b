/**
 * The agency's built-in content for the client bundle. The build validates every file against its
 * schema (scripts/build.ts → loadContent) before bundling, so these casts only name checked shapes.
 * `site` comes from src/generated/ because the build applies the SITE_* environment overrides.
 */
import siteJson from '../generated/site.json';
import homeJson from '../../content/home.json';
import cardsJson from '../../content/destination-cards.json';
import desiresJson from '../../content/desires.json';
import chooserJson from '../../content/chooser.json';
import testimonialsJson from '../../content/testimonials.json';
import homeBlogTeasersJson from '../generated/home-blog-teasers.json';
import type {
  ChooserTile,
  Desire,
  DestinationCard,
  Guide,
  Home,
  HomeBlog,
  Policy,
  Site,
  Testimonial,
} from '../../shared/schemas/index.ts';

export const site = siteJson as Site;
export const home = homeJson as Home;
export const destinationCards = cardsJson as DestinationCard[];
export const desires = desiresJson as Desire[];
export const chooserTiles = chooserJson as ChooserTile[];
export const testimonials = testimonialsJson as Testimonial[];
/** The four built-in blogs without their bodies (the home page's teasers). */
export type HomeBlogTeaser = Omit<HomeBlog, 'content'>;
export const homeBlogTeasers = homeBlogTeasersJson as HomeBlogTeaser[];

/** A built-in blog with its body, in a chunk of its own; null for an unknown slug. */
export async function loadHomeBlog(slug: string): Promise<HomeBlog | null> {
  const { default: blogs } = await import('../../content/home-blogs.json');
  return (blogs as HomeBlog[]).find((blog) => blog.slug === slug) ?? null;
}

// One chunk per guide and policy: a guide is only downloaded (and precached) as a file of its own.
const guideModules = import.meta.glob<{ default: Guide }>('../../content/guides/*.json');
const policyModules = import.meta.glob<{ default: Policy }>('../../content/policies/*.json');

/** The deep-dive guide for `slug`, or null when that destination has none. */
export async function loadGuide(slug: string): Promise<Guide | null> {
  const load = guideModules[`../../content/guides/${slug}.json`];
  return load ? (await load()).default : null;
}

/** The policy page for `slug`, or null. */
export async function loadPolicy(slug: string): Promise<Policy | null> {
  const load = policyModules[`../../content/policies/${slug}.json`];
  return load ? (await load()).default : null;
}

/** Display name of a destination slug ('andaman' → 'Andaman and Nicobar Islands'). */
export function destinationName(slug: string): string | undefined {
  return destinationCards.find((card) => card.slug === slug)?.cardText;
}
