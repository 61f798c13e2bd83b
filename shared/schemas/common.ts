import './zod-config.ts';
import { z } from 'zod';
import { imageIdSchema } from '@taleweave/images/schema';
import { DESTINATION_SLUGS } from '../config/constants.ts';

/**
 * An image reference: the id of an image in the catalog (`content/images/catalog/`), e.g.
 * `destinations/dubai/hero`. The build resolves it to responsive AVIF/WebP variants; a real photo
 * dropped at `content/images/<id>.jpg` replaces the generated artwork.
 */
export const imageRefSchema = imageIdSchema;
export type ImageRef = z.infer<typeof imageRefSchema>;

export const destinationSlugSchema = z.enum(DESTINATION_SLUGS);

export const nonEmpty = z.string().trim().min(1, 'must not be empty');

/** HTML authored by the agency; it is sanitised before it is rendered. */
export const htmlSchema = nonEmpty;

/** Calendar date written as YYYY-MM-DD. */
export const isoDateSchema = z.iso.date();

export const faqItemSchema = z.object({ question: nonEmpty, answer: nonEmpty });
export type FaqItem = z.infer<typeof faqItemSchema>;

/** spec §3 "Static guide section"; content is plain text, paragraphs split by a blank line. */
export const guideSectionSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  title: nonEmpty,
  content: nonEmpty,
  bulletPoints: z.array(nonEmpty).optional(),
});
export type GuideSection = z.infer<typeof guideSectionSchema>;

/** A link inside content; `href` must be a route of the route table (checked by tests). */
export const linkSchema = z.object({ label: nonEmpty, href: z.string().startsWith('/') });
export type Link = z.infer<typeof linkSchema>;
