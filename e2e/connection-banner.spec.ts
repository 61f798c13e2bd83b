import { test, expect, type Locator } from '@playwright/test';
import { waitForHydration } from './page-states.ts';
import { content } from './routes.ts';
import { QUEUED_TEXT, sendExpertRequest } from './support/enquiry.ts';

test.use({ viewport: { width: 375, height: 740 } });

/**
 * Losing the connection mid-read: the banner says what still works without moving the page under the
 * reader's finger (it once pushed the page down, and a tap on "Enquire Now" landed on the text above).
 */
test('going offline shows the banner at the foot of the screen and moves nothing on the page', async ({ page, context }) => {
  await page.goto('/');
  await waitForHydration(page);
  const enquire = page.getByRole('link', { name: 'Enquire Now' }).filter({ visible: true }).first();
  const before = await enquire.boundingBox();

  await context.setOffline(true);
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });
  await expect(banner).toBeVisible();
  expect(await enquire.boundingBox()).toEqual(before);
  const bannerBox = (await banner.boundingBox())!;
  expect(bannerBox.y + bannerBox.height).toBeCloseTo(740, 0);

  // Sections whose code had not come yet keep their words (they load once back online), and at the
  // end of the page the banner sits below the footer, which it never hides.
  // Sections rendered on the way down (content-visibility) can grow the page while it scrolls, so
  // one End may stop short of the end: press it until the page is at its end, as a reader would.
  await expect
    .poll(async () => {
      await page.keyboard.press('End');
      return page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
    }, { timeout: 15_000, intervals: [800] })
    .toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Stories from the road' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Questions travellers ask us' })).toBeAttached();
  const footer = page.getByRole('contentinfo');
  await expect(footer).toBeInViewport();
  const footerBox = (await footer.boundingBox())!;
  expect(footerBox.y + footerBox.height).toBeLessThanOrEqual((await banner.boundingBox())!.y + 1);

  await context.setOffline(false);
  await expect(banner).toBeHidden();
});

/** Whether a tap at the middle of the element reaches it, and not something drawn over it. */
const tappable = (locator: Locator) =>
  locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && (hit === el || el.contains(hit));
  });

/**
 * Offline is when a traveller most needs the two buttons that float at the foot of the screen: "PLAN
 * WITH AN EXPERT" (the request waits in the outbox) and WhatsApp. The banner once lay over both.
 */
test('offline, the banner and a waiting request sit below the booking bar and the WhatsApp button, never over them', async ({ page, context }) => {
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp' });
  const banner = page.getByRole('status').filter({ hasText: 'You are offline' });

  // A page without a booking bar: the WhatsApp button clears the banner.
  await page.goto('/destinations/bali');
  await waitForHydration(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect.poll(() => tappable(chat)).toBe(true);
  await context.setOffline(false);
  await expect(banner).toBeHidden();

  const itinerary = content.itineraries[0]!;
  await page.goto(`/itinerary/${itinerary._id}`);
  await waitForHydration(page);
  const plan = page.getByRole('button', { name: 'PLAN WITH AN EXPERT' });
  await page.evaluate(() => window.scrollTo(0, 300)); // mid-itinerary: both float at the foot of the screen
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expect.poll(() => tappable(plan)).toBe(true);
  expect(await tappable(chat)).toBe(true);
  expect((await plan.boundingBox())!.y + (await plan.boundingBox())!.height).toBeLessThanOrEqual((await banner.boundingBox())!.y);

  // A request sent offline adds its notice to the foot of the screen: the buttons move up again.
  await plan.click();
  const dialog = page.getByRole('dialog');
  await sendExpertRequest(dialog, 'Meera Foot Of Screen');
  await expect(dialog.getByText(QUEUED_TEXT)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your enquiries' })).toBeVisible();
  await expect.poll(() => tappable(plan)).toBe(true);
  expect(await tappable(chat)).toBe(true);
});
