/** Turns one source (photo file or SVG markup) into responsive AVIF and WebP files plus a tiny placeholder. */
import sharp from 'sharp';
import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Size } from './metadata.ts';

/**
 * Encoder settings; part of every cache key, so changing them re-encodes everything. AVIF effort 2
 * rather than 0: the same quality in files about 30% smaller (all of them: 8.5 → 5.9 MiB; Bali's
 * hero at 960 px 21.6 → 14.8 KB, its LCP on a slow phone), for about a minute more of a clean build on
 * two cores. Effort 4 saved another 15% at ten times the time.
 *
 * Chroma at half resolution (4:2:0, as every JPEG and video has it; sharp's default is 4:4:4): 6–10%
 * smaller and a little faster to encode, with no difference to see in the artwork or the logo's
 * lettering at 3× zoom. The variants a phone's screen takes (768 px and narrower: a 412 px wide screen
 * at 1.75 device pixels asks for 768) get effort 3: another 5–13% off for twice that variant's
 * encoding time, the larger ones (desktops, usually on faster connections) stay at 2. Bali's hero at
 * 768 px went 11.5 → 9.4 KB: with the page's stylesheet and heading font beside it, Lighthouse's slow
 * 4G then delivers it in the first round trip on a fresh connection instead of two (issue 9).
 */
export const ENCODING = {
  avif: { quality: 50, effort: 2, chromaSubsampling: '4:2:0' },
  phoneAvif: { maxWidth: 768, effort: 3 },
  webp: { quality: 75, effort: 2 },
  placeholderWidth: 16,
} as const;

/** The AVIF settings for a variant of this width. */
export function avifSettings(width: number) {
  return width <= ENCODING.phoneAvif.maxWidth ? { ...ENCODING.avif, effort: ENCODING.phoneAvif.effort } : ENCODING.avif;
}

export type Source = { kind: 'photo'; file: string } | { kind: 'svg'; svg: string; opaque: boolean };

export interface Variant {
  width: number;
  height: number;
  avif: string;
  webp: string;
}

export interface Encoded {
  variants: Variant[];
  placeholder: string;
}

/** Decodes (and orients) the source once, no wider than `maxWidth`, as raw pixels. */
async function decode(source: Source, maxWidth: number) {
  const image = source.kind === 'photo' ? sharp(source.file).rotate() : sharp(Buffer.from(source.svg));
  let pipeline = image.resize({ width: maxWidth, withoutEnlargement: true });
  if (source.kind === 'svg' && source.opaque) pipeline = pipeline.removeAlpha();
  return pipeline.raw().toBuffer({ resolveWithObject: true });
}

/**
 * Writes `<outDir>/<id>-<width>.avif|webp` for each planned variant (metadata.ts), at exactly the
 * planned size. Metadata is stripped (sharp's default).
 */
export async function encodeImage(source: Source, id: string, planned: readonly Size[], outDir: string): Promise<Encoded> {
  const { data, info } = await decode(source, planned.at(-1)!.width);
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } } as const;
  await mkdir(dirname(join(outDir, id)), { recursive: true });
  const variants = await Promise.all(
    planned.map(async ({ width, height }) => {
      const resized = () => sharp(data, raw).resize(width, height);
      const avif = `${id}-${width}.avif`;
      const webp = `${id}-${width}.webp`;
      await Promise.all([
        resized().avif(avifSettings(width)).toFile(join(outDir, avif)),
        resized().webp(ENCODING.webp).toFile(join(outDir, webp)),
      ]);
      return { width, height, avif, webp };
    }),
  );
  const tiny = await sharp(data, raw).resize(ENCODING.placeholderWidth).blur(0.6).webp({ quality: 40 }).toBuffer();
  return { variants, placeholder: `data:image/webp;base64,${tiny.toString('base64')}` };
}
