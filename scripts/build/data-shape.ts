import { createHash } from 'node:crypto';
import { z } from 'zod';
import { blogSchema, destinationBlogsSchema, destinationPageSchema, itinerarySchema } from '../../shared/schemas/index.ts';

/** The schemas of what the browser's persisted query cache holds (query roots destinations, itineraries, blogs). */
export const PERSISTED_SCHEMAS: Record<string, z.ZodType> = { destinationPageSchema, itinerarySchema, blogSchema, destinationBlogsSchema };

/**
 * A short hash of the persisted data's shape (issue 7). The persisted query cache is versioned by it
 * (`__DATA_SHAPE__`, defined in vite.config.ts), not by the build: a deploy that keeps these shapes
 * keeps everything a traveller had on the device; one that changes them drops data the new code
 * could misread.
 */
export function dataShapeHash(schemas: Record<string, z.ZodType> = PERSISTED_SCHEMAS): string {
  const shapes = Object.entries(schemas).map(([name, schema]) => [name, z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' })]);
  return createHash('sha256').update(JSON.stringify(shapes)).digest('hex').slice(0, 16);
}
