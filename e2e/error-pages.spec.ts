import { test, expect } from '@playwright/test';
import { mainStates, recordMainStates, waitForHydration } from './page-states.ts';

/**
 * Every error and not-found state (issue 10): status 404, the site's header and footer, the spec's
 * texts unchanged, ways on (destinations, search, home), and the same state before and after hydration.
 */
const ERROR_PAGES: Array<{ path: string; heading: string; message?: string; specLink?: { name: string; href: string } }> = [
  {
    path: '/itinerary/no-such-journey',
    heading: 'Oops! This journey seems to be off the map.',
    message: 'Could not find the requested itinerary.',
    specLink: { name: 'See All Destinations', href: '/destinations' },
  },
  { path: '/destinations/atlantis', heading: 'Destination data could not be found.' },
  { path: '/destinations/europe/deep-dive', heading: 'The page went on vacation before you — we’ll bring it back soon' },
  { path: '/destinations/atlantis/deep-dive', heading: 'The page went on vacation before you — we’ll bring it back soon' },
  { path: '/blog/no-such-post', heading: 'Blog post not found.' },
  {
    path: '/home-blog/no-such-post',
    heading: 'Blog Post Not Found',
    message: "We couldn't find the blog post you were looking for.",
    specLink: { name: '← Back to Home', href: '/home' },
  },
  { path: '/itineraries/atlantis', heading: 'Itineraries not found' },
  { path: '/no/such/page', heading: 'This page has wandered off the map' },
];

for (const width of [375, 1280]) {
  test(`error pages keep the header and footer and offer ways on at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await recordMainStates(page);
    for (const { path, heading, message, specLink } of ERROR_PAGES) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await waitForHydration(page);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeAttached();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        if (message) await expect(page.getByRole('main').getByText(message, { exact: true })).toBeVisible();
        const waysOn = page.getByRole('navigation', { name: 'Ways on' });
        if (specLink) await expect(waysOn.getByRole('link', { name: specLink.name })).toHaveAttribute('href', specLink.href);
        // Destinations (the spec's 'See All Destinations' where it has one), search and home.
        await expect(waysOn.locator('a[href="/destinations"]')).toHaveCount(1);
        await expect(waysOn.getByRole('link', { name: 'Search the site' })).toHaveAttribute('href', '/search');
        await expect(waysOn.locator('a[href="/"], a[href="/home"]')).toHaveCount(1);
        for (const link of await waysOn.getByRole('link').all()) await expect(link).toBeVisible();
        // The prerendered state is the hydrated state: no 'Loading …' in between, no second render.
        expect(await mainStates(page)).toEqual([heading]);
      });
    }
  });
}

test('a way on leads somewhere real', async ({ page }) => {
  await page.goto('/itinerary/no-such-journey');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'See All Destinations' }).click();
  await expect(page).toHaveURL('/destinations');
  await expect(page.getByRole('heading', { level: 1, name: 'All Destinations' })).toBeVisible();
});
