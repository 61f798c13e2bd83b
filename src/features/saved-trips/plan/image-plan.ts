import { parseSrcset, pickCandidate, slotWidth, type Device } from '../../../lib/srcset-choice.ts';
import { isImageId, resolveImage } from '../../../lib/images.ts';

/** A <picture> as a page declares it: its <source>s in order. */
export interface PictureDeclaration {
  sources: Array<{ type: string; srcset: string; sizes: string }>;
}

/** Every <picture> of a parsed page (the prerendered HTML a save stores). */
export function picturesIn(page: ParentNode): PictureDeclaration[] {
  return [...page.querySelectorAll('picture')].map((picture) => ({
    sources: [...picture.querySelectorAll('source')].map((source) => ({
      type: source.getAttribute('type') ?? '',
      srcset: source.getAttribute('srcset') ?? '',
      sizes: source.getAttribute('sizes') ?? '100vw',
    })),
  }));
}

/** Image ids anywhere in API data (content mixes them with other strings; the catalog tells them apart). */
export function imageIdsIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    if (isImageId(value)) found.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) imageIdsIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) imageIdsIn(item, found);
  }
  return found;
}

/** The file this device downloads for `picture`: the first source it decodes, at its srcset pick. */
function chosenFile(picture: PictureDeclaration, device: Device): string | undefined {
  const source = picture.sources.find((s) => s.type !== 'image/avif' || device.avif);
  if (!source) return undefined;
  return pickCandidate(parseSrcset(source.srcset), slotWidth(source.sizes, device.viewportWidth), device.dpr)?.url;
}

/** `/images/destinations/bali/hero-960.avif` → `destinations/bali/hero`. */
const imageIdOf = (url: string) => /^\/images\/(.+)-\d+\.(?:avif|webp)$/.exec(url)?.[1];

/** A picture the pages do not draw yet (a rotating attraction, an orbit item's backdrop): full width. */
function undrawnPicture(id: string): PictureDeclaration {
  const image = resolveImage(id);
  return {
    sources: [
      { type: 'image/avif', srcset: image.avif, sizes: '100vw' },
      { type: 'image/webp', srcset: image.webp, sizes: '100vw' },
    ],
  };
}

/**
 * The image files a save stores: for every picture on the saved pages, the width and format this
 * device would download (its viewport, DPR and AVIF support); for images the data names that no
 * page draws at first, the full-width pick.
 */
export function planImages({ pictures, dataImageIds, device }: { pictures: PictureDeclaration[]; dataImageIds: Iterable<string>; device: Device }): string[] {
  const files = new Set<string>();
  for (const picture of pictures) {
    const file = chosenFile(picture, device);
    if (file?.startsWith('/images/')) files.add(file);
  }
  const drawn = new Set([...files].map(imageIdOf));
  for (const id of dataImageIds) {
    if (drawn.has(id)) continue;
    const file = chosenFile(undrawnPicture(id), device);
    if (file) files.add(file);
  }
  return [...files].sort();
}
