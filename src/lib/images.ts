/**
 * Image ids → responsive sources. The metadata is per page (issue 9: no site-wide module on the
 * critical path): the prerender embeds the entries a page draws in its data block, the browser
 * starts with those, and the whole site's metadata (the `virtual:content/images` module, worked
 * out from the catalog) loads when idle or when a page asks for an id it does not know yet. Unknown
 * ids resolve to the neutral placeholder once the whole metadata is there, so a page never breaks
 * over a missing picture.
 */
import type { ImageManifest, ManifestEntry, ResolvedImage } from '../../shared/schemas/images.ts';
import { usefulWidths } from './srcset-choice.ts';

/**
 * What a page embeds of the images it draws: an entry without `alt` where the page draws the image
 * only as decoration (its alt text would be bytes no one reads, and a page must fit in the first
 * round trip: scripts/bench/first-round-trip.ts). Such an entry answers every use but one wanting
 * the alt text, which waits for the whole site's metadata.
 */
export type EmbeddedImages = Record<string, Omit<ManifestEntry, 'alt'> & { alt?: string }>;

/** spec §8: what an image that cannot be shown falls back to. */
export const PLACEHOLDER_SRC = '/placeholder.svg';

/** The entry for an id the manifest does not know: decorative, in the artwork's 16:10 frame. */
export const PLACEHOLDER_IMAGE: ResolvedImage = Object.freeze({
  alt: '',
  width: 1600,
  height: 1000,
  src: PLACEHOLDER_SRC,
  avif: '',
  webp: '',
});

const known = new Map<string, EmbeddedImages[string]>();
let complete = false;
let loadingAll: Promise<void> | undefined;
const listeners = new Set<() => void>();
/** Ids resolved since collectImageMetadata started (server render), each with whether its alt text was drawn. */
let asked: Map<string, boolean> | undefined;

/** Adds metadata entries; `whole` says they are the site's entire metadata. */
export function addImageMetadata(entries: EmbeddedImages | ImageManifest, whole = false): void {
  for (const [id, entry] of Object.entries(entries)) known.set(id, entry);
  complete ||= whole;
  listeners.forEach((listener) => listener());
}

/** Loads the whole site's metadata once (a chunk of its own). */
export function loadAllImageMetadata(): Promise<void> {
  loadingAll ??= import('virtual:content/images').then((module) => addImageMetadata(module.default, true));
  return loadingAll;
}

/**
 * True when `id` resolves to its final answer now (its entry, or the placeholder for an id the site
 * lacks); with `needsAlt`, an entry embedded without its alt text is not final.
 */
export const isImageSettled = (id: string, needsAlt = false) => complete || (known.has(id) && (!needsAlt || known.get(id)!.alt !== undefined));

/** For useSyncExternalStore: called whenever entries are added. */
export function subscribeToImageMetadata(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Runs a server render and returns the metadata of every image it drew, for the page's data block. */
export function collectImageMetadata<T>(render: () => T): { result: T; images: EmbeddedImages } {
  asked = new Map();
  try {
    const result = render();
    const images: EmbeddedImages = {};
    for (const [id, altDrawn] of asked) {
      const entry = known.get(id);
      if (!entry) continue;
      const { alt: _unread, ...decorative } = entry;
      images[id] = altDrawn ? entry : decorative;
    }
    return { result, images };
  } finally {
    asked = undefined;
  }
}

/** The pipeline's naming: `/images/<id>-<width>.<format>`. */
const variantUrl = (id: string, width: number, format: 'avif' | 'webp') => `/images/${id}-${width}.${format}`;

/**
 * `drawsAlt`: the caller shows the catalog's alt text (false where it draws the image as decoration).
 * `sizes`: how wide the caller draws it; the srcsets then list only the widths a browser could pick
 * (usefulWidths), and `src` is the largest of those.
 */
export function resolveImage(id: string, drawsAlt = true, sizes?: string): ResolvedImage {
  asked?.set(id, (asked.get(id) ?? false) || drawsAlt);
  const entry = known.get(id);
  if (!entry) return PLACEHOLDER_IMAGE;
  const { alt = '', width, height } = entry;
  const widths = sizes === undefined ? entry.widths : usefulWidths(entry.widths, sizes);
  const srcset = (format: 'avif' | 'webp') => widths.map((w) => `${variantUrl(id, w, format)} ${w}w`).join(', ');
  return { alt, width, height, src: variantUrl(id, widths.at(-1) ?? width, 'webp'), avif: srcset('avif'), webp: srcset('webp') };
}

/**
 * Whether `id` names an image of the catalog (content data mixes image ids with other strings).
 * Knows every id once `loadAllImageMetadata()` has resolved.
 */
export function isImageId(id: string): boolean {
  return known.has(id);
}
