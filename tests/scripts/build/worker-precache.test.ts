import { describe, expect, it } from 'vitest';
import { offlineChunks } from '../../../scripts/build/worker-precache.ts';
import { SITE_ROUTES } from '../../../shared/routes/site-routes.ts';
import type { ViteManifest } from '../../../scripts/build/vite-manifest.ts';

/** A build where the route table imports every screen lazily, as src/app/route-table.tsx does. */
const manifest: ViteManifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'], dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/itinerary.tsx', 'src/lib/persist.ts'] },
  '_react.js': { file: 'assets/react.js' },
  'src/lib/persist.ts': { file: 'assets/persist.js' },
  'src/app/routes/home.tsx': { file: 'assets/home.js', imports: ['_carousel.js'], dynamicImports: ['src/features/about/overlay.tsx'] },
  '_carousel.js': { file: 'assets/carousel.js' },
  'src/features/about/overlay.tsx': { file: 'assets/about-overlay.js' },
  'src/app/routes/itinerary.tsx': { file: 'assets/itinerary.js', imports: ['_booking.js'] },
  '_booking.js': { file: 'assets/booking.js' },
};

describe('the code the worker precaches', () => {
  it('is what every screen needs offline, including code loaded when a section is seen or a dialog opens', () => {
    expect(offlineChunks(manifest, SITE_ROUTES).sort()).toEqual(
      ['assets/about-overlay.js', 'assets/booking.js', 'assets/carousel.js', 'assets/home.js', 'assets/index.js', 'assets/itinerary.js', 'assets/persist.js', 'assets/react.js'].sort(),
    );
  });

  it('includes the screens of pages that are not precached: offline, their screen says honestly whether the page is saved', () => {
    expect(offlineChunks(manifest, SITE_ROUTES)).toContain('assets/itinerary.js');
    expect(offlineChunks(manifest, SITE_ROUTES)).toContain('assets/booking.js');
  });

  it('leaves out modules the route table does not import', () => {
    const withStray: ViteManifest = { ...manifest, 'src/app/routes/stray.tsx': { file: 'assets/stray.js' } };
    expect(offlineChunks(withStray, SITE_ROUTES)).not.toContain('assets/stray.js');
  });
});
