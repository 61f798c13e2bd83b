/**
 * What the site needs to know about each image (alt, intrinsic size, variant widths), worked out from
 * the catalog and the source's dimensions alone: the artwork's canvas or a photo's header. Nothing
 * is painted or encoded, so the client's image metadata needs no generate step; the encoder writes
 * exactly the variants planned here.
 */
import { artworkSize, readRecipe, type ArtRecipe } from '@taleweave/artwork';
import type { ImageCatalog, ImageManifest, ManifestEntry } from './schema.ts';
import { ImageInputError } from './catalog.ts';
import { findPhoto } from './sources.ts';

/**
 * Published widths: portraits and the logo are shown small, everything else up to full-bleed. 768 is
 * a full-width picture on a phone 375–412 px wide at 1.75–2× (Chromium picks it over 960: a third
 * fewer bytes for Bali's hero on a slow phone, issue 9), 1280 the same picture at 3× (a quarter fewer
 * than 1600); 96 is the header's 44 px logo at up to 2×.
 */
export const WIDTHS = { default: [480, 768, 960, 1280, 1600], portrait: [240, 480], logo: [96, 160, 320, 640] } as const;

export interface Size {
  width: number;
  height: number;
}

export function wantedWidths(recipe: ArtRecipe): readonly number[] {
  return WIDTHS[recipe.scene === 'portrait' || recipe.scene === 'logo' ? recipe.scene : 'default'];
}

/** The variants of a source: the wanted widths it can fill (or its own width when it is smaller), aspect kept. */
export function planVariants(wanted: readonly number[], source: Size): Size[] {
  const fitting = wanted.filter((width) => width <= source.width);
  const widths = fitting.length ? fitting : [source.width];
  return widths.map((width) => ({ width, height: Math.round((source.height * width) / source.width) }));
}

/** A photo's size as shown (EXIF orientation applied), read from its header. */
async function photoSize(file: string): Promise<Size> {
  const { default: sharp } = await import('sharp');
  try {
    const { autoOrient } = await sharp(file).metadata();
    return autoOrient;
  } catch (error) {
    throw new ImageInputError(`${file}: cannot be read as an image (${(error as Error).message})`);
  }
}

/** One image's plan: where it comes from and the variants it gets. */
export interface ImagePlan {
  recipe: ArtRecipe;
  /** The real photo that replaces the artwork, when the agency dropped one in. */
  photo: string | undefined;
  variants: Size[];
}

export async function planImage(id: string, art: Record<string, unknown> | undefined, contentImagesDir: string): Promise<ImagePlan> {
  const recipe = readRecipe(id, art);
  const photo = findPhoto(contentImagesDir, id);
  const source = photo ? await photoSize(photo) : artworkSize(recipe.scene);
  return { recipe, photo, variants: planVariants(wantedWidths(recipe), source) };
}

export function manifestEntry(alt: string, variants: readonly Size[]): ManifestEntry {
  const largest = variants.at(-1)!;
  return { alt, width: largest.width, height: largest.height, widths: variants.map((v) => v.width) };
}

/** Every catalogued image's metadata, keyed by id in id order. */
export async function describeImages(catalog: ImageCatalog, contentImagesDir: string): Promise<ImageManifest> {
  const ids = Object.keys(catalog).sort();
  const entries = await Promise.all(
    ids.map(async (id) => [id, manifestEntry(catalog[id]!.alt, (await planImage(id, catalog[id]!.art, contentImagesDir)).variants)] as const),
  );
  return Object.fromEntries(entries);
}
