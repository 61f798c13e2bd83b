import { mkdtempSync, mkdirSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { buildImages, type BuildImagesOptions, describeImages, ImageInputError, readCatalog } from '../src/index.ts';

let root: string;
let options: BuildImagesOptions;

/** The image metadata the site gets for the catalog (worked out without encoding). */
const manifest = () => describeImages(readCatalog(options.catalogDir), options.contentImagesDir);
const writeCatalog = (name: string, catalog: unknown) => writeFileSync(join(options.catalogDir, name), JSON.stringify(catalog));

/** A solid coral photo the agency might drop in, smaller than the widest variant. */
async function dropPhoto(id: string, width = 1200, height = 800) {
  const file = join(options.contentImagesDir, `${id}.png`);
  mkdirSync(join(file, '..'), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: '#e0765c' } }).png().toFile(file);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'images-'));
  options = {
    catalogDir: join(root, 'content/images/catalog'),
    contentImagesDir: join(root, 'content/images'),
    outDir: join(root, 'public/images'),
    cacheDir: join(root, 'cache'),
  };
  mkdirSync(options.catalogDir, { recursive: true });
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('image pipeline', () => {
  it('turns a photo into AVIF and WebP variants no wider than the photo, with a manifest entry', async () => {
    writeCatalog('places.json', { 'places/harbour': { alt: 'A harbour at dusk' } });
    await dropPhoto('places/harbour');

    await buildImages(options);

    for (const [width, height] of [[480, 320], [960, 640]]) {
      for (const format of ['avif', 'webp'] as const) {
        const meta = await sharp(join(options.outDir, `places/harbour-${width}.${format}`)).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect([meta.width, meta.height]).toEqual([width, height]);
        expect(meta.exif).toBeUndefined();
      }
    }
    expect(existsSync(join(options.outDir, 'places/harbour-1600.webp'))).toBe(false);
    const entry = (await manifest())['places/harbour']!;
    expect(entry).toEqual({ alt: 'A harbour at dusk', width: 960, height: 640, widths: [480, 768, 960] });
    for (const w of entry.widths) for (const ext of ['avif', 'webp']) expect(existsSync(join(options.outDir, `places/harbour-${w}.${ext}`))).toBe(true);
  });

  it('sends a phone a smaller AVIF than sharp\'s own settings at the same quality (issue 9)', async () => {
    writeCatalog('places.json', { 'places/terraces': { alt: 'Rice terraces', art: { palette: 'bali', scene: 'rice-terraces' } } });

    await buildImages(options);

    // The same artwork as sharp encodes it by default (full-resolution chroma, effort 2 here before)
    const painted = await sharp(join(options.outDir, 'places/terraces-1600.webp')).png().toBuffer();
    const before = await sharp(painted).resize(768).avif({ quality: 50, effort: 2 }).toBuffer();
    const sent = statSync(join(options.outDir, 'places/terraces-768.avif')).size;
    expect(sent).toBeLessThan(before.length * 0.92);
  });

  it('uses a photo instead of the artwork for the same id', async () => {
    writeCatalog('places.json', { 'places/bay': { alt: 'A bay', art: { palette: 'maldives', scene: 'lagoon' } } });

    await buildImages(options);
    expect((await manifest())['places/bay']).toMatchObject({ width: 1600, height: 1000 });

    await dropPhoto('places/bay', 1000, 1000);
    const report = await buildImages(options);

    expect(report.generated).toBe(1);
    expect((await manifest())['places/bay']).toMatchObject({ width: 960, height: 960 });
    const { dominant } = await sharp(join(options.outDir, 'places/bay-960.webp')).stats();
    expect(dominant.r).toBeGreaterThan(200);
    // the artwork's 1600 px files are gone with it
    expect(existsSync(join(options.outDir, 'places/bay-1600.avif'))).toBe(false);
  });

  it('paints artwork for ids without a photo and reuses unchanged images', async () => {
    writeCatalog('a.json', { 'people/guide': { alt: 'Our guide', art: { scene: 'portrait', seed: 3 } } });
    writeCatalog('b.json', { 'places/dunes': { alt: 'Dunes', art: { palette: 'dubai', scene: 'desert', time: 'dusk' } } });

    const first = await buildImages(options);
    const second = await buildImages(options);

    expect(first).toMatchObject({ ids: 2, generated: 2, reused: 0 });
    expect(second).toMatchObject({ ids: 2, generated: 0, reused: 2 });
    expect((await manifest())['people/guide']).toMatchObject({ width: 480, height: 480, widths: [240, 480] });
    expect((await manifest())['places/dunes']!.widths).toEqual([480, 768, 960, 1280, 1600]);
  });

  it('names the catalog file and the problem when a fragment is invalid', async () => {
    writeCatalog('broken.json', { 'places/x': { art: {} } });
    await expect(buildImages(options)).rejects.toThrow(ImageInputError);
    await expect(buildImages(options)).rejects.toThrow(/broken\.json.*\n.*places\/x\.alt/);
  });

  it('names a photo that cannot be decoded', async () => {
    writeCatalog('places.json', { 'places/torn': { alt: 'A torn print' } });
    mkdirSync(join(options.contentImagesDir, 'places'), { recursive: true });
    writeFileSync(join(options.contentImagesDir, 'places/torn.jpg'), 'not a jpeg');
    await expect(buildImages(options)).rejects.toThrow(/places\/torn\.jpg: cannot be read as an image/);
  });
});
