import { test, expect, type BrowserContext } from '@playwright/test';
import { installWorker } from './support/service-worker.ts';
import { chatText, interceptWhatsApp, queueOfflineAndClose, QUEUED_TEXT, sendEnquiry, sentNotice, storedFor, traveller } from './support/enquiry.ts';

/**
 * Issue 8, the worker's half: Background Sync delivers the same IndexedDB outbox as the page, with the
 * same key, whether or not a page of the site is open, and never so that a row is stored twice.
 */

/**
 * Returns a function that dispatches the worker's Background Sync event through DevTools, as the
 * browser does when the connection returns. Its session lives on a blank page (not the site).
 */
async function backgroundSyncTrigger(context: BrowserContext, origin: string): Promise<() => Promise<void>> {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/`)).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/`)!;
  return async () => {
    await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'enquiry-outbox', lastChance: false });
  };
}

test('Background Sync: the worker delivers the outbox with no page of the site open', async ({ context, baseURL }) => {
  const nila = traveller('Nila Never Returned');
  await queueOfflineAndClose(context, nila);

  const fireSync = await backgroundSyncTrigger(context, new URL(baseURL!).origin);
  await context.setOffline(false);
  await fireSync();
  await expect.poll(() => storedFor(nila.name).length).toBe(1);

  // When the traveller does come back, the page knows it was sent (and does not send it again).
  const later = await context.newPage();
  await later.goto('/');
  await expect(sentNotice(later)).toBeVisible();
  expect(storedFor(nila.name)).toHaveLength(1);
});

test('page and worker deliver at the same moment: one row, and the page runs the success path once', async ({ context, baseURL }) => {
  const chats = await interceptWhatsApp(context);
  const page = await context.newPage();
  await installWorker(page, '/enquire');
  const fireSync = await backgroundSyncTrigger(context, new URL(baseURL!).origin);
  await context.setOffline(true);
  const omar = traveller('Omar Both Deliver');
  const form = await sendEnquiry(page, omar);
  await expect(form.getByText(QUEUED_TEXT)).toBeVisible();

  // The page hears `online` and the worker gets its sync together; one claim wins, the other waits.
  await context.setOffline(false);
  await fireSync();
  await expect(page.getByText('Success! Redirecting to WhatsApp...')).toBeVisible();
  await page.waitForURL(/wa\.me/);
  expect(storedFor(omar.name)).toHaveLength(1);
  expect(chats).toHaveLength(1);
});

test('the worker delivers while the page is open: the page follows and runs the success path', async ({ page, context, baseURL }) => {
  const chats = await interceptWhatsApp(context);
  // The page's own tries fail (page.route does not see the worker's requests); only the worker gets through.
  let pageTries = 0;
  await page.route('**/api/inquiries/submit', (route) => {
    pageTries += 1;
    return route.abort('internetdisconnected');
  });
  await installWorker(page, '/enquire');
  const fireSync = await backgroundSyncTrigger(context, new URL(baseURL!).origin);
  const zara = traveller('Zara Worker First');
  const form = await sendEnquiry(page, zara);
  await expect(form.getByText('Failed to send inquiry.')).toBeVisible();
  expect(pageTries).toBe(1);

  await fireSync();
  await expect(page.getByText('Success! Redirecting to WhatsApp...')).toBeVisible();
  await page.waitForURL(/wa\.me/);
  expect(storedFor(zara.name)).toHaveLength(1);
  expect(chats.map((c) => c.searchParams.get('text'))).toEqual([expect.stringContaining(chatText(zara))]);
});
