import { z } from 'zod';
import { destinationSlugSchema, imageRefSchema, nonEmpty } from './common.ts';

const daySchema = z.object({
  title: nonEmpty,
  description: nonEmpty,
  /** A small inline SVG; sanitised before rendering. */
  icon: z.string().trim().startsWith('<svg'),
});
export type ItineraryDay = z.infer<typeof daySchema>;

/** spec §3 "Itinerary (server)": wire names as the API returns them. */
export const itinerarySchema = z
  .object({
    _id: z.string().regex(/^[a-z0-9-]+$/),
    destination: destinationSlugSchema,
    name: nonEmpty,
    description: nonEmpty,
    images: z.array(imageRefSchema).length(5),
    /** Rupees per person, as numeric text. */
    price: z.string().regex(/^\d+$/, 'must be whole rupees as digits'),
    days: z.number().int().min(1),
    nights: z.number().int().min(0),
    time: nonEmpty,
    rating: z.number().int().min(1).max(5),
    numberOfRating: z.number().int().min(0),
    /** Comma-separated categories from spec §9's category options. */
    category: nonEmpty,
    highlights: z.array(nonEmpty).min(1),
    daywise: z.record(z.string().regex(/^day\d+$/), daySchema),
  })
  .superRefine((it, ctx) => {
    const keys = Object.keys(it.daywise);
    const expected = Array.from({ length: it.days }, (_, i) => `day${i + 1}`);
    if (keys.length !== expected.length || !expected.every((k) => keys.includes(k))) {
      ctx.addIssue({ code: 'custom', path: ['daywise'], message: `must have exactly day1…day${it.days}` });
    }
  });
export type Itinerary = z.infer<typeof itinerarySchema>;
/** An itinerary as a list shows it: everything but its day-by-day plan, which only its own page shows. */
export type ItineraryCard = Omit<Itinerary, 'daywise'>;

/** spec §7: GET /api/itineraries/{slug} answers a list of them. */
export const itineraryListSchema = z.array(itinerarySchema);

/** Fixed lists of the detail page (spec §2, §9). */
export const itineraryExtrasSchema = z.object({
  inclusions: z.array(nonEmpty).min(1),
  exclusions: z.array(nonEmpty).min(1),
  addOns: z.array(z.object({ name: nonEmpty, price: nonEmpty })).min(1),
});
export type ItineraryExtras = z.infer<typeof itineraryExtrasSchema>;
