import { test, expect, type Page } from '@playwright/test';
import { waitForHydration } from './page-states.ts';

/**
 * The site scrolls smoothly to a section a link names, and the router used to glide the same way: a
 * page opened from a link showed where the last page had been read and slid to its top for half a
 * second; going back slid from the top down to where the traveller had been. A browser puts a page
 * in place at once, and so does the site now. Sampled every frame: the page is at its old place, or
 * at its new one, and never in between.
 */

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

/** Records, each frame until `stop()`, where the page is scrolled and which page it is. */
async function recordScroll(page: Page): Promise<() => Promise<{ y: number; path: string }[]>> {
  await page.evaluate(() => {
    const frames: { y: number; path: string }[] = [];
    (window as unknown as { scrollFrames: typeof frames }).scrollFrames = frames;
    const sample = () => {
      frames.push({ y: Math.round(window.scrollY), path: location.pathname });
      if (frames.length < 600) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return () => page.evaluate(() => (window as unknown as { scrollFrames: { y: number; path: string }[] }).scrollFrames.splice(0));
}

test('a link opens the new page at its top, and back puts the last one where it was, at once', async ({ page }) => {
  await page.goto('/destinations/bali');
  await waitForHydration(page);
  const guide = page.getByRole('link', { name: /deep-dive guide to Bali/ });
  await guide.scrollIntoViewIfNeeded();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  const left = await page.evaluate(() => Math.round(window.scrollY));

  let frames = await recordScroll(page);
  await guide.tap();
  await expect(page).toHaveURL('/destinations/bali/deep-dive');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.waitForTimeout(700);
  const opening = (await frames()).filter((f) => f.path.endsWith('/deep-dive')).map((f) => f.y);
  expect(opening.filter((y) => y !== 0 && y !== left), `scroll positions of the new page, frame by frame: ${opening.join(', ')}`).toEqual([]);

  frames = await recordScroll(page);
  await page.goBack();
  await expect(page).toHaveURL('/destinations/bali');
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(left);
  await page.waitForTimeout(700);
  const returning = (await frames()).filter((f) => f.path === '/destinations/bali').map((f) => f.y);
  expect(returning.filter((y) => y !== 0 && y !== left), `scroll positions going back, frame by frame: ${returning.join(', ')}`).toEqual([]);
});

test('a link to a section on the same page still glides there', async ({ page }) => {
  await page.goto('/destinations/bali');
  await waitForHydration(page);
  const frames = await recordScroll(page);
  await page.getByRole('button', { name: 'Explore Bali' }).tap();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(400);
  await page.waitForTimeout(900);
  const positions = [...new Set((await frames()).map((f) => f.y))];
  // Smooth: more than a start and an end.
  expect(positions.length, `positions: ${positions.join(', ')}`).toBeGreaterThan(3);
});

test('going back to a destination, its itineraries open at the journey chosen, without sliding there', async ({ page }) => {
  await page.goto('/destinations/dubai');
  await waitForHydration(page);
  const journeys = page.locator('#itineraries');
  await journeys.scrollIntoViewIfNeeded();
  // One card at a time on a phone: the fourth is three steps along.
  for (let i = 0; i < 3; i++) await journeys.getByRole('button', { name: 'Next itineraries' }).tap();
  const fourth = journeys.locator('button[aria-pressed]').nth(3);
  await fourth.tap();
  await journeys.getByRole('button', { name: 'Explore Itinerary' }).tap();
  await expect(page).toHaveURL(/\/itinerary\//);

  await page.evaluate(() => {
    const offsets: number[] = [];
    (window as unknown as { trackOffsets: number[] }).trackOffsets = offsets;
    const sample = () => {
      const track = document.querySelector('#itineraries ul');
      if (track) offsets.push(Math.round(new DOMMatrix(getComputedStyle(track).transform).m41));
      if (offsets.length < 60) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  await page.goBack();
  await expect(fourth).toHaveAttribute('aria-pressed', 'true');
  await page.waitForTimeout(1000);
  // In view across: the carousel shows the fourth card.
  const box = (await fourth.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  const offsets = await page.evaluate(() => (window as unknown as { trackOffsets: number[] }).trackOffsets);
  expect(new Set(offsets), `the track's offset, frame by frame: ${offsets.join(', ')}`).toEqual(new Set([offsets.at(-1)]));
});
