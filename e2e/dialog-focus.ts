import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses `key` (Tab or Shift+Tab) in an open modal dialog until `target` has focus. A native modal
 * dialog wraps focus through the browser's own controls at one end (the page loses focus for one
 * press); what must never happen is focus reaching the page behind the dialog.
 */
export async function pressUntilFocused(page: Page, key: 'Tab' | 'Shift+Tab', target: Locator): Promise<void> {
  for (let press = 0; press < 2; press++) {
    await page.keyboard.press(key);
    const focus = await page.evaluate(() => ({
      pageHasFocus: document.hasFocus(),
      inDialog: document.activeElement?.closest('dialog[open]') !== null,
    }));
    if (focus.pageHasFocus) expect(focus.inDialog, 'focus stays inside the dialog').toBe(true);
    if (await target.evaluate((el) => el === document.activeElement && document.hasFocus())) return;
  }
  await expect(target).toBeFocused();
}
