import { test, expect, type Locator } from '@playwright/test';
import { offerInstall, openHydrated } from './support/install-offer.ts';
import { SEARCH_FIELD_TEXT } from '../src/features/search/search-field-text.ts';

/**
 * A phone held sideways (under 768 px wide, 320–430 px tall) still has the hamburger. Its menu once
 * stacked the X, the search field and 2.25rem links: at 667 × 375 "Enquire Now" and Saved trips were a
 * scroll away, and the search field sat 80 px down, so with a landscape keyboard up (over half the
 * screen) hardly a result showed. Sideways, the field shares the X's row and the links share one.
 */
const bottomOf = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return box.y + box.height;
};

for (const [width, height] of [[667, 375], [568, 320]] as const) {
  test.describe(`the mobile menu on a phone held sideways (${width} × ${height})`, () => {
    test.use({ viewport: { width, height }, isMobile: true, hasTouch: true });

    test('every entry shows without scrolling, the install entry included', async ({ page }) => {
      await openHydrated(page, '/destinations/bali');
      await offerInstall(page);
      await page.getByRole('button', { name: 'Open menu' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      const menu = dialog.getByRole('navigation', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
      // Wait for the opening animation: it moves the panel.
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

      const entries = [
        menu.getByRole('searchbox', { name: SEARCH_FIELD_TEXT.label }),
        ...['Home', 'About us', 'Desire', 'Enquire Now', 'Saved trips'].map((name) => menu.getByRole('link', { name })),
        menu.getByRole('button', { name: 'Install app' }),
        dialog.getByRole('button', { name: 'Close menu' }),
      ];
      for (const entry of entries) {
        const name = (await entry.getAttribute('aria-label')) ?? (await entry.textContent()) ?? '';
        const box = (await entry.boundingBox())!;
        expect(box.y, `${name} starts within the screen`).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height, `${name} ends within the screen`).toBeLessThanOrEqual(height);
        expect(box.x + box.width, `${name} within the screen's width`).toBeLessThanOrEqual(width);
      }
      expect(await dialog.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(0);
      // Each link reads on one line.
      for (const name of ['Home', 'About us', 'Desire']) {
        const link = menu.getByRole('link', { name });
        const lineHeight = await link.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        const box = (await link.boundingBox())!;
        expect(box.height).toBeLessThan(lineHeight * 2);
      }
    });

    test("the search field shares the X's row, so a result shows above a landscape keyboard", async ({ page }) => {
      await openHydrated(page, '/destinations/bali');
      await page.getByRole('button', { name: 'Open menu' }).tap();
      const dialog = page.getByRole('dialog', { name: 'Menu' });
      const menu = dialog.getByRole('navigation', { name: 'Menu' });
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));

      const field = menu.getByRole('searchbox', { name: SEARCH_FIELD_TEXT.label });
      const close = dialog.getByRole('button', { name: 'Close menu' });
      const fieldBox = (await field.boundingBox())!;
      const closeBox = (await close.boundingBox())!;
      // Same row, side by side: the field's middle is level with the X's, and they do not overlap.
      expect(Math.abs(fieldBox.y + fieldBox.height / 2 - (closeBox.y + closeBox.height / 2))).toBeLessThanOrEqual(2);
      expect(fieldBox.x + fieldBox.width).toBeLessThanOrEqual(closeBox.x);
      // The X stays where the hamburger was.
      await close.tap();
      const hamburgerBox = (await page.getByRole('button', { name: 'Open menu' }).boundingBox())!;
      expect(Math.abs(hamburgerBox.x - closeBox.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(hamburgerBox.y - closeBox.y)).toBeLessThanOrEqual(1);

      await page.getByRole('button', { name: 'Open menu' }).tap();
      await field.tap();
      await menu.getByRole('combobox', { name: SEARCH_FIELD_TEXT.label }).pressSequentially('ubud');
      const title = menu.getByRole('option').first().locator('mark').first();
      await expect(title).toHaveText('Ubud');
      // A landscape keyboard with its suggestion strip covers the lower half of the screen and more.
      expect(await bottomOf(title)).toBeLessThanOrEqual(height * 0.5);
    });
  });
}
