import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { waitForHydration } from './page-states.ts';
import { content } from './routes.ts';
import { FITTING_HEADER, headerLayout } from './support/header-layout.ts';

/**
 * The app opened from the home screen has no browser bar: an iPhone shows no back button at all, a
 * desktop app window none either. A traveller who followed a destination's card had no way back but
 * the menu. There the header has Back (in place of the logo on a phone); in a browser tab it has none.
 */

/** Runs the site as an iPhone's home-screen app does (`navigator.standalone`). */
const asHomeScreenApp = (context: BrowserContext) =>
  context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true }));

const back = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Back', exact: true });

/** Follows the first Top Destinations card from the home page; returns its address. */
async function followFirstDestination(page: Page): Promise<string> {
  await page.goto('/');
  await waitForHydration(page);
  const card = page.getByRole('region', { name: 'Top Destinations' }).getByRole('link').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(href);
  return href;
}

test.describe('opened from the home screen, on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  test.beforeEach(({ context }) => asHomeScreenApp(context));

  test('a page reached in the app has Back, in the logo’s place; it returns to the card followed', async ({ page }) => {
    const href = await followFirstDestination(page);
    await expect(back(page)).toBeVisible();
    const header = page.getByRole('banner');
    // The logo gives way; the name and the menu keep their room.
    await expect(header.getByRole('link', { name: content.site.brandName }).locator('img')).toBeHidden();
    const [backBox, nameBox, menuBox] = await Promise.all([
      back(page).boundingBox(),
      header.getByRole('link', { name: content.site.brandName }).boundingBox(),
      header.getByRole('button', { name: 'Open menu' }).boundingBox(),
    ]);
    expect(backBox!.x + backBox!.width).toBeLessThanOrEqual(nameBox!.x);
    expect(nameBox!.x + nameBox!.width).toBeLessThanOrEqual(menuBox!.x);

    await back(page).tap();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('region', { name: 'Top Destinations' }).locator(`a[href="${href}"]`)).toBeFocused();
    // Where the app was opened there is nothing to go back to.
    await expect(back(page)).toHaveCount(0);
  });

  test('the page the app opened at has no Back', async ({ page }) => {
    await page.goto('/destinations/bali');
    await waitForHydration(page);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expect(back(page)).toHaveCount(0);
  });
});

test.describe('opened from the home screen, on a tablet and a computer', () => {
  test.beforeEach(({ context }) => asHomeScreenApp(context));

  test('Back and the logo both show, and the header’s entries still fit on one line', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await followFirstDestination(page);
    await expect(back(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: content.site.brandName }).locator('img')).toBeVisible();
    for (const width of [768, 834, 1024, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await headerLayout(page), `${width} px`).toEqual(FITTING_HEADER);
    }
  });
});

test('in a browser tab, the browser’s own back is there: the header has none', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await followFirstDestination(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(back(page)).toHaveCount(0);
});
