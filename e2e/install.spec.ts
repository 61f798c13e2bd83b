import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect, chromium, devices } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { offerInstall, openHydrated, promptCalls } from './support/install-offer.ts';
import { allRoutes } from './routes.ts';

test('every page and the offline shell hold the web app manifest link exactly once, for after the first paint', async ({ request }) => {
  for (const route of [...allRoutes, '/shell.html', '/saved-trips']) {
    const html = await (await request.get(route, { headers: { 'accept-encoding': 'br' } })).text();
    const held = [...html.matchAll(/<template id="after-first-paint">([\s\S]*?)<\/template>/g)].map(([, links]) => links);
    expect(held, route).toHaveLength(1);
    expect(held[0]!.match(/<link[^>]+rel="manifest"[^>]*>/g), route).toEqual(['<link rel="manifest" href="/manifest.webmanifest">']);
    // Linked in the markup, Chromium would fetch the manifest (and an icon) alongside the first screen's files;
    // an empty icon stands in for the favicon, or Chromium would ask for /favicon.ico instead.
    const outside = html.replace(/<template[\s\S]*?<\/template>/g, '');
    expect(outside, route).not.toMatch(/<link[^>]+rel="manifest"/);
    expect(outside.match(/<link[^>]+rel="icon"[^>]*>/g), route).toEqual(['<link rel="icon" href="data:,">']);
  }
});

test('a browser asking /favicon.ico unasked (no icon linked yet, or no script) gets the icon, not a 404', async ({ request }) => {
  const response = await request.get('/favicon.ico', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/vnd.microsoft.icon');
  const ico = await response.body();
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]); // an icon resource
  expect(ico.readUInt16LE(4)).toBeGreaterThan(0);
});

test('a page links the favicon (in place of an empty stand-in) and the manifest exactly once, after its first contentful paint', async ({ page }) => {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      (window as unknown as { linkedAtFirstPaint: string[] }).linkedAtFirstPaint = [...document.querySelectorAll<HTMLLinkElement>('link[rel="manifest"], link[rel="icon"]')].map((link) => link.getAttribute('href')!);
    }).observe({ type: 'paint', buffered: true });
  });
  await openHydrated(page, '/destinations/bali');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.ico');
  await expect(page.locator('link[rel="manifest"], link[rel="icon"]')).toHaveCount(2);
  // The icon is the ICO of small PNGs: an SVG favicon is decoded as a document of its own on the page's thread.
  expect(await page.evaluate(() => (window as unknown as { linkedAtFirstPaint?: string[] }).linkedAtFirstPaint)).toEqual(['data:,']);
});

test('in a persistent profile Chromium finds the site installable, with one manifest link', async ({ baseURL }) => {
  const profile = mkdtempSync(join(tmpdir(), 'tbd-install-'));
  const context = await chromium.launchPersistentContext(profile, { ...test.info().project.use, baseURL, headless: true });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await openHydrated(page, '/');
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(1);
    const cdp = await context.newCDPSession(page);
    const manifest = (await cdp.send('Page.getAppManifest')) as { errors: unknown[]; url: string };
    expect(manifest.errors).toEqual([]);
    expect(new URL(manifest.url).pathname).toBe('/manifest.webmanifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('no install entry until the browser offers installing; then the header entry calls prompt()', async ({ page }) => {
  await openHydrated(page, '/destinations');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: 'Install app' })).toHaveCount(0);

  await offerInstall(page);
  await banner.getByRole('button', { name: 'Install app' }).click();

  expect(await promptCalls(page)).toBe(1);
  // Chromium's prompt can be shown once: the entry goes until the browser offers again.
  await expect(banner.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test('at 375 px the install entry is in the mobile menu, and on the offline page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openHydrated(page, '/destinations');
  await offerInstall(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Install app' }).click();
  expect(await promptCalls(page)).toBe(1);

  await openHydrated(page, '/offline');
  await offerInstall(page);
  await page.getByRole('main').getByRole('button', { name: 'Install the app' }).click();
  expect(await promptCalls(page)).toBe(1);
});

test('the install nudge comes after a guide is read to its end, never on first paint, and "Not now" is remembered', async ({ page }) => {
  await openHydrated(page, '/destinations/bali/deep-dive');
  await offerInstall(page);
  const nudge = page.getByRole('dialog', { name: 'Install the app' });
  await expect(nudge).toHaveCount(0);

  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(nudge).toContainText('Reading on the go?');
  await nudge.getByRole('button', { name: 'Not now' }).click();
  await expect(nudge).toHaveCount(0);

  await page.reload();
  await waitForServiceWorkerControl(page);
  await offerInstall(page);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForTimeout(500); // the observer would have fired by now
  await expect(nudge).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
  test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

  test('the install entry opens the illustrated "Add to Home Screen" sheet', async ({ page }) => {
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Install app' }).click();

    const sheet = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('listitem').nth(0)).toHaveText(/Tap Share .*in Safari’s toolbar\./);
    await expect(sheet.getByRole('listitem').nth(1)).toHaveText('Choose Add to Home Screen.');
    await expect(sheet.locator('svg').first()).toBeVisible();
    await sheet.getByRole('button', { name: 'Got it' }).click();
    await expect(sheet).toBeHidden();
  });
});
