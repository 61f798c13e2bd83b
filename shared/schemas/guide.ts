import { z } from 'zod';
import { guideSectionSchema, imageRefSchema, isoDateSchema, nonEmpty } from './common.ts';
import { DEEP_DIVE_SLUGS, POLICY_SLUGS } from '../config/constants.ts';

/** A deep-dive guide: 12–14 numbered sections (spec §2). */
export const guideSchema = z.object({
  slug: z.enum(DEEP_DIVE_SLUGS),
  heroImage: imageRefSchema,
  summary: nonEmpty,
  sections: z.array(guideSectionSchema).min(12).max(14),
});
export type Guide = z.infer<typeof guideSchema>;

/** A static policy page (spec §9). */
export const policySchema = z.object({
  slug: z.enum(POLICY_SLUGS),
  title: nonEmpty,
  effectiveDate: isoDateSchema.optional(),
  intro: nonEmpty,
  sections: z.array(guideSectionSchema).min(1),
});
export type Policy = z.infer<typeof policySchema>;
