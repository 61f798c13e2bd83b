import { test, expect, type Page } from '@playwright/test';
import { waitForHydration } from './page-states.ts';

/**
 * What a phone on a slow connection downloads first (issue 9): the stylesheet and the hero picture
 * at high priority, the code at low priority so it never competes with the first paint. Priorities
 * as Chromium assigns them, read from the DevTools protocol.
 */
async function requestPriorities(page: Page, path: string): Promise<Map<string, string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    if (!priorities.has(url.pathname)) priorities.set(url.pathname, event.request.initialPriority);
  });
  await page.goto(path);
  await waitForHydration(page);
  return priorities;
}

for (const path of ['/', '/destinations/bali']) {
  test(`${path} at 375 px: code at low priority, the stylesheet and the hero picture first`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const priorities = await requestPriorities(page, path);
    // The page's own preloads (Vite adds more at run time for code loaded when a section is seen).
    const html = await (await page.request.get(path)).text();
    const preloaded = [...html.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g)].map(([, href]) => href!);
    expect(preloaded.length).toBeGreaterThan(5);
    for (const file of preloaded) expect({ file, priority: priorities.get(file) }).toEqual({ file, priority: 'Low' });
    const stylesheet = await page.locator('link[rel="stylesheet"]').evaluate((l) => new URL((l as HTMLLinkElement).href).pathname);
    expect(priorities.get(stylesheet)).toBe('VeryHigh');
    const hero = await page.locator('img[fetchpriority="high"]').first().evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname);
    expect(priorities.get(hero)).toBe('High');
  });
}
