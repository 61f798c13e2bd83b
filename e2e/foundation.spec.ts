import { test, expect, type Page } from '@playwright/test';
import { allRoutes, content, headingsByRoute } from './routes.ts';
import { storedEnquiries } from './database.ts';

test.describe('prerendered HTML without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every route of the table answers prerendered HTML with its main heading', async ({ request }) => {
    for (const route of allRoutes) {
      const res = await request.get(route);
      expect(res.status(), route).toBe(200);
      const html = await res.text();
      const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').trim();
      expect(heading, route).toBeTruthy();
    }
  });

  for (const [route, heading] of headingsByRoute()) {
    test(`${route} shows "${heading}"`, async ({ page }) => {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('an unknown URL answers 404 with a way home', async ({ page }) => {
    const res = await page.goto('/no/such/page');
    expect(res?.status()).toBe(404);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('link', { name: /home/i }).first()).toBeVisible();
  });
});

/** Fills the first enquiry form on the page with the given values and returns the form. */
async function fillEnquiry(page: Page, values: { name: string; date: string; contact: string; email: string }) {
  const form = page.locator('form', { has: page.getByLabel('Your name') }).first();
  await form.getByLabel('Your name').fill(values.name);
  await form.getByLabel('Preferred travel date').fill(values.date);
  await form.getByLabel('Phone / WhatsApp number').fill(values.contact);
  await form.getByLabel('E-mail').fill(values.email);
  return form;
}

function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    // A not-found page is itself answered with 404, which Chromium logs; only its subresources count.
    const documentNotFound = msg.text().includes('status of 404') && msg.location().url === page.url();
    if ((msg.type() === 'error' || msg.type() === 'warning') && !documentNotFound) problems.push(`${msg.type()}: ${msg.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

test('pages hydrate with no console errors or warnings', async ({ page }) => {
  const problems = collectProblems(page);
  const routes = headingsByRoute().map(([route]) => route);
  for (const route of ['/', '/home', '/enquire', '/about-us', '/testimonials', ...routes]) {
    await page.goto(route);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});

test('a client-side navigation renders the next page from the API', async ({ page }) => {
  const itinerary = content.itineraries.find((it) => it.destination === 'bali')!;
  await page.goto('/itineraries/bali');
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: itinerary.name }).click();
  await expect(page).toHaveURL(`/itinerary/${itinerary._id}`);
  await expect(page.getByRole('heading', { level: 1, name: itinerary.name })).toBeVisible();
});

test('after the worker is active, a guide and a policy never visited open offline', async ({ page, context }) => {
  await page.goto('/');
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    // STACK.md: `ready` can resolve while the worker is still activating.
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve()));
    }
  });
  await context.setOffline(true);
  const guide = content.guides.get('bali')!;
  await page.goto('/destinations/bali/deep-dive');
  await expect(page.getByRole('heading', { level: 1, name: 'A Deep Dive into Bali' })).toBeVisible();
  await expect(page.getByRole('heading', { name: guide.sections[0]!.title })).toBeVisible();
  const policy = content.policies.get('cancellation-policy')!;
  await page.goto('/cancellation-policy');
  await expect(page.getByRole('heading', { level: 1, name: policy.title })).toBeVisible();
  await page.goto('/itinerary/never-seen-offline');
  await expect(page.locator('h1')).toBeVisible();
  await context.setOffline(false);
});

test('an enquiry is stored exactly once and hands over to WhatsApp', async ({ page }) => {
  const before = storedEnquiries().length;
  let whatsappUrl = '';
  await page.route('https://wa.me/**', (route) => {
    whatsappUrl = route.request().url();
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>WhatsApp</h1>' });
  });
  await page.goto('/enquire');
  await page.waitForLoadState('networkidle');
  const form = await fillEnquiry(page, { name: 'Kavya Menon', date: '2027-03-09', contact: '+91 98860 55555', email: 'kavya@example.com' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText('Success! Redirecting to WhatsApp...')).toBeVisible();
  await page.waitForURL(/wa\.me/);
  const link = new URL(whatsappUrl);
  expect(link.pathname).toBe(`/${content.site.chatNumber}`);
  expect(link.searchParams.get('text')).toContain('Name: Kavya Menon\nPreferred date: 2027-03-09\nContact: +91 98860 55555\nEmail: kavya@example.com');
  const rows = storedEnquiries();
  expect(rows).toHaveLength(before + 1);
  expect(rows.at(-1)).toEqual({ name: 'Kavya Menon', travel_date: '2027-03-09', contact: '+91 98860 55555', email: 'kavya@example.com' });
});

test('an enquiry sent offline waits on the device, then is stored once and opens WhatsApp', async ({ page, context }) => {
  const before = storedEnquiries().length;
  await page.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>WhatsApp</h1>' }));
  await page.goto('/enquire');
  await page.waitForLoadState('networkidle');
  const form = await fillEnquiry(page, { name: 'Offline Traveller', date: '2027-05-01', contact: '+91 90000 11111', email: 'offline@example.com' });

  await context.setOffline(true);
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(page.getByText(/saved on this device/)).toBeVisible();
  expect(storedEnquiries()).toHaveLength(before);

  await context.setOffline(false);
  await expect(page.getByText('Success! Redirecting to WhatsApp...')).toBeVisible();
  await page.waitForURL(/wa\.me/);
  const rows = storedEnquiries();
  expect(rows).toHaveLength(before + 1);
  expect(rows.at(-1)?.name).toBe('Offline Traveller');
});
