import { z } from 'zod';

/**
 * `content/images/catalog.json`: every image the site shows, keyed by image id.
 * `alt` is the one description of the picture; `art` is the recipe the artwork generator
 * paints when no real photo `content/images/<id>.(jpg|jpeg|png|webp|avif)` exists.
 * `alt: ""` marks a purely decorative image.
 */
export const imageCatalogEntrySchema = z.object({
  alt: z.string(),
  art: z.record(z.string(), z.unknown()).optional(),
});
export const imageCatalogSchema = z.record(z.string(), imageCatalogEntrySchema);
export type ImageCatalog = z.infer<typeof imageCatalogSchema>;

/**
 * What the client knows of each id (the `virtual:content/images` module, worked out from the catalog
 * without encoding). Kept compact because the client bundles it: variant URLs follow
 * `/images/<id>-<width>.(avif|webp)`.
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

/** An image ready for <picture>: fallback URL, srcsets and intrinsic size. */
export interface ResolvedImage {
  alt: string;
  width: number;
  height: number;
  /** URL of the largest WebP, for <img src>. */
  src: string;
  avif: string;
  webp: string;
}
