import { test, expect, type Page } from '@playwright/test';
import { onePagePerRoute } from './routes.ts';
import { waitForHydration } from './page-states.ts';

/**
 * No words cut short. A card on the home page's Top Destinations set its name on one line and cut
 * the rest: a traveller read "Andaman and…" at every width, and a reader who widens the spacing of
 * text (WCAG 1.4.12: line height 1.5, letters 0.12 em, words 0.16 em, paragraphs 2 em apart) lost
 * more. Long names now take a second line.
 */

/** WCAG 1.4.12's text spacing, as a reader's style sheet or extension sets it. */
const WCAG_TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** Every element on the page that cuts its text short with an ellipsis, by its words. */
const textCutShort = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => {
        const style = getComputedStyle(element);
        return style.textOverflow === 'ellipsis' && (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight);
      })
      .map((element) => element.textContent?.trim()),
  );

/** Scrolls through the page, so that sections drawn when seen are there. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
  });

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('each Top Destinations card shows its whole name', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const names = page.getByRole('region', { name: 'Top Destinations' }).getByRole('listitem');
    const count = await names.count();
    expect(count).toBeGreaterThan(0);
    const cut = await textCutShort(page);
    expect(cut, 'names cut short').toEqual([]);
    // The longest name is on two lines, inside its card.
    const andaman = page.getByRole('region', { name: 'Top Destinations' }).getByText('Andaman and Nicobar Islands');
    const card = page.getByRole('region', { name: 'Top Destinations' }).getByRole('link', { name: /Andaman and Nicobar Islands/ });
    const [nameBox, cardBox] = [await andaman.boundingBox(), await card.boundingBox()];
    expect(nameBox!.width).toBeLessThanOrEqual(cardBox!.width);
    expect(nameBox!.y + nameBox!.height).toBeLessThanOrEqual(cardBox!.y + cardBox!.height);
  });

  test('with WCAG text spacing, no page cuts its words short or scrolls sideways', async ({ page }) => {
    test.slow();
    for (const url of onePagePerRoute) {
      await page.goto(url);
      await waitForHydration(page);
      await page.addStyleTag({ content: WCAG_TEXT_SPACING });
      await scrollThrough(page);
      expect(await textCutShort(page), `${url}: words cut short`).toEqual([]);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `${url} scrolls sideways`).toBe(0);
    }
  });
});
