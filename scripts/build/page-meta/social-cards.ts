/**
 * Link-preview cards: one 1200×630 JPEG per image id, cropped from the widest variant the image
 * pipeline encoded (kept out of scripts/art, whose every source file is part of the art cache key).
 */
import { mkdir, readdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/** Open Graph's recommended size (1.91:1); JPEG because every messaging app's crawler reads it. */
export const SOCIAL_CARD = { width: 1200, height: 630, jpeg: { quality: 80, mozjpeg: true } } as const;

/** The widest `<id>-<width>.webp` the pipeline wrote into `imagesDir`. */
async function widestVariant(imagesDir: string, id: string): Promise<string> {
  const dir = join(imagesDir, dirname(id));
  const base = id.split('/').at(-1)!;
  const widths = (await readdir(dir))
    .map((name) => new RegExp(`^${base}-(\\d+)\\.webp$`).exec(name)?.[1])
    .filter((width): width is string => width !== undefined)
    .map(Number);
  if (!widths.length) throw new Error(`no encoded variant of image "${id}" in ${imagesDir}`);
  return join(dir, `${base}-${Math.max(...widths)}.webp`);
}

/** Writes `<outDir>/<id>.jpg` for each id, cropped around the picture's most interesting part. */
export async function writeSocialCards(ids: Iterable<string>, imagesDir: string, outDir: string): Promise<number> {
  const unique = [...new Set(ids)];
  for (const id of unique) {
    const out = join(outDir, `${id}.jpg`);
    await mkdir(dirname(out), { recursive: true });
    await sharp(await widestVariant(imagesDir, id))
      .resize(SOCIAL_CARD.width, SOCIAL_CARD.height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .jpeg(SOCIAL_CARD.jpeg)
      .toFile(out);
  }
  return unique.length;
}
