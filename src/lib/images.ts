/**
 * Image ids → responsive sources, from the image metadata content module (worked out from the
 * catalog and the sources' sizes; `npm run images` writes the files it names). Unknown ids resolve
 * to the neutral placeholder so a page never breaks over a missing picture.
 */
import manifest from 'virtual:content/images';
import type { ResolvedImage } from '../../shared/schemas/images.ts';

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

/** The pipeline's naming: `/images/<id>-<width>.<format>`. */
const variantUrl = (id: string, width: number, format: 'avif' | 'webp') => `/images/${id}-${width}.${format}`;

export function resolveImage(id: string): ResolvedImage {
  if (!Object.hasOwn(manifest, id)) return PLACEHOLDER_IMAGE;
  const { alt, width, height, widths } = manifest[id]!;
  const srcset = (format: 'avif' | 'webp') => widths.map((w) => `${variantUrl(id, w, format)} ${w}w`).join(', ');
  return { alt, width, height, src: variantUrl(id, widths.at(-1) ?? width, 'webp'), avif: srcset('avif'), webp: srcset('webp') };
}
