import { loadContent } from '../../../shared/content/load-content.ts';
import { isContentUrl } from '../../../shared/routes/route-lists.ts';
import { searchDocuments } from '../../../shared/search/search-documents.ts';
import { searchKindOf, searchResultUrl } from '../../../shared/search/search-ids.ts';

const content = loadContent();
const docs = searchDocuments(content);
const byId = new Map(docs.map((doc) => [doc.id, doc]));

describe('search documents: what the site search indexes', () => {
  it('indexes every destination, itinerary, guide section, blog post (home and destination) and policy section once', () => {
    const guideSections = [...content.guides.values()].reduce((sum, guide) => sum + guide.sections.length, 0);
    const policyDocs = [...content.policies.values()].reduce((sum, policy) => sum + 1 + policy.sections.length, 0);
    const count = (kind: string) => docs.filter((doc) => searchKindOf(doc.id) === kind).length;
    expect(count('destination')).toBe(content.destinationCards.length);
    expect(count('itinerary')).toBe(content.itineraries.length);
    expect(count('guide')).toBe(guideSections);
    expect(count('blog')).toBe(content.blogs.length + content.homeBlogs.length);
    expect(count('policy')).toBe(policyDocs);
    expect(byId.size).toBe(docs.length);
  });

  it('opens each result on a page the site has, a guide section at its anchor', () => {
    for (const doc of docs) {
      const url = searchResultUrl(doc.id);
      expect(url, doc.id).not.toBeNull();
      expect(isContentUrl(url!, content), `${doc.id} → ${url}`).toBe(true);
    }
    const bali = content.guides.get('bali')!;
    for (const section of bali.sections) {
      expect(searchResultUrl(`guide:bali#${section.id}`)).toBe(`/destinations/bali/deep-dive#${section.id}`);
      expect(byId.get(`guide:bali#${section.id}`)?.title).toBe(section.title);
    }
  });

  it('keeps a guide section’s words, bullet points included, and names its guide', () => {
    const guide = content.guides.get('dubai')!;
    const section = guide.sections.find((s) => s.bulletPoints?.length) ?? guide.sections[0]!;
    const doc = byId.get(`guide:dubai#${section.id}`)!;
    expect(doc.context).toBe('Dubai · Deep-dive guide');
    expect(doc.text).toContain(section.content.split('\n')[0]!.trim());
    for (const point of section.bulletPoints ?? []) expect(doc.text).toContain(point);
  });

  it('indexes an itinerary by its name, days and destination', () => {
    const itinerary = content.itineraries[0]!;
    const doc = byId.get(`itinerary:${itinerary._id}`)!;
    expect(doc.title).toBe(itinerary.name);
    expect(doc.context).toContain(itinerary.time);
    expect(doc.text).toContain(itinerary.daywise.day1!.title);
    expect(doc.text).toContain(itinerary.highlights[0]);
  });

  it('indexes blog bodies as words, without their HTML', () => {
    for (const doc of docs.filter((d) => searchKindOf(d.id) === 'blog')) {
      expect(doc.text, doc.id).not.toMatch(/<\/?[a-z][^>]*>/i);
      expect(doc.text, doc.id).not.toMatch(/&[a-z]+;/);
    }
    const homeBlog = content.homeBlogs[0]!;
    expect(byId.get(`home-blog:${homeBlog.slug}`)?.title).toBe(homeBlog.title);
  });
});
