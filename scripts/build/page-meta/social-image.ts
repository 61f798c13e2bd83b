/**
 * The picture a link preview (Open Graph, Twitter card) shows for a page: a destination, guide,
 * itinerary or blog post shows its own; every other page the home hero. The image pipeline turns
 * each into a 1200×630 JPEG at `/social/<image id>.jpg` (page-meta/social-cards.ts).
 */
import type { Content } from '../../../shared/content/load-content.ts';
import { siteRoutes } from '../../../shared/routes/site-routes.ts';
import type { PageOfUrl } from './page-of-url.ts';

/** The image id of the page's preview picture. */
export function socialImageOf(page: PageOfUrl | undefined, content: Content): string {
  const { params = {}, routeId } = page ?? {};
  const own = (() => {
    switch (routeId) {
      case siteRoutes.destination.id:
        return content.destinationPages.get(params.slug!)?.Page1.backgroundImageUrl;
      case siteRoutes.deepDive.id:
        return content.guides.get(params.slug!)?.heroImage;
      case siteRoutes.itinerary.id:
        return content.itineraries.find((it) => it._id === params.id)?.images[0];
      case siteRoutes.blog.id:
        return content.blogs.find((blog) => blog._id === params.blogId)?.image;
      case siteRoutes.homeBlog.id:
        return content.homeBlogs.find((blog) => blog.slug === params.blogSlug)?.blogImage;
      default:
        return undefined;
    }
  })();
  return own ?? content.site.heroImage;
}

/** Site-relative URL of an image id's preview card. */
export const socialImageUrl = (imageId: string) => `/social/${imageId}.jpg`;
