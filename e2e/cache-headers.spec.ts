import { test, expect } from '@playwright/test';
import { allRoutes, headingsByRoute } from './routes.ts';

/**
 * Issue 9: with compression, HTML pages and the worker were once served `max-age=3600`, so a shared
 * cache could keep an old page naming deleted chunks. Asked for the way Chromium asks (its own
 * Accept-Encoding), and with each single encoding, they must stay `no-cache`.
 */
const pages = [...headingsByRoute().map(([route]) => route), '/enquire'];

// Every answer from the server itself, not from the worker installed by the first page.
test.use({ serviceWorkers: 'block' });

test('Chromium gets every page, sw.js and the manifest compressed and revalidated on every use', async ({ page }) => {
  await page.goto('/');
  const manifest = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifest).toMatch(/\.webmanifest$/);
  for (const url of [...pages, '/sw.js', manifest!]) {
    const res = await page.goto(url);
    // A page the route list does not prerender (a deep dive without a guide) is a not-found page: 404,
    // and revalidated like the rest.
    const found = allRoutes.includes(url) || url === '/sw.js' || url === manifest;
    expect(res?.status(), url).toBe(found ? 200 : 404);
    expect(res!.fromServiceWorker(), url).toBe(false);
    expect(await res!.request().headerValue('accept-encoding'), url).toContain('br');
    const headers = await res!.allHeaders();
    expect(headers['content-encoding'], url).toBe('br');
    expect(headers['cache-control'], url).toBe('no-cache');
  }
});

test('the not-found page is no-cache too', async ({ page }) => {
  const res = await page.goto('/no/such/page');
  expect(res?.status()).toBe(404);
  expect(await res!.headerValue('cache-control')).toBe('no-cache');
});

test('hashed scripts the page loads are immutable for a year', async ({ page }) => {
  const scripts: Array<Promise<string | null>> = [];
  page.on('response', (res) => {
    if (/\/assets\/.+\.js$/.test(res.url())) scripts.push(res.headerValue('cache-control'));
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(new Set(await Promise.all(scripts))).toEqual(new Set(['public, max-age=31536000, immutable']));
});

for (const encoding of ['br', 'gzip', 'identity']) {
  test(`accept-encoding: ${encoding} keeps pages, sw.js and the manifest no-cache`, async ({ request }) => {
    for (const url of ['/', '/destinations/dubai', '/sw.js', '/manifest.webmanifest']) {
      const res = await request.get(url, { headers: { 'accept-encoding': encoding } });
      expect(res.status(), url).toBe(200);
      expect(res.headers()['cache-control'], url).toBe('no-cache');
      expect(res.headers()['content-encoding'], url).toBe(encoding === 'identity' ? undefined : encoding);
    }
  });
}
