import { test, expect, type Locator, type Page } from '@playwright/test';

/**
 * A form sent with a field left empty: the browser scrolls to that field and says "Please fill out
 * this field." Under the sticky header, the field's label must show too, or on a phone the traveller
 * sees an empty box with no word of what goes in it (the header covered the label at 375 px).
 */

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/** The label's top and the header's bottom, once the browser has scrolled the field into view. */
async function labelBelowHeader(page: Page, field: Locator) {
  await expect(field).toBeFocused();
  const header = page.getByRole('banner');
  const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
  let last = { labelTop: Number.NaN, headerBottom: Number.NaN };
  await expect
    .poll(async () => {
      const [labelBox, headerBox] = await Promise.all([label.boundingBox(), header.boundingBox()]);
      const now = { labelTop: Math.round(labelBox!.y), headerBottom: Math.round(headerBox!.y + headerBox!.height) };
      const settled = now.labelTop === last.labelTop;
      last = now;
      return settled;
    })
    .toBe(true);
  return last;
}

test('the enquiry form, sent empty on a phone, shows the first field with its label below the header', async ({ page }) => {
  await page.goto('/enquire');
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send enquiry' }) });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  const { labelTop, headerBottom } = await labelBelowHeader(page, form.locator('input[name="name"]'));
  expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
  expect(labelTop).toBeLessThan(740 / 2); // and near the top, where the eye is after the jump
});
