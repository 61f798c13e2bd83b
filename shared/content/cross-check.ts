import { isContentUrl } from '../routes/route-lists.ts';
import type { Content } from './load-content.ts';

/** Keys whose string values (or string arrays) are image ids. */
const IMAGE_KEYS = new Set([
  'imgSrc', 'image', 'images', 'blogImage', 'backgroundImageUrl', 'mainImage', 'frontImage', 'backgroundUrl',
  'imageUrl', 'mainImageUrl', 'profileImageUrl', 'img', 'heroImage', 'logo',
]);

function collectImageRefs(value: unknown, out: Set<string>, key = ''): void {
  if (typeof value === 'string') {
    if (IMAGE_KEYS.has(key)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) collectImageRefs(item, out, key);
  } else if (value instanceof Map) {
    for (const item of value.values()) collectImageRefs(item, out);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) if (k !== 'imageCatalog') collectImageRefs(v, out, k);
  }
}

/** Every image id the content refers to. */
export function imageRefsOf(content: Content): Set<string> {
  const refs = new Set<string>();
  collectImageRefs(content, refs);
  return refs;
}

function internalLinksOf(html: string): string[] {
  return [...html.matchAll(/href="(\/[^"]*)"/g)].map((m) => m[1]!);
}

function duplicates(values: string[]): string[] {
  return [...new Set(values.filter((v, i) => values.indexOf(v) !== i))];
}

/** Problems between files that no single schema can see; empty when the content hangs together. */
export function crossCheckContent(content: Content): string[] {
  const problems: string[] = [];
  for (const id of duplicates(content.itineraries.map((it) => it._id))) problems.push(`itinerary _id "${id}" is used twice`);
  for (const id of duplicates(content.blogs.map((b) => b._id))) problems.push(`blog _id "${id}" is used twice`);

  for (const it of content.itineraries) {
    if (!content.destinationPages.has(it.destination)) problems.push(`itinerary ${it._id}: destination "${it.destination}" has no page`);
  }
  for (const page of content.destinationPages.values()) {
    const names = new Set(content.itineraries.filter((it) => it.destination === page.pageIdentifier).map((it) => it.name));
    for (const card of page.Page3.cards) {
      if (!names.has(card.cardText)) {
        problems.push(`destination-pages/${page.pageIdentifier}.json: Page3 card "${card.cardText}" matches no itinerary name`);
      }
    }
  }

  const links: Array<[string, string]> = [];
  for (const group of content.home.directory) for (const link of group.links) links.push(['home.json directory', link.href]);
  for (const blog of content.blogs) for (const href of internalLinksOf(blog.content)) links.push([`blogs ${blog._id}`, href]);
  for (const blog of content.homeBlogs) for (const href of internalLinksOf(blog.content)) links.push([`home-blogs ${blog.slug}`, href]);
  for (const [where, href] of links) if (!isContentUrl(href, content)) problems.push(`${where}: link ${href} resolves to no page`);

  for (const ref of imageRefsOf(content)) {
    if (!(ref in content.imageCatalog)) problems.push(`image "${ref}" has no entry in content/images/catalog/`);
  }
  return problems;
}
