import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildImages, type BuildImagesOptions, describeImages, planVariants, readCatalog } from '../src/index.ts';

let root: string;
let options: BuildImagesOptions;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'image-metadata-'));
  options = { catalogDir: join(root, 'catalog'), contentImagesDir: join(root, 'images'), outDir: join(root, 'out'), cacheDir: join(root, 'cache') };
  mkdirSync(options.catalogDir, { recursive: true });
  mkdirSync(join(options.contentImagesDir, 'places'), { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('image metadata without encoding', () => {
  it('plans the wanted widths a source can fill, or its own width when it is smaller', () => {
    expect(planVariants([480, 960, 1600], { width: 1600, height: 1000 })).toEqual([
      { width: 480, height: 300 },
      { width: 960, height: 600 },
      { width: 1600, height: 1000 },
    ]);
    expect(planVariants([480, 960], { width: 400, height: 300 })).toEqual([{ width: 400, height: 300 }]);
  });

  it('describes exactly the files the encoder writes, for odd photo sizes and rotated photos', async () => {
    writeFileSync(
      join(options.catalogDir, 'places.json'),
      JSON.stringify({ 'places/odd': { alt: 'An odd size' }, 'places/turned': { alt: 'Taken sideways' }, 'places/painted': { alt: 'Art', art: { scene: 'portrait' } } }),
    );
    const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7d8c' } });
    await photo(1333, 777).jpeg().toFile(join(options.contentImagesDir, 'places/odd.jpg'));
    // stored 1200×800 with EXIF orientation 6: shown 800×1200
    await photo(1200, 800).jpeg().withMetadata({ orientation: 6 }).toFile(join(options.contentImagesDir, 'places/turned.jpg'));

    const described = await describeImages(readCatalog(options.catalogDir), options.contentImagesDir);
    await buildImages(options);

    expect(described['places/turned']).toEqual({ alt: 'Taken sideways', width: 768, height: 1152, widths: [480, 768] });
    expect(described['places/painted']).toEqual({ alt: 'Art', width: 480, height: 480, widths: [240, 480] });
    for (const [id, entry] of Object.entries(described)) {
      for (const width of entry.widths) {
        for (const format of ['avif', 'webp']) {
          const meta = await sharp(join(options.outDir, `${id}-${width}.${format}`)).metadata();
          expect([meta.width, meta.height], `${id}-${width}.${format}`).toEqual([width, Math.round((entry.height * width) / entry.width)]);
        }
      }
    }
  });
});
