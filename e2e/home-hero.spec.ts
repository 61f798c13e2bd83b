import { test, expect, type Page } from '@playwright/test';
import { pressUntilFocused } from './dialog-focus.ts';
import { axeViolations } from './axe.ts';
import { waitForHydration } from './page-states.ts';

/**
 * The landing hero and the header in a real browser at the spec's three layouts (spec §2, §4, §9):
 * which navigation shows, the hamburger menu, the Top Destinations dots, window and drag, and the
 * Destination pill that now scrolls to the home destination carousel.
 */

const LAYOUTS = [
  { width: 375, dots: 7, window: 2 * 154 + 16, step: 154 + 16 },
  { width: 900, dots: 7, window: 2 * 164 + 20, step: 164 + 20 },
  { width: 1280, dots: 6, window: 3 * 174 + 2 * 24, step: 174 + 24 },
] as const;

const topDestinations = (page: Page) => page.getByRole('region', { name: 'Top Destinations' });
const dots = (page: Page) => topDestinations(page).getByRole('button', { name: /^Go to slide \d+$/ });
const track = (page: Page) => topDestinations(page).getByRole('list');

/** Waits until the page is hydrated and its lazily loaded code has arrived. */
async function openLanding(page: Page, width: number, path = '/') {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  // Before hydration a link is a plain link (the browser follows it to the fragment); these tests
  // check what the hydrated page does.
  await waitForHydration(page);
}

/** Horizontal translation of the track, in px, once its spring has settled. */
function trackOffset(page: Page) {
  return track(page).evaluate((el) => new DOMMatrixReadOnly(getComputedStyle(el).transform).m41);
}

for (const layout of LAYOUTS) {
  test.describe(`at ${layout.width} px`, () => {
    test('the header shows the right navigation', async ({ page }) => {
      await openLanding(page, layout.width);
      const banner = page.getByRole('banner').first();
      await expect(banner.getByRole('link', { name: 'Taleweave Journeys' })).toHaveAttribute('href', '/');
      const main = banner.getByRole('navigation', { name: 'Main' });
      const hamburger = banner.getByRole('button', { name: 'Open menu' });
      if (layout.width >= 768) {
        await expect(main).toBeVisible();
        await expect(main.getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('href', '/');
        await expect(main.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/#about-us');
        await expect(main.getByRole('link', { name: 'Desire' })).toHaveAttribute('href', '/#desire');
        await expect(main.getByRole('link', { name: 'Destination', exact: true })).toBeVisible();
        await expect(hamburger).toBeHidden();
      } else {
        await expect(main).toBeHidden();
        await expect(hamburger).toBeVisible();
        await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
      }
    });

    test(`Top Destinations shows ${layout.dots} dots and a window of exactly the visible cards`, async ({ page }) => {
      await openLanding(page, layout.width);
      await expect(dots(page)).toHaveCount(layout.dots);
      await expect(dots(page).first()).toHaveAttribute('aria-current', 'true');
      const viewport = track(page).locator('xpath=..');
      const box = await viewport.boundingBox();
      expect(Math.round(box!.width)).toBe(layout.window);
      await expect(track(page).getByRole('link')).toHaveCount(8);
      // Each card: 200 px high (spec §9).
      const card = await track(page).getByRole('link').first().boundingBox();
      expect(Math.round(card!.height)).toBe(200);

      const next = topDestinations(page).getByRole('button', { name: 'Next top destinations' });
      const previous = topDestinations(page).getByRole('button', { name: 'Previous top destinations' });
      await expect(previous).toBeDisabled();
      await dots(page).nth(2).click();
      await expect(dots(page).nth(2)).toHaveAttribute('aria-current', 'true');
      await expect.poll(() => trackOffset(page)).toBeCloseTo(-2 * layout.step, 0);
      for (let i = 0; i < layout.dots; i++) if (await next.isEnabled()) await next.click();
      await expect(next).toBeDisabled();
      await expect(dots(page).last()).toHaveAttribute('aria-current', 'true');
      // The disabled button hands keyboard focus to its partner.
      await expect(previous).toBeFocused();
    });
  });
}

test('the mobile menu opens, closes after a choice and on Escape', async ({ page }) => {
  await openLanding(page, 375);
  const hamburger = page.getByRole('button', { name: 'Open menu' });
  await hamburger.click();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'true');
  // spec §9: the menu animates for 0.2 s.
  const animation = await page.getByRole('dialog', { name: 'Menu' }).evaluate((el) => [getComputedStyle(el).animationName, getComputedStyle(el).animationDuration]);
  expect(animation[0]).not.toBe('none');
  expect(animation[1]).toBe('0.2s');
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link')).toHaveText(['Home', 'About us', 'Desire', 'Enquire Now', 'Saved trips']);
  await expect(menu.getByRole('link', { name: 'Home' })).toBeFocused();
  // A native modal dialog: Tab wraps between its X and its links, never reaching the page behind.
  const close = page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' });
  const last = menu.getByRole('link', { name: 'Saved trips' });
  await last.focus();
  await pressUntilFocused(page, 'Tab', close);
  await pressUntilFocused(page, 'Shift+Tab', last);
  // The page behind does not scroll while the menu is open.
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(hamburger).toBeFocused();

  await hamburger.click();
  await menu.getByRole('link', { name: 'Desire' }).click();
  await expect(menu).toBeHidden();
  await expect(hamburger).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('#desire')).toBeInViewport();
  // The choice moved focus to the section on purpose; the page behind is usable again.
  await expect(page.locator('#desire')).toBeFocused();

  await page.evaluate(() => window.scrollTo(0, 0));
  await hamburger.click();
  await menu.getByRole('link', { name: 'Enquire Now' }).click();
  await expect(page).toHaveURL(/\/enquire$/);
});

test('a mouse drag on mobile snaps the Top Destinations to an index', async ({ page }) => {
  await openLanding(page, 375);
  const cards = track(page).getByRole('link');
  // Dragging is switched on once the page knows it is on a phone: the carousel marks the track.
  await expect(track(page)).toHaveAttribute('style', /touch-action: pan-y/);
  const first = (await cards.first().boundingBox())!;
  const y = first.y + first.height / 2;
  const startX = first.x + first.width - 10;

  // 200 px to the left is more than one step (170 px) and less than one and a half: index 1.
  await page.mouse.move(startX, y);
  await page.mouse.down();
  await page.mouse.move(startX - 200, y, { steps: 12 });
  await page.mouse.up();
  await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => trackOffset(page)).toBeCloseTo(-170, 0);
  // Releasing over a card does not follow its link.
  await expect(page).toHaveURL(/\/$/);

  // A short drag (under half a step) springs back to the same index.
  const second = (await cards.nth(1).boundingBox())!;
  await page.mouse.move(second.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(second.x - 20, y, { steps: 8 });
  await page.mouse.up();
  await expect(dots(page).nth(1)).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => trackOffset(page)).toBeCloseTo(-170, 0);

  // A long drag past the end stops at the last index (cards − visible = 6).
  await page.mouse.move(second.x + 100, y);
  await page.mouse.down();
  await page.mouse.move(second.x - 1400, y, { steps: 20 });
  await page.mouse.up();
  await expect(dots(page).last()).toHaveAttribute('aria-current', 'true');
  await expect.poll(() => trackOffset(page)).toBeCloseTo(-6 * 170, 0);
});

// spec: the source cut this card's name short ('Andaman & Ni'), a defect: it reads whole, on two lines.
test('Andaman’s card shows its full name, whole', async ({ page }) => {
  await openLanding(page, 375);
  const andaman = track(page).getByRole('link', { name: 'Andaman and Nicobar Islands' });
  await expect(andaman).toHaveAttribute('href', '/destinations/andaman');
  const cut = await andaman
    .getByText('Andaman and Nicobar Islands')
    .evaluate((el) => el.scrollWidth > el.clientWidth || getComputedStyle(el).textOverflow === 'ellipsis');
  expect(cut).toBe(false);
});

test('the Destination pill scrolls to the destinations section', async ({ page }) => {
  await openLanding(page, 1280);
  const pill = page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Destination', exact: true });
  await pill.click();
  const section = page.locator('#destinations');
  await expect(section).toBeInViewport();
  await expect.poll(() => section.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120);
  await expect(section).toBeFocused();
  await expect(page).toHaveURL(/\/$/);
});

test('from another page the Destination pill opens the landing page at the destinations', async ({ page }) => {
  await openLanding(page, 1280, '/enquire');
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Destination', exact: true }).click();
  await expect(page).toHaveURL(/\/#destinations$/);
  await expect(page.locator('#destinations')).toBeInViewport();
});

test('at 320 px the header and the hero fit the screen: the name, the line, the arrows and every dot, none under the WhatsApp button', async ({ page }) => {
  await openLanding(page, 320);
  const sticksOut = await page.locator('main section').first().evaluate((hero) =>
    [...hero.querySelectorAll<HTMLElement>('p, h1, a, button')]
      .filter((el) => el.getClientRects().length > 0 && !el.closest('ul'))
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((el) => el.textContent?.trim() || el.getAttribute('aria-label')),
  );
  expect(sticksOut).toEqual([]);
  // The header's name keeps clear of the menu button.
  const banner = page.getByRole('banner').first();
  const name = (await banner.getByRole('link', { name: 'Taleweave Journeys' }).boundingBox())!;
  const menu = (await banner.getByRole('button', { name: 'Open menu' }).boundingBox())!;
  expect(menu.x - (name.x + name.width)).toBeGreaterThanOrEqual(8);
  await expect(dots(page)).toHaveCount(7);
  // Each dot is what a finger at its centre touches (not the floating WhatsApp button), 24 px square.
  for (const dot of await dots(page).all()) {
    const hit = await dot.evaluate((el) => {
      const r = el.getBoundingClientRect();
      return [r.left + 1, r.right - 1].every((x) => el.contains(document.elementFromPoint(x, r.top + r.height / 2))) && r.width >= 24 && r.height >= 24;
    });
    expect(hit).toBe(true);
  }
  expect((await axeViolations(page, 'main section')).filter((v) => v.startsWith('target-size'))).toEqual([]);
});
