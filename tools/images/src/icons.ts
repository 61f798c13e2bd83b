/** PWA icons and the favicon, painted from the brand logo (a real logo file wins, as for any image). */
import sharp from 'sharp';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { PALETTES, logoSvg } from '@taleweave/artwork';
import { icoOf } from './ico.ts';

export const ICON_FILES = ['icon-192.png', 'icon-512.png', 'maskable-512.png', 'apple-touch-icon.png'] as const;

/** Changes when the icons are encoded differently, so cached icons are made again. */
export const ICON_ENCODING = 'palette-png+palette-ico';

/** The painted mark has few colours: as a palette PNG, icon-192 is 6 KB instead of 18 KB. */
const PALETTE_PNG = { palette: true, quality: 90, effort: 10, compressionLevel: 9 } as const;

/** The sizes in favicon.ico: a tab, a high-density tab, a desktop shortcut. */
const ICO_SIZES = [16, 32, 48] as const;

/**
 * `favicon.ico`, the favicon pages link (not the SVG: scripts/build/worker-precache.ts says why), at the
 * site's root, where browsers also look for it unasked.
 */
export const legacyFaviconPath = (faviconPath: string) => join(dirname(faviconPath), 'favicon.ico');

interface Icon {
  file: (typeof ICON_FILES)[number];
  size: number;
  /** Share of the canvas the emblem covers. */
  scale: number;
  /** Solid backgrounds for maskable and Apple icons, which must not be transparent. */
  solid: boolean;
}

const ICONS: readonly Icon[] = [
  { file: 'icon-192.png', size: 192, scale: 0.94, solid: false },
  { file: 'icon-512.png', size: 512, scale: 0.94, solid: false },
  // maskable icons may be cropped to a circle of 80 % diameter: keep the emblem inside it
  { file: 'maskable-512.png', size: 512, scale: 0.72, solid: true },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.82, solid: true },
];

export interface IconOptions {
  iconsDir: string;
  faviconPath: string;
  brandName: string;
  /** A real logo file (content/images/brand/logo.png …) to use instead of the painted mark. */
  photo?: string;
}

export async function writeIcons(o: IconOptions): Promise<void> {
  const mark = o.photo ? await readFile(o.photo) : Buffer.from(logoSvg({ size: 1024, brandName: o.brandName, variant: 'mark' }));
  const background = PALETTES.brand!.ink;
  await mkdir(o.iconsDir, { recursive: true });
  await Promise.all(
    ICONS.map(async (icon) => {
      const inner = Math.round(icon.size * icon.scale);
      const emblem = await sharp(mark).resize(inner, inner, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
      await sharp({ create: { width: icon.size, height: icon.size, channels: 4, background: icon.solid ? background : { r: 0, g: 0, b: 0, alpha: 0 } } })
        .composite([{ input: emblem, gravity: 'centre' }])
        // Chrome fetches icon-192 with the manifest (issue 9): small as a palette PNG. A real logo keeps full colour.
        .png(o.photo ? { compressionLevel: 9 } : PALETTE_PNG)
        .toFile(join(o.iconsDir, icon.file));
    }),
  );
  await mkdir(dirname(o.faviconPath), { recursive: true });
  await writeFile(o.faviconPath, o.photo ? await embeddedFavicon(mark) : logoSvg({ size: 64, brandName: o.brandName, variant: 'mark' }));
  const small = o.photo ? mark : Buffer.from(logoSvg({ size: 64, brandName: o.brandName, variant: 'mark' }));
  const pngs = await Promise.all(
    ICO_SIZES.map(async (size) => ({ size, png: await sharp(small).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png(o.photo ? { compressionLevel: 9 } : PALETTE_PNG).toBuffer() })),
  );
  await writeFile(legacyFaviconPath(o.faviconPath), icoOf(pngs));
}

/** An SVG favicon wrapping a small PNG of a real logo (browsers want SVG or PNG). */
async function embeddedFavicon(logo: Buffer): Promise<string> {
  const png = await sharp(logo).resize(64, 64, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><image width="64" height="64" href="data:image/png;base64,${png.toString('base64')}"/></svg>`;
}
