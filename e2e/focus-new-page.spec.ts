import { test, expect, type Page } from '@playwright/test';
import { waitForHydration } from './page-states.ts';

/**
 * A link followed inside the site changes the page in place. Without help a screen reader says
 * nothing of the new page, and focus falls to the top of the document (or stays on the header's
 * link, or on the hamburger the menu gave it back to): a keyboard traveller tabbed through the header
 * again to reach the page. On each new page focus is on its main heading (which a screen reader reads
 * out), and the next Tab goes into the page.
 */

/** What has focus, as a screen reader would name it: its role's tag and its words. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return { tag: active?.tagName.toLowerCase(), text: active?.textContent?.trim().replace(/\s+/g, ' ').slice(0, 60), inMain: !!active?.closest('main') };
  });

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a link followed by keyboard focuses the new page’s heading; Tab goes on into the page; back returns to the same place', async ({ page }) => {
    await page.goto('/destinations/bali');
    await waitForHydration(page);
    // The page the browser loaded keeps its focus where it was (a traveller may be typing already).
    expect((await focused(page)).tag).toBe('body');

    const guide = page.getByRole('link', { name: /deep-dive guide to Bali/ });
    await guide.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => window.scrollY);
    await guide.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/destinations/bali/deep-dive');
    await expect(page.getByRole('heading', { level: 1, name: 'A Deep Dive into Bali' })).toBeFocused();
    // The new page opens at its top, heading in view.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The heading is not a control: it gets no focus ring.
    expect(await page.locator('h1').evaluate((h1) => getComputedStyle(h1).outlineStyle)).toBe('none');

    await page.keyboard.press('Tab');
    const next = await focused(page);
    expect(next.inMain, `the next Tab goes into the page, not to ${next.text}`).toBe(true);

    // Back, focus is on the link the traveller followed, and the page where they left it.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Bali' })).toBeVisible();
    await expect(guide).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledTo);
    // Forward again: focus is where the traveller left that page, on the control the Tab reached.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'A Deep Dive into Bali' })).toBeVisible();
    await expect.poll(() => focused(page)).toEqual(next);
  });

  test('back to a page left by a button, the journey is still chosen and focus is on that button', async ({ page }) => {
    await page.goto('/destinations/dubai');
    await waitForHydration(page);
    const journeys = page.locator('#itineraries');
    const second = journeys.locator('button[aria-pressed]').nth(1);
    const chosen = (await second.textContent())!.trim();
    await second.click();
    await journeys.getByRole('button', { name: 'Explore Itinerary' }).click();
    await expect(page).toHaveURL(/\/itinerary\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await page.goBack();
    await expect(journeys.getByRole('button', { name: chosen })).toHaveAttribute('aria-pressed', 'true');
    await expect(journeys.getByRole('heading', { level: 3, name: chosen })).toBeVisible();
    await expect(journeys.getByRole('button', { name: 'Explore Itinerary' })).toBeFocused();
    // Reloaded (a phone that discarded the tab), the page still shows the journey chosen.
    await page.reload();
    await waitForHydration(page);
    await journeys.scrollIntoViewIfNeeded();
    await expect(journeys.getByRole('button', { name: chosen })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the header’s Desire link from another page focuses the Desire section', async ({ page }) => {
    await page.goto('/destinations/dubai');
    await waitForHydration(page);
    await page.getByRole('banner').getByRole('link', { name: 'Desire' }).click();
    await expect(page).toHaveURL('/#desire');
    await expect(page.locator('#desire')).toBeFocused();
  });

  test('a filter keeps focus where it is', async ({ page }) => {
    await page.goto('/itineraries/bali');
    await waitForHydration(page);
    const duration = page.getByRole('group', { name: 'Duration' });
    const second = duration.getByRole('radio').nth(1);
    await second.focus();
    await page.keyboard.press('Space');
    await expect(second).toBeChecked();
    await expect(page).toHaveURL(/\?/);
    await page.waitForTimeout(300);
    await expect(second).toBeFocused();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('a page chosen in the menu has focus on its heading, not on the hamburger', async ({ page }) => {
    await page.goto('/destinations/maldives');
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Enquire Now' }).tap();
    await expect(page).toHaveURL('/enquire');
    await expect(page.locator('main h1')).toBeFocused();
  });

  test('leaving the landing page (no router yet) focuses the next page’s heading; back, the card followed', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const card = page.getByRole('region', { name: 'Top Destinations' }).getByRole('link').first();
    await card.click();
    await expect(page).toHaveURL(/\/destinations\/[a-z-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    // Back, focus is on the card followed, though the landing page had no router to note it.
    await page.goBack();
    await expect(page).toHaveURL('/');
    await expect(card).toBeFocused();
  });
});
