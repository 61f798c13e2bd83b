import { test, expect } from '@playwright/test';
import { waitForHydration } from './page-states.ts';

test.use({ viewport: { width: 375, height: 740 } });

/**
 * Losing the connection mid-read: the banner says what still works without moving the page under the
 * reader's finger (it once pushed the page down, and a tap on "Enquire Now" landed on the text above).
 */
test('going offline shows the banner at the foot of the screen and moves nothing on the page', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  const enquire = page.getByRole('link', { name: 'Enquire Now' }).filter({ visible: true }).first();
  const before = await enquire.boundingBox();

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  expect(await enquire.boundingBox()).toEqual(before);
  const bannerBox = (await banner.boundingBox())!;
  expect(bannerBox.y + bannerBox.height).toBeCloseTo(740, 0);

  // Sections whose code had not come yet keep their words (they load once back online), and at the
  // end of the page the banner sits below the footer, which it never hides.
  // Sections rendered on the way down (content-visibility) can grow the page while it scrolls, so
  // one End may stop short of the end: press it until the page is at its end, as a reader would.
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      return page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
    }, { timeout: 15_000, intervals: [800] })
    .toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Stories from the road' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Questions travellers ask us' })).toBeAttached();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeInViewport();
  const footerBox = (await footer.boundingBox())!;
  expect(footerBox.y + footerBox.height).toBeLessThanOrEqual((await banner.boundingBox())!.y + 1);

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});
