import type { Content } from '../content/load-content.ts';
import { htmlToText } from './html-to-text.ts';
import { searchIds } from './search-ids.ts';
import { sectionText } from './section-text.ts';

/** One thing the site search can find: its id says where it leads (search-ids.ts). */
export interface SearchDocument {
  id: string;
  /** What the result is called: a destination, an itinerary, a guide section, a blog or policy title. */
  title: string;
  /** Where it belongs, shown under the title: 'Dubai · Deep-dive guide', 'Bali · 5 Days / 4 Nights'. */
  context: string;
  /** The words of the page or section, as the reader sees them. */
  text: string;
}

const join = (...parts: Array<string | undefined>) => parts.filter(Boolean).join(' ');

/** Every destination, itinerary, guide section, blog post (home and destination) and policy section. */
export function searchDocuments(content: Content): SearchDocument[] {
  const nameOf = (slug: string) => content.destinationPages.get(slug)?.name ?? content.destinationCards.find((c) => c.slug === slug)?.cardText ?? slug;
  const docs: SearchDocument[] = [];

  for (const card of content.destinationCards) {
    const page = content.destinationPages.get(card.slug);
    docs.push({
      id: searchIds.destination(card.slug),
      title: page?.name ?? card.cardText,
      context: `Destination · ${card.tagline}`,
      text: join(
        card.longDescription,
        ...card.highlights,
        page && htmlToText(page.Page1.headline),
        page?.Page1.description,
        page?.KnowBeforeTravel.description,
        ...(page?.KnowBeforeTravel.cards.map((c) => `${c.title}. ${c.text}`) ?? []),
      ),
    });
  }

  for (const it of content.itineraries) {
    const days = Object.entries(it.daywise)
      .sort(([a], [b]) => Number(a.slice(3)) - Number(b.slice(3)))
      .map(([, day]) => `${day.title}. ${day.description}`);
    docs.push({
      id: searchIds.itinerary(it._id),
      title: it.name,
      context: `${nameOf(it.destination)} itinerary · ${it.time} · ${it.category}`,
      text: join(it.description, ...it.highlights, ...days),
    });
  }

  for (const guide of content.guides.values()) {
    for (const section of guide.sections) {
      docs.push({
        id: searchIds.guideSection(guide.slug, section.id),
        title: section.title,
        context: `${nameOf(guide.slug)} · Deep-dive guide`,
        text: sectionText(section),
      });
    }
  }

  for (const blog of content.homeBlogs) {
    docs.push({ id: searchIds.homeBlog(blog.slug), title: blog.title, context: 'Blog', text: join(blog.excerpt, htmlToText(blog.content)) });
  }
  for (const blog of content.blogs) {
    docs.push({ id: searchIds.blog(blog._id), title: blog.title, context: `${nameOf(blog.destination)} · Blog`, text: join(blog.excerpt, htmlToText(blog.content)) });
  }

  for (const policy of content.policies.values()) {
    docs.push({ id: searchIds.policy(policy.slug), title: policy.title, context: 'Policy', text: policy.intro });
    for (const section of policy.sections) {
      docs.push({
        id: searchIds.policy(policy.slug, section.id),
        title: section.title,
        context: policy.title,
        text: sectionText(section),
      });
    }
  }
  return docs;
}
