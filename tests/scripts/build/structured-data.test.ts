import { loadContent } from '../../../shared/content/load-content.ts';
import { pageOfUrl } from '../../../scripts/build/page-meta/page-of-url.ts';
import { pageLinks } from '../../../scripts/build/structured-data/page-links.ts';
import { pageStructuredData } from '../../../scripts/build/structured-data/page-structured-data.ts';

const content = loadContent();
const SITE = 'https://www.example.com';
const links = pageLinks(SITE);

/** The JSON-LD nodes of `path` as plain JSON (what a crawler parses), by @type. */
function nodesOf(path: string, title: string) {
  const nodes = JSON.parse(JSON.stringify(pageStructuredData({ page: pageOfUrl(path)!, path, title, content, links }))) as Array<Record<string, any>>;
  // Loosely typed on purpose: the test reads the JSON a crawler gets, property by property.
  return Object.fromEntries(nodes.map((node) => [node['@type'] as string, node])) as Record<string, any>;
}

describe('JSON-LD of each page type', () => {
  it('home: the TravelAgency with the contact details of content/site.json, and the home FAQs', () => {
    const { TravelAgency: agency, FAQPage: faq, BreadcrumbList } = nodesOf('/', content.site.brandName);
    const { site } = content;
    expect(agency).toMatchObject({ '@id': `${SITE}/#agency`, name: site.brandName, url: `${SITE}/`, email: site.email, telephone: `+${site.whatsappBusinessNumbers[0]!.number}` });
    expect(agency.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: site.address.lines.join(', '),
      addressLocality: site.address.city,
      postalCode: site.address.postcode,
      addressCountry: site.address.country,
    });
    expect(agency.contactPoint.map((point: { telephone: string }) => point.telephone)).toEqual(site.whatsappBusinessNumbers.map((p) => `+${p.number}`));
    expect(agency.sameAs).toEqual(site.socials.map((s) => s.url));
    expect(faq.mainEntity).toHaveLength(content.home.faqs.length);
    expect(faq.mainEntity[0]).toEqual({ '@type': 'Question', name: content.home.faqs[0]!.question, acceptedAnswer: { '@type': 'Answer', text: content.home.faqs[0]!.answer } });
    expect(BreadcrumbList).toBeUndefined();
  });

  it('destination: TouristDestination with its places, its FAQs and the trail Home › All Destinations › it', () => {
    const bali = content.destinationPages.get('bali')!;
    const { TouristDestination: place, FAQPage: faq, BreadcrumbList: trail } = nodesOf('/destinations/bali', bali.name);
    expect(place).toMatchObject({ name: bali.name, description: bali.Page1.description, url: `${SITE}/destinations/bali`, image: `${SITE}/social/${bali.Page1.backgroundImageUrl}.jpg` });
    expect(place.includesAttraction.map((a: { name: string }) => a.name)).toEqual(bali.PlacesToExplore.map((p) => p.name));
    expect(faq.mainEntity.map((q: { name: string }) => q.name)).toEqual(bali.Page7.FAQS.map((q) => q.question));
    expect(trail.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
      { '@type': 'ListItem', position: 2, name: 'All Destinations', item: `${SITE}/destinations` },
      { '@type': 'ListItem', position: 3, name: bali.name, item: `${SITE}/destinations/bali` },
    ]);
  });

  it('itinerary: TouristTrip with an Offer in INR at its price and every day in order', () => {
    const trip = content.itineraries.find((it) => it.days >= 10) ?? content.itineraries[0]!;
    const { TouristTrip: node, BreadcrumbList: trail } = nodesOf(`/itinerary/${trip._id}`, trip.name);
    expect(node).toMatchObject({ name: trip.name, description: trip.description, url: `${SITE}/itinerary/${trip._id}`, provider: { '@id': `${SITE}/#agency` } });
    expect(node.offers).toMatchObject({ '@type': 'Offer', price: trip.price, priceCurrency: 'INR', url: `${SITE}/itinerary/${trip._id}` });
    expect(node.itinerary.numberOfItems).toBe(trip.days);
    expect(node.itinerary.itemListElement.map((day: { position: number; name: string }) => [day.position, day.name])).toEqual(
      Array.from({ length: trip.days }, (_, i) => [i + 1, `Day ${i + 1}: ${trip.daywise[`day${i + 1}`]!.title}`]),
    );
    expect(trail.itemListElement.at(-1)).toEqual({ '@type': 'ListItem', position: 5, name: trip.name, item: `${SITE}/itinerary/${trip._id}` });
    expect(trail.itemListElement[3].item).toBe(`${SITE}/itineraries/${trip.destination}`);
  });

  it('guide: an Article by the agency; blog post: a BlogPosting with its posting date', () => {
    const guide = [...content.guides.values()][0]!;
    const { Article: article, BreadcrumbList: guideTrail } = nodesOf(`/destinations/${guide.slug}/deep-dive`, 'A Deep Dive');
    expect(article).toMatchObject({ headline: 'A Deep Dive', description: guide.summary, image: `${SITE}/social/${guide.heroImage}.jpg`, author: { '@id': `${SITE}/#agency` }, publisher: { '@id': `${SITE}/#agency` } });
    expect(guideTrail.itemListElement).toHaveLength(4);
    const blog = content.blogs[0]!;
    const { BlogPosting: post } = nodesOf(`/blog/${blog._id}`, blog.title);
    expect(post).toMatchObject({ headline: blog.title, description: blog.excerpt, datePublished: blog.createdAt, url: `${SITE}/blog/${blog._id}` });
    const homeBlog = content.homeBlogs[0]!;
    expect(nodesOf(`/home-blog/${homeBlog.slug}`, homeBlog.title).BlogPosting).toMatchObject({ headline: homeBlog.title, image: `${SITE}/social/${homeBlog.blogImage}.jpg` });
  });

  it('every other page below home: only its breadcrumb trail', () => {
    expect(nodesOf('/enquire', 'Enquire')).toEqual({
      BreadcrumbList: {
        '@type': 'BreadcrumbList',
        itemListElement: [
          { '@type': 'ListItem', position: 1, name: 'Home', item: `${SITE}/` },
          { '@type': 'ListItem', position: 2, name: 'Enquire', item: `${SITE}/enquire` },
        ],
      },
    });
  });
});
