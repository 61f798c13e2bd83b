/**
 * Every image in the catalog becomes responsive AVIF and WebP variants in `outDir`, as planned by
 * metadata.ts (which the site's image metadata comes from, without encoding anything). A real
 * photo at <contentImagesDir>/<id>.(jpg|jpeg|png|webp|avif) wins; otherwise the artwork package
 * paints the entry's `art` recipe. Also writes the PWA icons and favicon from the brand logo.
 * Unchanged images are reused from the cache.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { DEFAULT_BRAND_NAME, artworkVersion, renderArt } from '@taleweave/artwork';
import { ImageInputError, readCatalog } from './catalog.ts';
import { findPhoto, hashText, stampFile } from './sources.ts';
import { planImage, wantedWidths } from './metadata.ts';
import { ENCODING, encodeImage, type Source } from './encode.ts';
import { loadCache, saveCache, type Cache } from './cache.ts';
import { filesOf, inPool, removeStale } from './outputs.ts';
import { ICON_ENCODING, ICON_FILES, legacyFaviconPath, writeIcons } from './icons.ts';
import { composeScreenshots, screenshotsPresent, type ScreenshotOptions } from './screenshots.ts';

export interface BuildImagesOptions {
  catalogDir: string;
  contentImagesDir: string;
  /** Where variants go (public/images); URLs are `/images/<id>-<width>.<ext>`. */
  outDir: string;
  cacheDir: string;
  /** PWA icons and favicon are written only when both are given. */
  iconsDir?: string;
  faviconPath?: string;
  /** Id of the logo the icons are painted from. */
  logoId?: string;
  brandName?: string;
  /** The web app manifest's screenshots, composed from these words and image ids (issue 7). */
  screenshots?: ScreenshotOptions;
}

export interface BuildImagesReport {
  ids: number;
  generated: number;
  reused: number;
  removed: number;
  seconds: number;
}

export async function buildImages(o: BuildImagesOptions): Promise<BuildImagesReport> {
  const started = performance.now();
  const catalog = readCatalog(o.catalogDir);
  const brandName = o.brandName ?? DEFAULT_BRAND_NAME;
  const cache = loadCache(o.cacheDir);
  const next: Cache = { entries: {}, photos: {}, icons: cache.icons };
  const version = artworkVersion();
  const keep = new Set<string>();
  let generated = 0;
  const ids = Object.keys(catalog).sort();
  // libvips threads per image × images in flight ≈ cores: AVIF encoding is the bottleneck
  sharp.concurrency(1);
  await inPool(ids, Math.max(2, availableParallelism()), async (id) => {
    const entry = catalog[id]!;
    const { recipe, photo, variants } = await planImage(id, entry.art, o.contentImagesDir);
    if (photo) next.photos[id] = stampFile(photo, cache.photos[id]);
    const key = hashText(
      JSON.stringify({ photo: photo && next.photos[id]!.hash, recipe, hints: entry.art ?? {}, brand: recipe.scene === 'logo' ? brandName : '', version, widths: wantedWidths(recipe), ENCODING }),
    );
    const cached = cache.entries[id];
    let encoded = cached?.key === key && filesOf(cached.encoded).every((f) => existsSync(join(o.outDir, f))) ? cached.encoded : undefined;
    if (!encoded) {
      const source: Source = photo
        ? { kind: 'photo', file: photo }
        : { kind: 'svg', svg: renderArt(id, entry.art, brandName).svg, opaque: recipe.scene !== 'logo' };
      encoded = await encodeImage(source, id, variants, o.outDir).catch((error: Error) => {
        throw photo ? new ImageInputError(`${photo}: cannot be read as an image (${error.message})`) : error;
      });
      generated += 1;
    }
    next.entries[id] = { key, encoded };
    for (const file of filesOf(encoded)) keep.add(file);
  });
  if (o.iconsDir && o.faviconPath) await icons(o, next, brandName, version);
  if (o.screenshots) {
    const shots = o.screenshots;
    const art = [shots.heroId, ...shots.cards.map((card) => card.id)].map((id) => next.entries[id]?.key);
    const key = hashText(JSON.stringify({ shots, brandName, version, art }));
    if (cache.screenshots !== key || !screenshotsPresent(shots.outDir)) await composeScreenshots(shots, o.outDir, brandName);
    next.screenshots = key;
  }
  const removed = removeStale(o.outDir, keep);
  saveCache(o.cacheDir, next);
  return { ids: ids.length, generated, reused: ids.length - generated, removed, seconds: (performance.now() - started) / 1000 };
}

async function icons(o: BuildImagesOptions, cache: Cache, brandName: string, version: string): Promise<void> {
  const photo = findPhoto(o.contentImagesDir, o.logoId ?? 'brand/logo');
  const key = hashText(JSON.stringify({ photo: photo && stampFile(photo).hash, brandName, version, ICON_ENCODING }));
  const present = [...ICON_FILES.map((f) => join(o.iconsDir!, f)), o.faviconPath!, legacyFaviconPath(o.faviconPath!)].every((f) => existsSync(f));
  if (cache.icons === key && present) return;
  await writeIcons({ iconsDir: o.iconsDir!, faviconPath: o.faviconPath!, brandName, photo });
  cache.icons = key;
}
