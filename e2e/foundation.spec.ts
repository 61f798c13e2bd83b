import { test, expect } from '@playwright/test';
import { allRoutes, content, headingsByRoute } from './routes.ts';
import { installWorker } from './support/service-worker.ts';
import { collectProblems } from './console-problems.ts';

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

test('pages hydrate with no console errors or warnings', async ({ page }) => {
  const problems = await collectProblems(page);
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
  await installWorker(page);
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
