import { test, expect, type Page } from '@playwright/test';
import { waitForHydration } from './page-states.ts';

/**
 * The site-wide footer hydrates when it nears the screen, from code of its own (issue 9): its ~70
 * elements and 16 links were part of every page's work right after the first paint. The traveller
 * sees it prerendered all along, its links work whenever they are tapped, and a page reached by a
 * client-side navigation shows it in the same frame as the page.
 */

/** The script files the page has fetched so far that hold the footer's component. */
function watchFooterCode(page: Page): () => string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const code = await response.text().catch(() => '');
    if (code.includes('footer-company')) found.push(new URL(response.url()).pathname);
  });
  return () => found;
}

/** Marks the window: a full page load clears the mark, a client-side navigation keeps it. */
async function markWindow(page: Page) {
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const path of ['/privacy-policy', '/itineraries/bali', '/']) {
    test(`${path}: the footer is on the page at once, its code comes when it nears the screen, and then its links open pages in place`, async ({ page }) => {
      const footerCode = watchFooterCode(page);
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const footer = page.locator('#site-footer');
      await expect(footer.getByRole('link', { name: 'Cancellation Policy' })).toBeAttached();
      await expect(footer.getByRole('navigation', { name: 'Company' })).toBeAttached();
      expect(footerCode()).toEqual([]);

      await footer.scrollIntoViewIfNeeded();
      await expect.poll(footerCode).toHaveLength(1);
      await markWindow(page);
      await footer.getByRole('link', { name: 'Cancellation Policy' }).click();
      await expect(page).toHaveURL('/cancellation-policy');
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Cancellation');
      expect(await sameDocument(page)).toBe(true);
    });
  }

  test('a tap on a footer link straight after the page opens is followed', async ({ page }) => {
    await page.goto('/terms-and-conditions');
    await waitForHydration(page);
    await page.locator('#site-footer').getByRole('link', { name: 'About us' }).click();
    await expect(page).toHaveURL('/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('after a client-side navigation the page and its footer appear in the same frame', async ({ page }) => {
  await page.goto('/privacy-policy');
  await waitForHydration(page);
  // The first moment the new page's heading is in the document: was the footer there with it?
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { __footerWithPage: boolean[] }).__footerWithPage = seen;
    new MutationObserver(() => {
      if (seen.length || !document.querySelector('h1')?.textContent?.startsWith('A women-led agency')) return;
      seen.push(Boolean(document.querySelector('#site-footer a[href="/shipping-policy"]')));
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await page.locator('header').getByRole('link', { name: 'About us', exact: true }).first().click();
  await expect(page).toHaveURL('/about-us');
  // The URL changes a moment before the new page commits: wait for the page itself.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('A women-led agency');
  await expect(page.locator('#site-footer')).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { __footerWithPage: boolean[] }).__footerWithPage)).toEqual([true]);
});
