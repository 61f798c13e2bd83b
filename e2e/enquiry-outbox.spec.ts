import { test, expect, type BrowserContext, type Page } from '@playwright/test';
import { content } from './routes.ts';
import { installWorker } from './support/service-worker.ts';
import { fillEnquiry, interceptWhatsApp, nextYearDate, QUEUED_TEXT, storedFor, type EnquiryValues } from './support/enquiry.ts';
import { buildNextRelease, deploy, deployFirstBuild } from './support/next-build.ts';

/**
 * Issue 8: every enquiry reaches the agency exactly once. Real built server, real service worker,
 * `context.setOffline`, and the database file read to count rows.
 */

const traveller = (name: string): EnquiryValues => ({
  name,
  date: nextYearDate().value,
  contact: '+91 98860 55555',
  email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
});

/** The chat text of spec §7 for an enquiry, the date as a reader writes it. */
const chatText = (v: EnquiryValues) => `Name: ${v.name}\nPreferred date: ${nextYearDate().written}\nContact: ${v.contact}\nEmail: ${v.email}`;

async function sendEnquiry(page: Page, values: EnquiryValues) {
  const form = await fillEnquiry(page, values);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  return form;
}

test('online: Submitting..., stored exactly once, success text, WhatsApp after the delay', async ({ page, context }) => {
  const chats = await interceptWhatsApp(context);
  const kavya = traveller('Kavya Menon');
  await page.goto('/enquire');
  await page.waitForLoadState('networkidle');
  await sendEnquiry(page, kavya);
  await expect(page.getByText('Success! Redirecting to WhatsApp...')).toBeVisible();
  await page.waitForURL(/wa\.me/);
  expect(chats).toHaveLength(1);
  expect(chats[0]!.pathname).toBe(`/${content.site.chatNumber}`);
  expect(chats[0]!.searchParams.get('text')).toContain(chatText(kavya));
  expect(storedFor(kavya.name)).toEqual([{ name: kavya.name, travel_date: kavya.date, contact: kavya.contact, email: kavya.email }]);
});

test('cold start offline: queued on the phone, then stored exactly once and WhatsApp opens', async ({ context }) => {
  const chats = await interceptWhatsApp(context);
  const first = await context.newPage();
  await installWorker(first);
  await first.close();

  await context.setOffline(true);
  const page = await context.newPage();
  await page.goto('/'); // the installed app's start_url, from the worker's precache
  await page.getByRole('link', { name: 'Enquire Now' }).first().click();
  const asha = traveller('Asha Cold Start');
  const form = await sendEnquiry(page, asha);
  await expect(form.getByText(QUEUED_TEXT)).toBeVisible();
  await expect(form.getByText(/Waiting for a connection/)).toBeVisible();
  await expect(form.getByLabel('Your name')).toHaveValue(asha.name);
  expect(storedFor(asha.name)).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.getByText('Success! Redirecting to WhatsApp...')).toBeVisible();
  await page.waitForURL(/wa\.me/);
  expect(storedFor(asha.name)).toHaveLength(1);
  expect(chats.map((c) => c.searchParams.get('text'))).toEqual([expect.stringContaining(chatText(asha))]);
});

test('a refusal (400) brings the traveller back to the form with their words and the field messages', async ({ page }) => {
  // A phone whose clock is 18 months behind: its picker (min = its today) lets through a date that the
  // agency's server, on the real date, refuses as past. The written-at time is too old to be trusted.
  const phoneNow = new Date(Date.now() - 548 * 24 * 3600 * 1000);
  await page.clock.setFixedTime(phoneNow);
  const inPhoneFuture = new Date(phoneNow.getTime() + 30 * 24 * 3600 * 1000);
  const date = `${inPhoneFuture.getFullYear()}-${String(inPhoneFuture.getMonth() + 1).padStart(2, '0')}-${String(inPhoneFuture.getDate()).padStart(2, '0')}`;
  await page.goto('/enquire');
  await page.waitForLoadState('networkidle');
  const ravi = { ...traveller('Ravi Wrong Clock'), date };
  const answer = page.waitForResponse('**/api/inquiries/submit');
  const form = await sendEnquiry(page, ravi);
  expect((await answer).status()).toBe(400); // the server refused it, not the browser's own check

  await expect(form.getByText('Please check the highlighted fields and try again.')).toBeVisible();
  await expect(form.getByText('Please choose a travel date from today onwards.')).toBeVisible();
  await expect(form.getByLabel('Preferred travel date')).toHaveAttribute('aria-invalid', 'true');
  for (const [label, value] of [['Your name', ravi.name], ['Preferred travel date', ravi.date], ['Phone / WhatsApp number', ravi.contact], ['E-mail', ravi.email]]) {
    await expect(form.getByLabel(label!)).toHaveValue(value!);
    await expect(form.getByLabel(label!)).toBeEditable();
  }
  await expect(form.getByRole('button', { name: 'Send enquiry' })).toBeEnabled();
  expect(storedFor(ravi.name)).toHaveLength(0);
});

/**
 * A traveller on the enquiry page (worker installed) loses the connection, sends, sees it queued and
 * closes the tab at once. Returns the scripts that page ran (its build).
 */
async function queueOfflineAndClose(context: BrowserContext, values: EnquiryValues): Promise<string[]> {
  const page = await context.newPage();
  await installWorker(page, '/enquire');
  const scripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
  await context.setOffline(true);
  const form = await sendEnquiry(page, values);
  await expect(form.getByText(QUEUED_TEXT)).toBeVisible();
  await page.close();
  expect(storedFor(values.name)).toHaveLength(0);
  return scripts;
}

/** The page notice for an enquiry delivered while no form was showing it. */
const sentNotice = (page: Page) => page.getByRole('region', { name: 'Your enquiries' }).getByText('Your enquiry was sent ✓');

test('sent offline and the tab closed at once: the next visit delivers it once and offers WhatsApp', async ({ context }) => {
  const chats = await interceptWhatsApp(context);
  const leela = traveller('Leela Closed Tab');
  await queueOfflineAndClose(context, leela);

  await context.setOffline(false);
  const next = await context.newPage();
  await next.goto('/');
  await expect(sentNotice(next)).toBeVisible();
  expect(storedFor(leela.name)).toHaveLength(1);

  await next.getByRole('region', { name: 'Your enquiries' }).getByRole('link', { name: 'Continue on WhatsApp' }).click();
  await next.waitForURL(/wa\.me/);
  expect(chats.map((c) => c.searchParams.get('text'))).toEqual([expect.stringContaining(chatText(leela))]);
  // Handed over: the next visit has nothing left to offer, and nothing was stored twice.
  await next.goto('/');
  await next.waitForLoadState('networkidle');
  await expect(next.getByRole('region', { name: 'Your enquiries' })).toHaveCount(0);
  expect(storedFor(leela.name)).toHaveLength(1);
});

/** Dispatches the worker's Background Sync event through DevTools, as the browser does when the connection returns. */
async function fireBackgroundSync(context: BrowserContext, origin: string) {
  const blank = await context.newPage(); // not the site: no page of ours is open to deliver it
  const cdp = await context.newCDPSession(blank);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${origin}/`)).toBeTruthy();
  const { registrationId } = registrations.find((r) => r.scopeURL === `${origin}/`)!;
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag: 'enquiry-outbox', lastChance: false });
  await blank.close();
}

test('Background Sync: the worker delivers the outbox with no page of the site open', async ({ context, baseURL }) => {
  const nila = traveller('Nila Never Returned');
  await queueOfflineAndClose(context, nila);

  await context.setOffline(false);
  await fireBackgroundSync(context, new URL(baseURL!).origin);
  await expect.poll(() => storedFor(nila.name).length).toBe(1);

  // When the traveller does come back, the page knows it was sent (and does not send it again).
  const later = await context.newPage();
  await later.goto('/');
  await expect(sentNotice(later)).toBeVisible();
  expect(storedFor(nila.name)).toHaveLength(1);
});

test('a request that hangs is abandoned, the enquiry stays queued and is delivered later, once', async ({ page, context }) => {
  test.setTimeout(60_000);
  const chats = await interceptWhatsApp(context);
  const posts: string[] = [];
  await page.route('**/api/inquiries/submit', async (route) => {
    posts.push(route.request().headers()['idempotency-key']!);
    if (posts.length > 1) return route.continue();
    // The first try reaches the server and is stored, but its answer never comes back: a flaky connection.
    await route.fetch();
  });
  await page.goto('/enquire');
  await page.waitForLoadState('networkidle');
  const meera = traveller('Meera Flaky');
  const form = await sendEnquiry(page, meera);
  await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  await expect(form.getByText(QUEUED_TEXT)).toBeVisible({ timeout: 15_000 });
  await expect(form.getByText('Failed to send inquiry.')).toBeVisible();

  await expect(page.getByText('Success! Redirecting to WhatsApp...')).toBeVisible({ timeout: 15_000 });
  await page.waitForURL(/wa\.me/);
  expect(posts).toHaveLength(2);
  expect(posts[1]).toBe(posts[0]);
  expect(storedFor(meera.name)).toHaveLength(1);
  expect(chats).toHaveLength(1);
});

test('a queued enquiry survives a new deploy (another build id) and is delivered once by the new build', async ({ context }) => {
  test.setTimeout(300_000);
  const nextBuild = await buildNextRelease();
  const tara = traveller('Tara Across Deploys');
  const firstScripts = await queueOfflineAndClose(context, tara);

  try {
    await deploy(nextBuild);
    await context.setOffline(false);
    const later = await context.newPage();
    await later.goto('/enquire');
    await expect(sentNotice(later)).toBeVisible();
    const laterScripts = await later.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    expect(laterScripts).not.toEqual(firstScripts); // really another build
    expect(storedFor(tara.name)).toHaveLength(1);
  } finally {
    await deployFirstBuild();
  }
});
