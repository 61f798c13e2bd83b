import { test, expect } from '@playwright/test';
import { waitForHydration } from './page-states.ts';
import { interceptWhatsApp, storedFor, traveller } from './support/enquiry.ts';
import { holdScripts } from './support/hold-scripts.ts';

/**
 * On a slow phone the prerendered page is readable, and typeable, seconds before its script runs.
 * These tests hold every script back, type as a traveller would, then let the page hydrate: nothing
 * typed may be lost, not even when the next field is typed into after hydration. (Module scripts hold
 * back DOMContentLoaded too, so the page is opened up to its first byte and the field awaited.)
 */
test('an enquiry typed before the page hydrated keeps every word and reaches the agency', async ({ page, context }) => {
  const opened = await interceptWhatsApp(context);
  const release = await holdScripts(page);
  const values = traveller('Prerendered Parvati');
  await page.goto('/enquire', { waitUntil: 'commit' });
  const form = page.locator('form', { has: page.getByLabel('Your name') }).first();
  await form.getByLabel('Your name').fill(values.name);
  await form.getByLabel('Phone / WhatsApp number').fill(values.contact);
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  await release();
  await waitForHydration(page);
  await form.getByLabel('Preferred travel date').fill(values.date);
  await form.getByLabel('E-mail').fill(values.email);
  await expect(form.getByLabel('Your name')).toHaveValue(values.name);
  await expect(form.getByLabel('Phone / WhatsApp number')).toHaveValue(values.contact);

  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect.poll(() => storedFor(values.name).length, { timeout: 10_000 }).toBe(1);
  expect(storedFor(values.name)[0]).toMatchObject({ contact: values.contact, email: values.email });
  await expect.poll(() => opened.length, { timeout: 10_000 }).toBe(1);
});

test('words typed into the header search before hydration stay and are searched', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdScripts(page);
  await page.goto('/home', { waitUntil: 'commit' });
  await page.getByRole('search', { name: 'Site search' }).getByRole('searchbox').fill('Bali');
  await release();
  await waitForHydration(page);
  // The focus is still in the field: once hydrated, the search shows the results for the words in it.
  await expect(page.getByRole('search', { name: 'Site search' }).locator('input')).toHaveValue('Bali');
  await expect(page.getByRole('status').filter({ hasText: /results for “Bali”/i })).toBeVisible();
});

test('the itinerary filters and order wait for the script instead of undoing a tick', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/itineraries/bali', { waitUntil: 'commit' });
  const fiveStars = page.getByRole('checkbox', { name: '5 stars' });
  await expect(fiveStars).toBeDisabled();
  await expect(page.getByRole('combobox', { name: 'Sort results' })).toBeDisabled();
  await release();
  await waitForHydration(page);
  await fiveStars.check();
  await expect(fiveStars).toBeChecked();
  await expect(page).toHaveURL('/itineraries/bali?rating=5');
});
