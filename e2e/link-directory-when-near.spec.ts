import { test, expect, type Locator } from '@playwright/test';
import { waitForHydration } from './page-states.ts';

/**
 * The home page's link directory, seventy-odd links near its end, is laid out only when it comes
 * near the screen, like the sections before it (issue 9). Until then it stands in at least as tall
 * as it renders: the footer's dark block follows it, and below a shorter stand-in an accessibility
 * check would look for its text's background there.
 */

/** Whether the browser is laying the element out now, or skipping it until it nears the screen. */
function rendered(element: Locator): Promise<boolean> {
  return element.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
}

for (const width of [375, 800, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('/: the link directory waits unlaid, stands in at least as tall, then works once reached', async ({ page }) => {
      await page.goto('/');
      await waitForHydration(page);
      const directory = page.locator('#directory');
      const link = directory.getByRole('link', { name: 'Bali travel guide', exact: true });
      expect(await rendered(link)).toBe(false);
      const standIn = (await directory.boundingBox())!.height;

      await directory.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect.poll(() => rendered(link)).toBe(true);
      const real = (await directory.boundingBox())!.height;
      expect(standIn).toBeGreaterThanOrEqual(real);
      expect(standIn).toBeLessThan(real * 1.5);

      await link.click();
      await expect(page).toHaveURL('/destinations/bali/deep-dive');
    });
  });
}
