import { test, expect } from '@playwright/test';
import { OFFLINE_TEXT } from '../shared/config/offline-text.ts';
import { waitForHydration } from './page-states.ts';

/**
 * A page's code comes when the traveller first opens it. Before the worker has taken over (a first
 * visit on a poor connection; a browser that keeps no worker), a link followed with no connection
 * cannot bring it: the page once said "We hit a snag. Something went wrong on our side." and stayed
 * so when the connection came back.
 */
test.use({ serviceWorkers: 'block', viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test('offline: the page says it is not on this device yet, offers what is, and opens by itself once back online', async ({ page, context }) => {
  await page.goto('/destinations');
  await waitForHydration(page);
  await context.setOffline(true);
  await page.getByRole('link', { name: /Bali/ }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.notSaved })).toBeVisible();
  // It opens at its top, as any page does, not where the list of destinations was scrolled to.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('link', { name: /Your saved trips/ })).toBeVisible();
  await expect(page.getByRole('button', { name: OFFLINE_TEXT.waitingForConnection })).toBeDisabled();
  await expect(page.getByText(/on our side/)).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: 'Bali' })).toBeVisible();
  await expect(page).toHaveURL('/destinations/bali');
});

test("online, a page whose code did not arrive says the server could not be reached, and 'Try again' opens it", async ({ page }) => {
  await page.goto('/destinations');
  await waitForHydration(page);
  // The connection drops every script request, as a weak signal does, while the phone thinks it is online.
  await page.route('**/assets/**/*.js', (route) => route.abort('connectionreset'));
  await page.getByRole('link', { name: /Bali/ }).first().click();

  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.unreachable })).toBeVisible();
  await page.unrouteAll();
  await page.getByRole('button', { name: OFFLINE_TEXT.retry }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bali' })).toBeVisible();
});
