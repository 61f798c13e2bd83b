import { test, expect, type Locator, type Page } from '@playwright/test';
import { content, onePagePerRoute } from './routes.ts';
import { waitForHydration } from './page-states.ts';

/**
 * The narrowest phones still sold and used (320 CSS px: an iPhone SE of the first generation, many
 * small Androids, any phone with its text set large) read the site without scrolling sideways.
 */
test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** How far a box's content runs past its right padding. */
const pastRightPadding = (box: Locator) =>
  box.evaluate((el) => {
    const padding = parseFloat(getComputedStyle(el).paddingRight);
    const edge = el.getBoundingClientRect().right - padding;
    return Math.max(0, ...[...el.querySelectorAll('input, select, textarea, button')].map((child) => child.getBoundingClientRect().right - edge));
  });

for (const url of onePagePerRoute) {
  test(`${url} fits a 320 px screen`, async ({ page }) => {
    await page.goto(url);
    await waitForHydration(page);
    expect(await sideways(page)).toBe(0);
  });
}

test('an itinerary list fits with its sort menu and its filters open', async ({ page }) => {
  await page.goto('/itineraries/honeymoon');
  await waitForHydration(page);
  const sort = page.getByLabel('Sort results');
  await sort.scrollIntoViewIfNeeded();
  await expect(sort).toBeInViewport({ ratio: 1 });
  await sort.selectOption({ label: 'Price: high to low' });
  expect(await sideways(page)).toBe(0);
  await page.getByRole('button', { name: /Show Filters/ }).click();
  await expect(page.getByRole('button', { name: /Hide Filters/ })).toBeVisible();
  expect(await sideways(page)).toBe(0);
});

test("the expert dialog's fields stay inside its padding", async ({ page }) => {
  const longest = content.itineraries.reduce((a, b) => (b.name.length > a.name.length ? b : a));
  await page.goto(`/itinerary/${longest._id}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'PLAN WITH AN EXPERT' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name')).toBeVisible();
  expect(await pastRightPadding(dialog.locator('form').locator('..'))).toBeLessThanOrEqual(0.5);
});

test("the enquiry form's fields stay inside their card", async ({ page }) => {
  await page.goto('/enquire');
  await waitForHydration(page);
  const form = page.locator('form').filter({ has: page.getByLabel('Your name') });
  expect(await pastRightPadding(form)).toBeLessThanOrEqual(0.5);
  expect(await sideways(page)).toBe(0);
});

/**
 * A phone zoomed for large text: Chrome on Android zooms the page, so 375 px at 150% lays out at
 * 250 CSS px. The header's name stays clear of the menu button, and no page scrolls sideways.
 */
test.describe('a 375 px phone zoomed to 150% (250 px)', () => {
  test.use({ viewport: { width: 250, height: 500 } });

  for (const url of ['/', '/destinations/bali', '/destinations/bali/deep-dive', '/itineraries/bali', `/itinerary/${content.itineraries[0]!._id}`, '/enquire']) {
    test(`${url} fits, and the name in the header stays clear of the menu button`, async ({ page }) => {
      await page.goto(url);
      await waitForHydration(page);
      expect(await sideways(page)).toBe(0);
      const header = page.getByRole('banner');
      const name = (await header.getByText(content.site.brandName, { exact: true }).boundingBox())!;
      const menu = (await header.getByRole('button', { name: 'Open menu' }).boundingBox())!;
      expect(name.x + name.width).toBeLessThanOrEqual(menu.x);
    });
  }
});
