import type { Page } from '@playwright/test';

/** Chrome's "Font size" setting (Settings › Appearance): Medium is 16 px, Large 20, Very large 24. */
export const BROWSER_TEXT_SIZES = { large: 20, veryLarge: 24 } as const;

/** Sets the browser's default text size for this page, as a reader's setting does. */
export async function setBrowserTextSize(page: Page, px: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
}
