/**
 * `npm run images`: the project's images through the image pipeline (tools/images): content/images
 * → public/images, the PWA icons and favicon from the brand logo, the cache in node_modules/.cache.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildImages, ImageInputError, type BuildImagesOptions, type BuildImagesReport } from '@taleweave/images';

function readSite(contentDir: string): { brandName?: string; logo?: string; tagline?: string; heroSubtext?: string; heroImage?: string } {
  const file = join(contentDir, 'site.json');
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ReturnType<typeof readSite>;
  } catch {
    return {}; // the content check reports a broken site.json; images can still be built
  }
}

/** The project's images: content/images → public/images, icons and favicon from the brand logo. */
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
    screenshots: site.tagline && site.heroImage ? { outDir: join(root, 'public', 'screenshots'), tagline: site.tagline, subtext: site.heroSubtext ?? '', heroId: site.heroImage, cards: readCards(content) } : undefined,
  };
}

/** The destination cards the screenshots show (the first three of the home carousel). */
function readCards(contentDir: string): Array<{ id: string; name: string }> {
  try {
    const cards = JSON.parse(readFileSync(join(contentDir, 'destination-cards.json'), 'utf8')) as Array<{ imgSrc: string; cardText: string }>;
    return cards.slice(0, 3).map((card) => ({ id: card.imgSrc, name: card.cardText }));
  } catch {
    return []; // the content check reports it
  }
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
