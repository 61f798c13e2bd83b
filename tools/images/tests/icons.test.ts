import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ICON_FILES, writeIcons } from '../src/icons.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'icons-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const SIZES: Record<(typeof ICON_FILES)[number], number> = { 'icon-192.png': 192, 'icon-512.png': 512, 'maskable-512.png': 512, 'apple-touch-icon.png': 180 };

describe('writeIcons', () => {
  it('paints the mark as small palette PNGs at the sizes the manifest names, transparent or solid as each needs', async () => {
    await writeIcons({ iconsDir: dir, faviconPath: join(dir, 'favicon.svg'), brandName: 'Travel Beyond Dreams' });
    for (const file of ICON_FILES) {
      const image = sharp(join(dir, file));
      const { width, height, isPalette } = await image.metadata();
      expect([file, width, height, isPalette]).toEqual([file, SIZES[file], SIZES[file], true]);
      const corner = await image.extract({ left: 0, top: 0, width: 1, height: 1 }).ensureAlpha().raw().toBuffer();
      // The maskable and Apple icons fill their square; the others float on transparency.
      expect(corner[3]).toBe(file === 'maskable-512.png' || file === 'apple-touch-icon.png' ? 255 : 0);
    }
  });

  it('writes favicon.ico beside the SVG favicon: PNGs of the mark at 16, 32 and 48 px', async () => {
    await writeIcons({ iconsDir: dir, faviconPath: join(dir, 'favicon.svg'), brandName: 'Travel Beyond Dreams' });
    const ico = readFileSync(join(dir, 'favicon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 3]);
    for (const [i, size] of [16, 32, 48].entries()) {
      const entry = 6 + 16 * i;
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      const { format, width, height } = await sharp(png).metadata();
      expect([ico[entry], format, width, height]).toEqual([size, 'png', size, size]);
      // Not an empty square: the mark is drawn.
      expect((await sharp(png).stats()).channels[3]!.max).toBe(255);
    }
  });

  it("keeps a real logo's colours (no palette)", async () => {
    const photo = join(dir, 'logo.png');
    await sharp({ create: { width: 600, height: 600, channels: 3, background: '#e0765c' } }).png().toFile(photo);
    await writeIcons({ iconsDir: dir, faviconPath: join(dir, 'favicon.svg'), brandName: 'Travel Beyond Dreams', photo });
    expect((await sharp(join(dir, 'icon-192.png')).metadata()).isPalette).toBe(false);
  });
});
