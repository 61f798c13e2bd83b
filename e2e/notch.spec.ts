import { test, expect } from '@playwright/test';
import { emulateSafeArea, underTheNotch } from './support/safe-area.ts';
import { waitForHydration } from './page-states.ts';

/**
 * The page is drawn edge to edge (viewport-fit=cover). On an iPhone held sideways the notch and the
 * rounded corners take about 47 px from each side: the header's logo, every heading and paragraph and
 * the WhatsApp button sat 16–29 px from the edge, under them. The page's gutter, the floating button,
 * the dialogs and the install toast keep clear of the insets the phone reports.
 */
const PAGES = ['/', '/destinations/bali', '/itinerary/bali-ubud-uluwatu-honeymoon', '/enquire', '/destinations/bali/deep-dive'];

test.describe('an iPhone 15 held sideways (844 × 390)', () => {
  const insets = { left: 47, right: 47, bottom: 21 };
  test.use({ viewport: { width: 844, height: 390 }, isMobile: true, hasTouch: true });

  test('no words or buttons under the notch or the rounded corners', async ({ page }) => {
    await emulateSafeArea(page, insets);
    for (const path of PAGES) {
      await page.goto(path);
      expect(await underTheNotch(page, insets), path).toEqual([]);
    }
  });
});

test.describe('an Android phone held sideways (740 × 360), with the menu', () => {
  const insets = { left: 44, right: 44, bottom: 16 };
  test.use({ viewport: { width: 740, height: 360 }, isMobile: true, hasTouch: true });

  test('the page, its menu and the expert dialog keep clear of the camera cut-out', async ({ page }) => {
    await emulateSafeArea(page, insets);
    await page.goto('/itinerary/bali-ubud-uluwatu-honeymoon');
    await waitForHydration(page);
    expect(await underTheNotch(page, insets), 'the page').toEqual([]);

    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
    expect(await underTheNotch(page, insets), 'the menu').toEqual([]);
    await menu.getByRole('button', { name: 'Close menu' }).tap();
    await expect(menu).toBeHidden();

    await page.getByRole('button', { name: /plan with an expert/i }).first().tap();
    const dialog = page.getByRole('dialog', { name: /with an expert/ });
    await expect(dialog).toBeVisible();
    await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(insets.left);
    expect(box.x + box.width).toBeLessThanOrEqual(740 - insets.right);
  });
});
