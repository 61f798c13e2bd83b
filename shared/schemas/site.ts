import { z } from 'zod';
import { imageRefSchema, nonEmpty } from './common.ts';

/** Digits only, with country code, as WhatsApp's wa.me links want it (e.g. 919800000000). */
export const whatsappNumberSchema = z.string().regex(/^[1-9]\d{7,14}$/, 'must be digits with the country code, no + or spaces');

export const siteSchema = z.object({
  brandName: nonEmpty,
  /** spec §2: 'Travel Beyond Dreams'. */
  tagline: nonEmpty,
  /** spec §2: the agency does not just plan trips, it scripts tales travellers will tell forever. */
  heroSubtext: nonEmpty,
  logo: imageRefSchema,
  heroImage: imageRefSchema,
  /** spec §2 footer: two WhatsApp business numbers. */
  whatsappBusinessNumbers: z
    .array(z.object({ label: nonEmpty, number: whatsappNumberSchema, display: nonEmpty }))
    .length(2),
  /** The number every WhatsApp chat link is addressed to. */
  chatNumber: whatsappNumberSchema,
  email: z.email(),
  address: z.object({ lines: z.array(nonEmpty).min(1), city: nonEmpty, postcode: nonEmpty, country: nonEmpty }),
  socials: z.array(z.object({ network: nonEmpty, label: nonEmpty, url: z.url() })),
  /** spec §1 marketing figures; one source for every page that quotes them. */
  figures: z.object({
    womenStaffPercent: z.number(),
    womenLeadershipPercent: z.number(),
    carbonPositive: z.boolean(),
    treesPerBooking: z.number().int().positive(),
    rating: z.number(),
    organicReviews: z.number().int(),
    journeysCurated: z.number().int(),
    treesPlanted: z.number().int(),
    countries: z.number().int(),
    treeSurvivalPercent: z.number(),
    co2OffsetTons: z.number(),
  }),
  supportHours: nonEmpty,
});
export type Site = z.infer<typeof siteSchema>;
