import { socialImageUrl } from '../page-meta/social-image.ts';

/** Absolute URLs the JSON-LD of a page refers to, on the public origin (SITE_URL). */
export interface PageLinks {
  absolute(path: string): string;
  /** The 1200×630 picture of an image id (the link-preview card). */
  picture(imageId: string): string;
  /** The agency's node id, so every page's publisher and provider point at one TravelAgency. */
  agencyId: string;
}

export function pageLinks(siteUrl: string): PageLinks {
  const absolute = (path: string) => new URL(path, siteUrl).href;
  return { absolute, picture: (imageId) => absolute(socialImageUrl(imageId)), agencyId: absolute('/#agency') };
}
