/**
 * @taleweave/images: the image pipeline. Catalogued ids become responsive AVIF and WebP files, from
 * a real photo when there is one and from @taleweave/artwork otherwise; `describeImages` tells the
 * site each image's alt, size and widths without encoding anything.
 */
export { buildImages, type BuildImagesOptions, type BuildImagesReport } from './build-images.ts';
export { describeImages, planVariants, WIDTHS, type Size } from './metadata.ts';
export { ImageInputError, readCatalog } from './catalog.ts';
export * from './schema.ts';
export { SCREENSHOTS, screenshotsPresent, writeScreenshots, type ScreenshotSpec } from './screenshots.ts';
