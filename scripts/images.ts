/**
 * `npm run images`: the project's images through the image pipeline (tools/images): content/images
 * → public/images, the PWA icons and favicon from the brand logo, the cache in node_modules/.cache.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildImages, ImageInputError, type BuildImagesOptions, type BuildImagesReport } from '@taleweave/images';

function readSite(contentDir: string): { brandName?: string; logo?: string } {
  const file = join(contentDir, 'site.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as { brandName?: string; logo?: string };
  } catch {
    return {}; // the content check reports a broken site.json; images can still be built
  }
}

/** The project's image folders. */
export function projectImageOptions(root: string): BuildImagesOptions {
  const content = join(root, 'content');
  const site = readSite(content);
  return {
    catalogDir: join(content, 'images', 'catalog'),
    contentImagesDir: join(content, 'images'),
    outDir: join(root, 'public', 'images'),
    cacheDir: join(root, 'node_modules', '.cache', 'images'),
    iconsDir: join(root, 'public', 'icons'),
    faviconPath: join(root, 'public', 'favicon.svg'),
    logoId: site.logo,
    brandName: site.brandName,
  };
}

export const describeImageReport = (report: BuildImagesReport) =>
  `images: ${report.ids} ids, ${report.generated} generated, ${report.reused} reused${report.removed ? `, ${report.removed} stale files removed` : ''}, ${report.seconds.toFixed(1)} s`;

if (import.meta.main) {
  try {
    console.log(describeImageReport(await buildImages(projectImageOptions(resolve(import.meta.dirname, '..')))));
  } catch (error) {
    if (!(error instanceof ImageInputError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
