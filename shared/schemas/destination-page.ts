import { z } from 'zod';
import { destinationSlugSchema, faqItemSchema, imageRefSchema, nonEmpty } from './common.ts';

/** spec §3 "Destination page (server)": field names exactly as the API returns them. */
export const destinationPageSchema = z.object({
  pageIdentifier: destinationSlugSchema,
  /** Display name, e.g. 'Andaman and Nicobar Islands'. */
  name: nonEmpty,
  Page1: z.object({
    headline: nonEmpty,
    backgroundImageUrl: imageRefSchema,
    description: nonEmpty,
    infoCards: z.array(z.object({ title: nonEmpty, subtitle: nonEmpty })).length(3),
  }),
  KnowBeforeTravel: z.object({
    mainImage: imageRefSchema,
    frontImage: imageRefSchema,
    title: nonEmpty,
    description: nonEmpty,
    /** Best time to visit, how to travel within, famous food; icon is a safe inline SVG. */
    cards: z.array(z.object({ icon: nonEmpty, title: nonEmpty, text: nonEmpty })).length(3),
    destinationSlug: destinationSlugSchema,
  }),
  Page3: z.object({
    mainTitle: nonEmpty,
    mainDescription: nonEmpty,
    backgroundUrl: imageRefSchema,
    /** `_id` is merged in from the itinerary whose name equals cardText (spec §7). */
    cards: z
      .array(
        z.object({
          _id: z.string().optional(),
          id: z.number().int(),
          imgSrc: imageRefSchema,
          cardText: nonEmpty,
          longDescription: nonEmpty,
        }),
      )
      .min(1),
  }),
  Page5: z.object({
    backgroundUrl: imageRefSchema,
    mainTitle: nonEmpty,
    mainDescription: nonEmpty,
    items: z.array(z.object({ imageUrl: imageRefSchema, name: nonEmpty, description: nonEmpty })).min(3),
  }),
  /** spec §2 attractions section, cycling every 2 s. */
  PlacesToExplore: z.array(z.object({ name: nonEmpty, description: nonEmpty, imageUrl: imageRefSchema })).min(3),
  Page6: z.object({ mainImageUrl: imageRefSchema, description: nonEmpty, profileImageUrl: imageRefSchema }),
  Testimonials: z.object({ mainImageUrl: imageRefSchema }),
  Page7: z.object({ FAQS: z.array(faqItemSchema).length(6) }),
});
export type DestinationPage = z.infer<typeof destinationPageSchema>;
