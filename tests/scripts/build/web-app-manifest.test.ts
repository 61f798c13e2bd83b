import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { webAppManifest } from '../../../scripts/build/pwa-plugins.ts';
import { SCREENSHOTS, screenshotsPresent, writeScreenshots } from '@taleweave/images';
import { paths } from '../../../shared/config/paths.ts';
import { loadContent } from '../../../shared/content/load-content.ts';

describe('web app manifest (issue 7)', () => {
  const manifest = webAppManifest(loadContent().site);

  it('has a stable id, categories and the three shortcuts travellers return to', () => {
    expect(manifest.id).toBe('/');
    expect(manifest.categories).toEqual(['travel', 'lifestyle']);
    expect(manifest.shortcuts?.map((s) => [s.name, s.url])).toEqual([
      ['Destinations', paths.destinations.href()],
      ['Saved trips', paths.savedTrips.href()],
      ['Enquire', paths.enquire.href()],
    ]);
  });

  it('lists one narrow and one wide screenshot with their real sizes', () => {
    expect(manifest.screenshots?.map((s) => [s.src, s.sizes, s.form_factor])).toEqual([
      ['/screenshots/narrow.png', '720x1280', 'narrow'],
      ['/screenshots/wide.png', '1280x800', 'wide'],
    ]);
  });
});

describe('manifest screenshots', () => {
  let outDir: string;
  beforeEach(() => (outDir = mkdtempSync(join(tmpdir(), 'shots-'))));
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('are composed at the sizes the manifest declares', async () => {
    const art = join(outDir, 'art.png');
    await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#2a6f7a' } }).png().toFile(art);
    expect(screenshotsPresent(outDir)).toBe(false);

    await writeScreenshots({ outDir, brandName: 'Test Journeys', tagline: 'Go Far Away', subtext: 'Words', heroFile: art, cards: [{ file: art, name: 'Goa' }, { file: art, name: 'Kochi' }, { file: art, name: 'Leh' }] });

    expect(screenshotsPresent(outDir)).toBe(true);
    for (const shot of SCREENSHOTS) {
      const meta = await sharp(join(outDir, shot.file)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', shot.width, shot.height]);
    }
  });
});
