import { test, expect, type Locator, type Page } from '@playwright/test';
import { content } from './routes.ts';
import { waitForHydration } from './page-states.ts';

const itinerary = content.itineraries.find((it) => Object.keys(it.daywise).length >= 7)!;
const box = async (locator: Locator) => (await locator.boundingBox())!;
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('the itinerary call to action', () => {
  test('on a phone the booking bar is on screen from the start, all the way down, and never over the footer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto(`/itinerary/${itinerary._id}`);
    await waitForHydration(page);
    const cta = page.getByRole('button', { name: 'PLAN WITH AN EXPERT' });
    await expect(cta).toBeInViewport();
    await expect(page.getByRole('complementary', { name: 'Plan this trip' })).toContainText(`Starting from RS. ${Number(itinerary.price).toLocaleString('en-IN')}/- per person`);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (const y of [height * 0.3, height * 0.6]) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect(cta).toBeInViewport();
    }
    // Down to the end, where bar and button come to rest, the WhatsApp button stays clear of the bar.
    const bar = page.getByRole('complementary', { name: 'Plan this trip' });
    const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
    for (let y = height - 2000; y <= height; y += 80) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      expect(overlaps(await box(chat), await box(bar)), `at ${y} px`).toBe(false);
    }
    await scrollToEnd(page);
    const footer = page.locator('#site-footer');
    await expect(footer).toBeInViewport();
    expect((await box(bar)).y + (await box(bar)).height).toBeLessThanOrEqual((await box(footer)).y + 1);
    await cta.click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  // The itinerary whose price is longest in print ("RS. 2,98,000/-"), on the narrowest phones up to tablets.
  const dearest = content.itineraries.reduce((a, b) => (Number(b.price) > Number(a.price) ? b : a));
  for (const width of [320, 375, 414, 599, 600, 667, 767]) {
    test(`at ${width} px the booking bar holds its price on one line and its button, whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto(`/itinerary/${dearest._id}`);
      await waitForHydration(page);
      const bar = await box(page.getByRole('complementary', { name: 'Plan this trip' }));
      const price = page.getByText(/^Starting from RS\. [\d,]+\/- per person$/);
      const priceBox = await box(price);
      const button = await box(page.getByRole('button', { name: 'PLAN WITH AN EXPERT' }));
      const lineHeight = await price.evaluate((p) => parseFloat(getComputedStyle(p).lineHeight));
      expect(priceBox.height, 'one line').toBeLessThan(lineHeight * 1.5);
      for (const [name, inner] of [['price', priceBox], ['button', button]] as const) {
        expect(inner.x, `${name} left`).toBeGreaterThanOrEqual(bar.x);
        expect(inner.x + inner.width, `${name} right`).toBeLessThanOrEqual(bar.x + bar.width + 0.5);
        expect(inner.y, `${name} top`).toBeGreaterThanOrEqual(bar.y);
        expect(inner.y + inner.height, `${name} bottom`).toBeLessThanOrEqual(bar.y + bar.height + 0.5);
      }
      expect(overlaps(priceBox, button)).toBe(false);
      expect(button.height).toBeGreaterThanOrEqual(44);
    });
  }

  // A phone held sideways has width to spare and little height: the bar is one row, price beside the
  // button (it was the upright phone's two rows, 88 px of the 375, with the header another 76).
  test('on a phone held sideways (667 × 375) the booking bar is one row: the price beside the button', async ({ page }) => {
    await page.setViewportSize({ width: 667, height: 375 });
    await page.goto(`/itinerary/${dearest._id}`);
    await waitForHydration(page);
    const bar = await box(page.getByRole('complementary', { name: 'Plan this trip' }));
    const price = await box(page.getByText(/^Starting from RS\. [\d,]+\/- per person$/));
    const button = await box(page.getByRole('button', { name: 'PLAN WITH AN EXPERT' }));
    expect(price.x + price.width).toBeLessThanOrEqual(button.x);
    expect(price.y + price.height / 2).toBeCloseTo(button.y + button.height / 2, -1);
    expect(bar.height).toBeLessThanOrEqual(72.5);
  });

  test('on a desktop the booking card stays in view below the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/itinerary/${itinerary._id}`);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, 1400));
    const card = page.getByRole('complementary', { name: 'Plan this trip' });
    await expect(card.getByRole('button', { name: 'PLAN WITH AN EXPERT' })).toBeInViewport();
    await expect(card.getByText('Customise your trip with an expert')).toBeVisible();
    const header = await box(page.getByRole('banner'));
    expect((await box(card)).y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});

const CHAT_PAGES = ['/', '/destinations/dubai', `/itinerary/${itinerary._id}`, '/enquire', '/no/such/page'];

for (const width of [375, 1280]) {
  test(`the WhatsApp button opens the agency chat and never covers the footer at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of CHAT_PAGES) {
      await test.step(path, async () => {
        await page.goto(path);
        await waitForHydration(page);
        const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
        // Somewhere inside <main>, a little before its end: the button floats there.
        await page.evaluate(() => window.scrollTo(0, Math.max(0, document.querySelector('main')!.getBoundingClientRect().bottom + window.scrollY - window.innerHeight - 40)));
        await expect(chat).toBeInViewport();
        const href = new URL((await chat.getAttribute('href'))!);
        expect(href.origin + href.pathname).toBe(`https://wa.me/${content.site.chatNumber}`);
        expect(href.searchParams.get('text')).toBe(`Hello ${content.site.brandName}! I'd like to plan a trip.`);
        await expect(chat).toHaveAttribute('target', '_blank');
        const bar = page.getByRole('complementary', { name: 'Plan this trip' });
        if (width < 1024 && (await bar.count())) expect(overlaps(await box(chat), await box(bar))).toBe(false);
        await scrollToEnd(page);
        expect((await box(chat)).y + (await box(chat)).height).toBeLessThanOrEqual((await box(page.locator('#site-footer'))).y + 1);
      });
    }
  });
}

test('the WhatsApp button hides while the menu or a dialog is open', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await waitForHydration(page);
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp', includeHidden: true });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(chat).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(chat).toBeVisible();
  await page.getByRole('button', { name: 'Discover our story' }).click();
  await expect(page.getByRole('dialog', { name: 'Our story' })).toBeVisible();
  await expect(chat).toBeHidden();
});
