/** The image catalog's schema and what the site knows of each id belong to the image pipeline (tools/images). */
export { imageCatalogEntrySchema, imageCatalogSchema, type ImageCatalog, type ImageManifest, type ManifestEntry } from '@taleweave/images/schema';

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
