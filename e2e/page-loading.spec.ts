import { test, expect, type Page } from '@playwright/test';
import { waitForHydration } from './page-states.ts';

/**
 * On a first visit over a slow connection (before the service worker holds the site's code), a link
 * waited 1-2 s for its page's code with nothing on screen changing: a traveller tapped again or gave
 * up. While a page is on its way, a line runs along the top of the screen.
 */

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true, serviceWorkers: 'block' });

/** A slow mobile connection from now on: 600 ms round trips, 50 KB/s. */
async function slowConnection(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 600, downloadThroughput: 50_000, uploadThroughput: 50_000 });
}

const loadingBar = (page: Page) => page.getByRole('progressbar', { name: 'Loading page' });

for (const { from, link } of [
  { from: '/privacy-policy', link: '/about-us' },
  { from: '/', link: '/enquire' },
]) {
  test(`a link followed from ${from} on a slow connection shows the page is coming, until it is there`, async ({ page }) => {
    await page.goto(from);
    await waitForHydration(page);
    await slowConnection(page);
    const anchor = page.locator(`a[href="${link}"]:visible`).first();
    await anchor.scrollIntoViewIfNeeded();
    // The bar lasts as long as the page takes (about half a second here): noted the moment it comes.
    await page.evaluate(() => {
      const noted = window as unknown as { barShownOn?: string };
      new MutationObserver(() => {
        if (!noted.barShownOn && document.querySelector('[role="progressbar"][aria-label="Loading page"]')) noted.barShownOn = location.pathname;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await anchor.tap();
    await expect(page).toHaveURL(link, { timeout: 20_000 });
    await expect(page.locator('main h1')).toBeVisible();
    // It came while the traveller was still on the page she tapped on: it told her the tap was taken.
    expect(await page.evaluate(() => (window as unknown as { barShownOn?: string }).barShownOn)).toBe(from);
    await expect(loadingBar(page)).toHaveCount(0);
  });
}
