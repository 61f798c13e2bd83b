/**
 * The content modules served by scripts/build/content-modules.ts: content/ validated by the schemas
 * at build (and test) time, typed here by the same schemas. src/lib/content.ts and src/lib/images.ts
 * are the app's way in.
 */

declare module 'virtual:content/site' {
  const site: import('../shared/schemas/index.ts').Site;
  export default site;
}

declare module 'virtual:content/home' {
  import type { ChooserTile, Desire, DestinationCard, Home, HomeBlog, Testimonial } from '../shared/schemas/index.ts';
  export const home: Home;
  export const destinationCards: DestinationCard[];
  export const desires: Desire[];
  export const chooserTiles: ChooserTile[];
  export const testimonials: Testimonial[];
  /** The home blogs without their bodies. */
  export const homeBlogTeasers: Array<Omit<HomeBlog, 'content'>>;
}

declare module 'virtual:content/home-blogs' {
  const homeBlogs: Array<import('../shared/schemas/index.ts').HomeBlog>;
  export default homeBlogs;
}

declare module 'virtual:content/guides' {
  /** One loader per guide slug; each guide is a chunk of its own. */
  const guides: Readonly<Record<string, () => Promise<{ default: import('../shared/schemas/index.ts').Guide }>>>;
  export default guides;
}

declare module 'virtual:content/policies' {
  const policies: Readonly<Record<string, () => Promise<{ default: import('../shared/schemas/index.ts').Policy }>>>;
  export default policies;
}

declare module 'virtual:content/itinerary-extras' {
  const extras: import('../shared/schemas/index.ts').ItineraryExtras;
  export default extras;
}

declare module 'virtual:content/images' {
  /** Image id → alt, intrinsic size and variant widths (no encoding needed to know them). */
  const images: import('../shared/schemas/images.ts').ImageManifest;
  export default images;
}
