import { z } from 'zod';

/**
 * An image id, e.g. `destinations/dubai/hero`: lower-case words and dashes, separated by slashes.
 * It names the catalog entry, the photo that may replace the artwork and the published files.
 */
export const imageIdSchema = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/, 'must be an image id such as "destinations/dubai/hero"');

/**
 * The image catalog (`content/images/catalog/*.json`): every image the site shows, keyed by id.
 * `alt` is the one description of the picture; `art` is the recipe the artwork package paints
 * when no real photo `<id>.(jpg|jpeg|png|webp|avif)` exists. `alt: ""` marks a decorative image.
 */
export const imageCatalogEntrySchema = z.object({
  alt: z.string(),
  art: z.record(z.string(), z.unknown()).optional(),
});
export const imageCatalogSchema = z.record(z.string(), imageCatalogEntrySchema);
export type ImageCatalog = z.infer<typeof imageCatalogSchema>;

/**
 * What the site knows of each id (describeImages, worked out without encoding). Kept compact
 * because the client bundles it: variant URLs follow `/images/<id>-<width>.(avif|webp)`.
 */
export interface ManifestEntry {
  alt: string;
  /** Size of the largest variant. */
  width: number;
  height: number;
  /** Widths of the variants, smallest first. */
  widths: number[];
}
export type ImageManifest = Record<string, ManifestEntry>;
