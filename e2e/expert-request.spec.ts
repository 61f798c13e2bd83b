import { test, expect, type Page } from '@playwright/test';
import { content } from './routes.ts';
import { expertRequestsFor, interceptWhatsApp, QUEUED_TEXT, SCREENS } from './support/enquiry.ts';
import { installWorker } from './support/service-worker.ts';

/** Issue 8 and spec §7: 'PLAN WITH AN EXPERT' is recorded once, then WhatsApp opens with the spec's text. */

const itinerary = content.itineraries.find((it) => it.destination === 'dubai')!;
const request = { phone: '+91 98450 12345', travelers: '3', travelDate: '12–18 March 2027' };

async function openExpertDialog(page: Page) {
  await page.getByRole('button', { name: 'PLAN WITH AN EXPERT' }).click();
  return page.getByRole('dialog', { name: `Plan “${itinerary.name}” with an expert` });
}

async function fillExpertRequest(dialog: ReturnType<Page['getByRole']>, name: string) {
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('WhatsApp number').fill(request.phone);
  await dialog.getByLabel('Number of travellers').fill(request.travelers);
  await dialog.getByLabel('Travel dates').fill(request.travelDate);
  await dialog.getByRole('button', { name: 'Continue on WhatsApp' }).click();
}

/** spec §7, word for word. */
const expertChatText = (name: string) =>
  `Hello, I'd like to plan a trip for the "${itinerary.name}" itinerary.\nName: ${name}\nWhatsApp No: ${request.phone}\nNo. of Travellers: ${request.travelers}\nDates of Travel: ${request.travelDate}`;

const storedRow = (name: string) => ({
  name,
  phone: request.phone,
  travelers: Number(request.travelers),
  travel_date: request.travelDate,
  itinerary_id: itinerary._id,
  itinerary_name: itinerary.name,
});

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.use);

    test('the expert request is stored once, then WhatsApp opens with the spec §7 text unchanged', async ({ page, context }) => {
      const chats = await interceptWhatsApp(context);
      const name = `Ravi Expert ${screen.name}`;
      await page.goto(`/itinerary/${itinerary._id}`);
      await page.waitForLoadState('networkidle');
      await fillExpertRequest(await openExpertDialog(page), name);
      await page.waitForURL(/wa\.me/);
      expect(chats.map((c) => [c.pathname, c.searchParams.get('text')])).toEqual([[`/${content.site.chatNumber}`, expertChatText(name)]]);
      expect(expertRequestsFor(name)).toEqual([storedRow(name)]);
    });
  });
}

test('offline, the expert request waits in the outbox; back online it is stored once and WhatsApp opens', async ({ page, context }) => {
  const chats = await interceptWhatsApp(context);
  await installWorker(page, `/itinerary/${itinerary._id}`);
  await context.setOffline(true);
  const dialog = await openExpertDialog(page);
  await fillExpertRequest(dialog, 'Devi Offline Expert');
  await expect(dialog.getByText(QUEUED_TEXT)).toBeVisible();
  expect(chats).toEqual([]);
  expect(expertRequestsFor('Devi Offline Expert')).toEqual([]);

  await context.setOffline(false);
  await page.waitForURL(/wa\.me/);
  expect(chats.map((c) => c.searchParams.get('text'))).toEqual([expertChatText('Devi Offline Expert')]);
  expect(expertRequestsFor('Devi Offline Expert')).toEqual([storedRow('Devi Offline Expert')]);
});

test.describe('phone 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the expert form uses the width a phone has: its fields span most of the screen, and nothing in it scrolls sideways', async ({ page }) => {
    await page.goto(`/itinerary/${itinerary._id}`);
    const dialog = await openExpertDialog(page);
    const name = dialog.getByLabel('Name');
    await expect(name).toBeVisible();
    // Before: 265 px of 375, the title beside the close button five lines long for a long name.
    expect((await name.boundingBox())!.width).toBeGreaterThanOrEqual(375 * 0.75);
    expect(await dialog.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
  });
});

for (const { width, height } of [
  { width: 667, height: 375 },
  { width: 568, height: 320 },
  { width: 844, height: 390 },
]) {
  test.describe(`a phone held sideways, ${width} × ${height}`, () => {
    test.use({ viewport: { width, height }, isMobile: true, hasTouch: true });

    test('the whole expert form is on the screen: fields two to a row, "Continue on WhatsApp" on one line, nothing to scroll', async ({ page }) => {
      await page.goto(`/itinerary/${itinerary._id}`);
      const dialog = await openExpertDialog(page);
      const send = dialog.getByRole('button', { name: 'Continue on WhatsApp' });
      await expect(send).toBeVisible();
      // Measured where the dialog comes to rest, not while it rises into place.
      await dialog.evaluate((el) => Promise.all(el.getAnimations().map((animation) => animation.finished)));
      // Before: 345 px of dialog for 564 px of form at 667 × 375; the button a scroll away.
      expect(await dialog.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
      const box = (await send.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(height);
      expect(box.height).toBeLessThanOrEqual(46);
      const name = (await dialog.getByLabel('Name').boundingBox())!;
      const phone = (await dialog.getByLabel('WhatsApp number').boundingBox())!;
      expect(phone.y).toBe(name.y);
      expect(phone.x).toBeGreaterThan(name.x + name.width);
    });
  });
}
