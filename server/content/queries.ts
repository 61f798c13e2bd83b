import { DESTINATION_SLUGS, THEME_SLUGS } from '../../shared/config/constants.ts';
import { categoriesOf, themeSlugOf } from '../../shared/content/theme-slug.ts';
import type { DestinationBlogs, DestinationPage, Itinerary } from '../../shared/schemas/index.ts';
import type { Content } from '../../shared/content/load-content.ts';

const isDestination = (slug: string) => (DESTINATION_SLUGS as readonly string[]).includes(slug);
const isTheme = (slug: string) => (THEME_SLUGS as readonly string[]).includes(slug);

/** The read side of the API: answers built from validated content. */
export function createContentQueries(content: Content) {
  return {
    /** The agency's details (brand name, e-mail, numbers), after the SITE_* overrides. */
    site: content.site,

    /** spec §7: the page with each Page3 card's `_id` merged from the itinerary of the same name. */
    destinationPage(slug: string): DestinationPage | undefined {
      const page = content.destinationPages.get(slug.toLowerCase());
      if (!page) return undefined;
      const ids = new Map(content.itineraries.filter((it) => it.destination === page.pageIdentifier).map((it) => [it.name, it._id]));
      return {
        ...page,
        Page3: { ...page.Page3, cards: page.Page3.cards.map((card) => ({ ...card, _id: ids.get(card.cardText) ?? card._id })) },
      };
    },

    /** A destination's itineraries, or a theme's across all destinations; undefined for neither. */
    itineraries(slugOrTheme: string): Itinerary[] | undefined {
      const slug = slugOrTheme.toLowerCase();
      if (isDestination(slug)) return content.itineraries.filter((it) => it.destination === slug);
      if (isTheme(slug)) return content.itineraries.filter((it) => categoriesOf(it.category).some((c) => themeSlugOf(c) === slug));
      return undefined;
    },

    itinerary(id: string): Itinerary | undefined {
      return content.itineraries.find((it) => it._id === id);
    },

    /** spec §7: the newest blog is `latest`, the others `recent`, newest first. */
    destinationBlogs(slug: string): DestinationBlogs | undefined {
      const destination = slug.toLowerCase();
      if (!isDestination(destination)) return undefined;
      const blogs = content.blogs
        .filter((b) => b.destination === destination)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return { latest: blogs[0] ?? null, recent: blogs.slice(1) };
    },

    blog(id: string) {
      return content.blogs.find((b) => b._id === id);
    },

    /** Every slug and id the read API answers for (content-responses.ts compresses them all ahead). */
    keys() {
      return { destinations: DESTINATION_SLUGS, themes: THEME_SLUGS, itineraries: content.itineraries.map((it) => it._id), blogs: content.blogs.map((b) => b._id) };
    },
  };
}
export type ContentQueries = ReturnType<typeof createContentQueries>;
