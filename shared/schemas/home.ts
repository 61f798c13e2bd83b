import { z } from 'zod';
import { destinationSlugSchema, faqItemSchema, imageRefSchema, linkSchema, nonEmpty } from './common.ts';

/** spec §3 "Destination card (static, 8)". */
export const destinationCardSchema = z.object({
  id: z.number().int().min(1).max(8),
  imgSrc: imageRefSchema,
  altText: nonEmpty,
  cardText: nonEmpty,
  longDescription: nonEmpty,
  tagline: nonEmpty,
  highlights: z.tuple([nonEmpty, nonEmpty, nonEmpty]),
  slug: destinationSlugSchema,
});
export type DestinationCard = z.infer<typeof destinationCardSchema>;

/** spec §3 "Travel desire (static, 6)". The theme slug is the first word of cardText in lower case. */
export const desireSchema = z.object({
  id: z.number().int(),
  imgSrc: imageRefSchema,
  altText: nonEmpty,
  cardText: nonEmpty,
  subtitle: nonEmpty,
});
export type Desire = z.infer<typeof desireSchema>;

/** spec §3 "Destination tile (chooser)"; position and size are on the 1512 px design canvas. */
export const chooserTileSchema = z.object({
  name: nonEmpty,
  slug: destinationSlugSchema,
  img: imageRefSchema,
  position: z.object({ x: z.number(), y: z.number() }),
  size: z.number().positive(),
});
export type ChooserTile = z.infer<typeof chooserTileSchema>;

const featureSchema = z.object({ title: nonEmpty, description: nonEmpty, icon: nonEmpty.optional() });

/** Everything on the long home page that is not a list of its own file. */
export const homeSchema = z.object({
  services: z.object({
    title: nonEmpty,
    description: nonEmpty,
    items: z.array(featureSchema).min(3),
  }),
  destinationIntro: z.object({ title: nonEmpty, description: nonEmpty }),
  desireSection: z.object({ title: nonEmpty, description: nonEmpty }),
  whyChooseUs: z.object({
    headline: nonEmpty,
    description: nonEmpty,
    mainImage: imageRefSchema,
    features: z.tuple([featureSchema, featureSchema]),
  }),
  about: z.object({
    title: nonEmpty,
    summary: nonEmpty,
    story: z.array(nonEmpty).min(1),
    values: z.array(featureSchema).min(3),
    image: imageRefSchema,
  }),
  faqs: z.array(faqItemSchema).length(6),
  directory: z.array(z.object({ heading: nonEmpty, links: z.array(linkSchema).min(1) })).min(1),
});
export type Home = z.infer<typeof homeSchema>;

/** spec §3 "Testimonial (fixed, 5)". */
export const testimonialSchema = z.object({
  id: z.number().int(),
  name: nonEmpty,
  city: nonEmpty,
  quote: nonEmpty,
  image: imageRefSchema,
  rating: z.number().int().min(1).max(5),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** spec §3 "Blog post (built-in, 4)"; id 0 is the latest. */
export const homeBlogSchema = z.object({
  id: z.number().int().min(0),
  slug: z.string().regex(/^[a-z0-9-]+$/),
  blogImage: imageRefSchema,
  title: nonEmpty,
  excerpt: nonEmpty,
  content: nonEmpty,
});
export type HomeBlog = z.infer<typeof homeBlogSchema>;
