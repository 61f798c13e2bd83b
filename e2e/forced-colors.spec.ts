import { test, expect, type Locator, type Page } from '@playwright/test';
import { waitForHydration } from './page-states.ts';

/**
 * Windows' contrast themes (forced colours) drop backgrounds, gradients and box shadows and repaint
 * text and borders in the theme's few colours. What the site drew only with those vanished: the
 * hamburger's bars, the menu's own background (its links lay over the page), the focus ring of a
 * destination card (an inset shadow: a keyboard user saw no focus), a checked filter radio, the
 * carousel's current dot. Each state is checked here as a reader in such a theme would see it.
 */
test.use({ forcedColors: 'active' });

/** A colour as the browser computed it, with the theme applied. */
const computed = (locator: Locator, property: string, pseudo?: '::after' | '::before') =>
  locator.evaluate((el, [p, pe]) => getComputedStyle(el, pe ?? null).getPropertyValue(p!), [property, pseudo] as const);
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const isOpaque = (colour: string) => !/rgba\(.*,\s*0\)$/.test(colour) && colour !== 'transparent';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the hamburger's bars show, and the open menu covers the page", async ({ page }) => {
    await page.goto('/destinations/bali');
    await waitForHydration(page);
    const hamburger = page.getByRole('button', { name: 'Open menu' });
    const barsIn = (button: Locator) => button.locator('span > span');
    await expect(barsIn(hamburger)).toHaveCount(3);
    const ink = await computed(hamburger, 'color');
    for (const bar of await barsIn(hamburger).all()) expect(await computed(bar, 'background-color')).toBe(ink);

    await hamburger.tap();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    expect(isOpaque(await computed(dialog, 'background-color')), 'the menu has a background').toBe(true);
    const close = dialog.getByRole('button', { name: 'Close menu' });
    const closeInk = await computed(close, 'color');
    for (const bar of await barsIn(close).all()) expect(await computed(bar, 'background-color')).toBe(closeInk);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a destination card shows keyboard focus, and the current dot differs from the others', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Top Destinations' });
    const card = region.getByRole('link', { name: /Maldives/ });
    await page.keyboard.press('Tab');
    await card.focus();
    await expect(card).toBeFocused();
    expect(await card.evaluate((el) => el.matches(':focus-visible'))).toBe(true);
    // The ring is an outline (a theme keeps outlines): at least 2 px, in a colour other than the page's.
    expect(await computed(card, 'outline-style', '::after')).toBe('solid');
    expect(parseFloat(await computed(card, 'outline-width', '::after'))).toBeGreaterThanOrEqual(2);
    expect(await computed(card, 'outline-color', '::after')).not.toBe(await pageBackground(page));

    const dots = region.getByRole('button', { name: /^Go to slide \d+$/ });
    const current = await computed(dots.first(), 'background-color', '::after');
    const other = await computed(dots.nth(1), 'background-color', '::after');
    await expect(dots.first()).toHaveAttribute('aria-current', 'true');
    expect(current).not.toBe(other);
    for (const colour of [current, other]) {
      expect(isOpaque(colour), 'a dot is drawn').toBe(true);
      expect(colour).not.toBe(await pageBackground(page));
    }
  });

  test('a checked filter looks checked', async ({ page }) => {
    await page.goto('/itineraries/bali');
    await waitForHydration(page);
    const duration = page.getByRole('group', { name: 'Duration' });
    const checked = duration.getByRole('radio', { name: 'Any' });
    const unchecked = duration.getByRole('radio').nth(1);
    await expect(checked).toBeChecked();
    await expect(unchecked).not.toBeChecked();
    // The two radios, the same size, drawn differently.
    expect((await checked.screenshot()).equals(await unchecked.screenshot())).toBe(false);
  });

  test('a header link is underlined under the pointer', async ({ page }) => {
    await page.goto('/destinations/bali');
    await waitForHydration(page);
    const home = page.getByRole('banner').getByRole('link', { name: 'Home', exact: true });
    await home.hover();
    // The underline is a 1 px line drawn below the words, scaled in on hover: it must be painted in a
    // colour the theme keeps, not the page's own background.
    await expect.poll(() => computed(home, 'transform', '::after')).toBe('matrix(1, 0, 0, 1, 0, 0)');
    const line = await computed(home, 'background-color', '::after');
    expect(isOpaque(line), 'the underline is drawn').toBe(true);
    expect(line).not.toBe(await pageBackground(page));
  });

  test("the destination chooser marks the page's own destination", async ({ page }) => {
    await page.goto('/destinations/bali');
    const current = page.locator('a[aria-current="page"]', { hasText: 'Bali' });
    await current.scrollIntoViewIfNeeded();
    const name = current.getByText('Bali', { exact: true });
    expect(await computed(name, 'text-decoration-line')).toContain('underline');
    const other = page.getByRole('link', { name: 'Dubai', exact: true }).last();
    expect(await computed(other.getByText('Dubai', { exact: true }), 'text-decoration-line')).not.toContain('underline');
  });
});
