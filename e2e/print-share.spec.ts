import { test, expect, type Page } from '@playwright/test';
import { content } from './routes.ts';
import { SHARE_TEXT } from '../src/components/share-button/share-text.ts';

const itinerary = content.itineraries.find((it) => it._id === 'bali-ubud-uluwatu-honeymoon')!;
const guide = content.guides.get('bali')!;
const itineraryUrl = `/itinerary/${itinerary._id}`;
const guideUrl = '/destinations/bali/deep-dive';

/** True when the print contact block is visible and nothing visible on the page ends below it. */
async function contactIsLast(page: Page) {
  return page.evaluate(() => {
    const contact = document.querySelector('[data-testid="print-contact"]');
    if (!contact || getComputedStyle(contact).display === 'none') return false;
    const contactBottom = contact.getBoundingClientRect().bottom;
    return [...document.body.querySelectorAll('*')].every((el) => {
      if (contact.contains(el) || el.getClientRects().length === 0) return true;
      return el.getBoundingClientRect().bottom <= contactBottom + 1;
    });
  });
}

test.describe('printing (issue 7: print stylesheet)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an itinerary prints every day, without header, menus or buttons, and ends with the agency’s contact', async ({ page }, testInfo) => {
    await page.goto(itineraryUrl);
    await page.waitForLoadState('networkidle');
    const days = Object.values(itinerary.daywise);
    // On screen the accordion shows the first day only.
    await expect(page.getByText(days[1]!.description)).toBeHidden();
    await expect(page.getByTestId('print-contact')).toBeHidden();

    const screenOnly = [
      page.locator('#root > header'),
      page.locator('#root > footer'),
      page.getByRole('button', { name: SHARE_TEXT.button }),
      page.getByRole('button', { name: 'PLAN WITH AN EXPERT' }),
    ];
    for (const piece of screenOnly) await expect(piece).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    for (const day of days) await expect(page.getByText(day.description)).toBeVisible();
    for (const piece of screenOnly) await expect(piece).toBeHidden();
    for (const nav of await page.locator('nav').all()) await expect(nav).toBeHidden();
    const contact = page.getByTestId('print-contact');
    await expect(contact).toBeVisible();
    await expect(contact).toContainText(content.site.email);
    await expect(contact).toContainText(content.site.whatsappBusinessNumbers[0]!.display);
    expect(await contactIsLast(page)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath('print-itinerary-375.png'), fullPage: true });
  });

  test('a guide prints every section, without its contents list or the site’s chrome, and ends with the contact', async ({ page }) => {
    await page.goto(guideUrl);
    await page.waitForLoadState('networkidle');
    const contents = page.locator('main nav');
    await expect(contents).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('heading', { level: 1, name: 'A Deep Dive into Bali' })).toBeVisible();
    // The hero's title turns to ink: printers drop the dark photo behind it.
    expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).color)).toBe('rgb(0, 0, 0)');
    for (const section of guide.sections) await expect(page.getByRole('heading', { name: section.title })).toBeVisible();
    await expect(contents).toBeHidden();
    await expect(page.locator('#root > header')).toBeHidden();
    await expect(page.locator('#root > footer')).toBeHidden();
    await expect(page.getByTestId('print-contact')).toBeVisible();
    expect(await contactIsLast(page)).toBe(true);
  });
});

test.describe('Share (issue 7: Web Share API, else copy the link)', () => {
  test('calls navigator.share with the title, a line and the page’s address when the browser has it', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void calls.push(data) });
    });
    await page.goto(itineraryUrl);
    await page.getByRole('button', { name: SHARE_TEXT.button }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls)).toEqual([
      { title: itinerary.name, text: expect.stringContaining(itinerary.time), url: `${baseURL}${itineraryUrl}` },
    ]);
    await expect(page.getByText(SHARE_TEXT.copied)).toHaveCount(0);
  });

  test('copies the link and says so when there is no Web Share', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
    await page.goto(guideUrl);
    await page.getByRole('button', { name: SHARE_TEXT.button }).click();
    await expect(page.getByRole('status').filter({ hasText: SHARE_TEXT.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${guideUrl}`);
  });

  test('shows the link to select when the clipboard is refused', async ({ page, baseURL }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
    });
    await page.goto(itineraryUrl);
    await page.getByRole('button', { name: SHARE_TEXT.button }).click();
    const link = page.getByRole('textbox', { name: SHARE_TEXT.manual });
    await expect(link).toHaveValue(`${baseURL}${itineraryUrl}`);
    await expect(link).toBeFocused();
    expect(await link.evaluate((input: HTMLInputElement) => input.value.slice(input.selectionStart!, input.selectionEnd!))).toBe(`${baseURL}${itineraryUrl}`);
  });
});
