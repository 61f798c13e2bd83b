import { test, expect, devices } from '@playwright/test';
import { emulateSafeArea, underTheNotch } from './support/safe-area.ts';
import { waitForHydration } from './page-states.ts';
import { openHydrated } from './support/install-offer.ts';

/**
 * The page is drawn edge to edge (viewport-fit=cover). On an iPhone held sideways the notch and the
 * rounded corners take about 47 px from each side: the header's logo, every heading and paragraph and
 * the WhatsApp button sat 16–29 px from the edge, under them. The page's gutter, the floating button,
 * the dialogs, the about overlay and the install toast and sheet keep clear of the insets the phone reports.
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

test.describe('an Android phone held sideways (740 × 360), the about overlay', () => {
  const insets = { left: 44, right: 44, bottom: 16 };
  test.use({ viewport: { width: 740, height: 360 }, isMobile: true, hasTouch: true });

  test('the full-screen story and its close button keep clear of the cut-out', async ({ page }) => {
    await emulateSafeArea(page, insets);
    await openHydrated(page, '/');
    const discover = page.getByRole('button', { name: 'Discover our story' });
    await discover.scrollIntoViewIfNeeded();
    await discover.tap();
    const overlay = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close', exact: true }) });
    await expect(overlay).toBeVisible();
    await overlay.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    expect(await underTheNotch(page, insets)).toEqual([]);
  });
});

test.describe('an iPhone upright, the "Add to Home Screen" sheet', () => {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices['iPhone 13'];
  test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

  test("the sheet's last button is above the home indicator", async ({ page }) => {
    const insets = { left: 0, right: 0, bottom: 34 };
    await emulateSafeArea(page, insets);
    await openHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name: 'Install app' }).click();
    const sheet = page.getByRole('dialog', { name: 'Add to Home Screen' });
    await expect(sheet).toBeVisible();
    await sheet.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    const button = (await sheet.getByRole('button', { name: 'Got it' }).boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(viewport.height - insets.bottom);
  });
});
