/**
 * The JSON-LD nodes of one prerendered page, by the route it belongs to (schema-dts types): the
 * agency and its FAQs on the home pages; a destination with its FAQs; a trip with its offer and days;
 * an article for a guide or a post; and a breadcrumb trail on every page below home. Only what the
 * page shows, and nothing for pages kept out of search engines (noindex).
 */
import type { Thing } from 'schema-dts';
import type { Content } from '../../../shared/content/load-content.ts';
import { siteRoutes } from '../../../shared/routes/site-routes.ts';
import type { PageOfUrl } from '../page-meta/page-of-url.ts';
import { travelAgency } from './agency.ts';
import { faqPage } from './faq.ts';
import { breadcrumbList, type Crumb } from './breadcrumbs.ts';
import { touristDestination } from './destination.ts';
import { touristTrip } from './trip.ts';
import { blogPosting, guideArticle } from './articles.ts';
import type { PageLinks } from './page-links.ts';

export interface StructuredDataInput {
  page: PageOfUrl;
  /** The page's path and its title without the brand (the last breadcrumb). */
  path: string;
  title: string;
  content: Content;
  links: PageLinks;
}

export function pageStructuredData({ page, path, title, content, links }: StructuredDataInput): Thing[] {
  const { routeId, params } = page;
  const url = links.absolute(path);
  const home: Crumb = { name: 'Home', path: siteRoutes.landing.href() };
  const destinations: Crumb = { name: 'All Destinations', path: siteRoutes.destinations.href() };
  const destinationCrumbs = (slug: string): Crumb[] => {
    const destination = content.destinationPages.get(slug);
    return destination ? [destinations, { name: destination.name, path: siteRoutes.destination.href(slug) }] : [];
  };
  const trail = (...parents: Crumb[]) => breadcrumbList([home, ...parents, { name: title, path }], links);

  switch (routeId) {
    case siteRoutes.landing.id:
    case siteRoutes.home.id:
      return [travelAgency(content, links), faqPage(content.home.faqs, links.absolute(siteRoutes.landing.href()))];
    case siteRoutes.destinations.id:
      return [breadcrumbList([home, destinations], links)];
    case siteRoutes.destination.id: {
      const destination = content.destinationPages.get(params.slug!)!;
      return [touristDestination(destination, url, links), faqPage(destination.Page7.FAQS, url), breadcrumbList([home, ...destinationCrumbs(params.slug!)], links)];
    }
    case siteRoutes.deepDive.id: {
      const guide = content.guides.get(params.slug!)!;
      return [guideArticle({ headline: title, description: guide.summary, imageId: guide.heroImage, url }, links), trail(...destinationCrumbs(params.slug!))];
    }
    case siteRoutes.itineraries.id:
      return [trail(...destinationCrumbs(params.destination!))];
    case siteRoutes.itinerary.id: {
      const itinerary = content.itineraries.find((it) => it._id === params.id)!;
      const destination = content.destinationPages.get(itinerary.destination)!;
      const list: Crumb = { name: `${destination.name} Itineraries`, path: siteRoutes.itineraries.href(itinerary.destination) };
      return [touristTrip(itinerary, destination.name, url, links), trail(...destinationCrumbs(itinerary.destination), list)];
    }
    case siteRoutes.blog.id: {
      const blog = content.blogs.find((post) => post._id === params.blogId)!;
      const facts = { headline: blog.title, description: blog.excerpt, imageId: blog.image, url, datePublished: blog.createdAt };
      return [blogPosting(facts, links), trail(...destinationCrumbs(blog.destination))];
    }
    case siteRoutes.homeBlog.id: {
      const blog = content.homeBlogs.find((post) => post.slug === params.blogSlug)!;
      return [blogPosting({ headline: blog.title, description: blog.excerpt, imageId: blog.blogImage, url }, links), trail()];
    }
    default:
      return [trail()];
  }
}
