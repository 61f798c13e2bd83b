import { test, expect, type Page } from '@playwright/test';
import { content } from './routes.ts';
import { DESTINATION_SECTIONS } from '../tests/features/destinations/section-order.ts';

const dubai = content.destinationPages.get('dubai')!;

/** spec §2 destination page: sections 1–12, top to bottom. */
const SECTIONS_IN_ORDER = [...DESTINATION_SECTIONS, 'section:has(#latest-blog)', '#site-footer'];

async function openDubai(page: Page) {
  await page.goto('/destinations/dubai');
  await page.waitForLoadState('networkidle');
}

for (const width of [375, 1280]) {
  test.describe(`destination page at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('shows the sections in the spec order', async ({ page }) => {
      await openDubai(page);
      const tops: number[] = [];
      for (const selector of SECTIONS_IN_ORDER) {
        const box = await page.locator(selector).boundingBox();
        expect(box, selector).not.toBeNull();
        tops.push(box!.y);
      }
      for (let i = 1; i < tops.length; i++) expect(tops[i], `${SECTIONS_IN_ORDER[i]} below ${SECTIONS_IN_ORDER[i - 1]}`).toBeGreaterThan(tops[i - 1]!);
      // Nothing may stick out sideways (the chooser canvas is wider than the page at some widths).
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    });

    test('choosing an orbit item swaps the title; Back restores it', async ({ page }) => {
      await openDubai(page);
      const discover = page.locator('#discover');
      const title = discover.getByRole('heading', { level: 2 });
      await expect(title).toHaveText('Discover Dubai, one moment at a time');
      // The centre item stands still; the orbiting ones are paused first, as a visitor would.
      const centre = dubai.Page5.items[2]!;
      await discover.getByRole('button', { name: centre.name }).click();
      await expect(title).toHaveText(centre.name);
      await discover.getByRole('button', { name: 'Pause orbit' }).click();
      const outer = dubai.Page5.items[0]!;
      await discover.getByRole('button', { name: outer.name }).click();
      await expect(title).toHaveText(outer.name);
      await expect(discover.getByText(outer.description)).toBeVisible();
      await discover.getByRole('button', { name: 'Back' }).click();
      await expect(title).toHaveText('Discover Dubai, one moment at a time');
    });

    test("'Explore Itinerary' opens the itinerary's detail page", async ({ page }) => {
      await openDubai(page);
      const card = dubai.Page3.cards[0]!;
      const itinerary = content.itineraries.find((it) => it.destination === 'dubai' && it.name === card.cardText)!;
      const section = page.locator('#itineraries');
      await section.getByRole('button', { name: card.cardText }).click();
      await expect(section.getByRole('heading', { level: 3, name: card.cardText })).toBeVisible();
      await section.getByRole('button', { name: 'Explore Itinerary' }).click();
      await expect(page).toHaveURL(`/itinerary/${itinerary._id}`);
      await expect(page.getByRole('heading', { level: 1, name: itinerary.name })).toBeVisible();
    });

    test('the chooser links the seven destinations', async ({ page }) => {
      await openDubai(page);
      const chooser = page.locator('#more-destinations');
      await expect(chooser.getByRole('heading', { level: 2, name: 'LIKED DUBAI ?' })).toBeVisible();
      const links = chooser.getByRole('link');
      await expect(links).toHaveCount(7);
      const [first, second] = [await links.nth(0).boundingBox(), await links.nth(1).boundingBox()];
      // Narrow: a two-column grid (the first two side by side). Wide: Mauritius sits lower than Maldives.
      if (width < 1024) expect(Math.abs(first!.y - second!.y)).toBeLessThan(2);
      else expect(second!.y).toBeGreaterThan(first!.y);
    });

    if (width >= 1024) {
      test('a chooser circle under the pointer grows by 30 design pixels', async ({ page }) => {
        await openDubai(page);
        const chooser = page.locator('#more-destinations');
        const tile = chooser.getByRole('listitem').first();
        await tile.scrollIntoViewIfNeeded();
        const circle = tile.locator('a > span').first();
        // The tile's design diameter, and the circle's own size on screen before the pointer comes.
        const size = Number(await tile.evaluate((li) => [...(li as HTMLElement).style].map((name) => (li as HTMLElement).style.getPropertyValue(name)).at(2)));
        const before = (await circle.boundingBox())!.width;
        await tile.getByRole('link').hover();
        await expect.poll(async () => (await circle.boundingBox())!.width / before, { timeout: 3000 }).toBeCloseTo((size + 30) / size, 2);
      });
    }
  });
}

test('the page header scrolls to About us and Itineraries', async ({ page }) => {
  await openDubai(page);
  const nav = page.getByRole('navigation', { name: 'Dubai page' });
  await nav.getByRole('link', { name: 'About us' }).click();
  await expect(page.locator('#about-us')).toBeInViewport();
  await page.getByRole('button', { name: 'Explore Dubai' }).click();
  await expect(page.locator('#itineraries')).toBeInViewport();
});

test('with reduced motion the attractions wait for Play and the orbit stands still', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDubai(page);
  // Each section goes live as the reader scrolls to it (destination-view.tsx).
  const attractions = page.locator('#attractions');
  await attractions.scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Play attractions' })).toBeVisible();
  await page.locator('#discover').scrollIntoViewIfNeeded();
  await expect(page.getByRole('button', { name: 'Pause orbit' })).toBeHidden();
  const first = dubai.PlacesToExplore[0]!.name;
  await page.waitForTimeout(2500);
  await expect(attractions.getByRole('heading', { level: 3 })).toHaveText(first);
});

test('the attractions wait off screen, move on by themselves once seen, and stop with Pause', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openDubai(page);
  const attractions = page.locator('#attractions');
  const name = attractions.getByRole('heading', { level: 3 });
  await expect(attractions).not.toBeInViewport();
  await page.waitForTimeout(2500);
  await expect(name).toHaveText(dubai.PlacesToExplore[0]!.name);
  await attractions.getByRole('region').scrollIntoViewIfNeeded();
  await expect(name).toHaveText(dubai.PlacesToExplore[1]!.name, { timeout: 5000 });
  await attractions.getByRole('button', { name: 'Pause attractions' }).click();
  const held = await name.textContent();
  await page.waitForTimeout(2500);
  await expect(name).toHaveText(held!);
});

test('andaman has its own chooser heading and hydrates without console errors', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error' || msg.type() === 'warning') problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  await page.goto('/destinations/andaman');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('heading', { level: 2, name: 'LIKED ANDAMAN AND NICOBAR ISLANDS ?' })).toBeVisible();
  expect(problems).toEqual([]);
});
