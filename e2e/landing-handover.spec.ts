import { test, expect } from '@playwright/test';
import { collectProblems } from './console-problems.ts';
import { waitForHydration } from './page-states.ts';

/**
 * The landing page hydrates with React alone (issue 9: its JavaScript within 100 KiB gzip); the router
 * and the query cache load when the traveller leaves it. On a phone, leaving must feel like any other
 * link in the site: no reload, the new page's heading, the way back.
 */
test.describe('phone 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the landing page needs no router to open, and its links open pages in place and come back', async ({ page }) => {
    const problems = await collectProblems(page);
    await page.goto('/');
    // What the page hydrates with (the boot script's list; the routed site comes later, when idle).
    const hydratesWith = await page.locator('script[data-entry]').evaluate((boot: HTMLScriptElement) => `${boot.dataset.entry} ${boot.dataset.preload}`);
    expect(hydratesWith).toMatch(/\/assets\/react-/);
    expect(hydratesWith).not.toMatch(/\/assets\/(router|start-site)-/);
    await waitForHydration(page);

    // A mark on the window survives a navigation in place, not a reload.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    const topDestinations = page.getByRole('region', { name: 'Top Destinations' });
    await topDestinations.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/destinations\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Links of the page reached go through the router now.
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/./);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Testimonials' }).click();
    await expect(page).toHaveURL(/\/testimonials$/);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    expect(problems).toEqual([]);
  });
});
