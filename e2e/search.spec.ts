import { test, expect, type Page } from '@playwright/test';
import { content } from './routes.ts';
import { axeViolations } from './axe.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { SEARCH_FIELD_TEXT } from '../src/features/search/search-field-text.ts';

const GUIDE_PHRASE = 'songket textiles woven with gold thread'; // Bali guide, section "shopping"
const shopping = content.guides.get('bali')!.sections.find((section) => section.id === 'shopping')!;
const itinerary = content.itineraries.find((it) => it._id === 'dubai-desert-romance-honeymoon')!;

/** Focuses the header's search field and waits for the combobox (loaded on focus) to take its place. */
async function openHeaderSearch(page: Page) {
  await page.getByRole('banner').getByRole('searchbox', { name: SEARCH_FIELD_TEXT.label }).focus();
  const combobox = page.getByRole('banner').getByRole('combobox', { name: SEARCH_FIELD_TEXT.label });
  await expect(combobox).toBeFocused();
  return combobox;
}

const listbox = (page: Page) => page.getByRole('listbox', { name: 'Search results' });

test.describe('site search at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('loads nothing until opened, then shows results as you type with the matched words marked', async ({ page }) => {
    const searchRequests: string[] = [];
    page.on('request', (request) => /search-index|minisearch|\/es-|search-combobox/.test(request.url()) && searchRequests.push(request.url()));
    await page.goto('/destinations/dubai');
    await page.waitForLoadState('networkidle');
    expect(searchRequests).toEqual([]);

    const combobox = await openHeaderSearch(page);
    await combobox.pressSequentially('ma', { delay: 60 });
    await expect(page.getByRole('status').filter({ hasText: /results for “ma”/ })).toBeVisible();
    await combobox.pressSequentially('uri', { delay: 60 });
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results for “mauri”\.$/ })).toBeVisible();
    const first = listbox(page).getByRole('option').first();
    await expect(first).toContainText('Destination');
    await expect(first.locator('mark').first()).toHaveText('Mauritius');
    expect(searchRequests.some((url) => /search-index-[\w-]+\.json$/.test(url))).toBe(true);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    expect(await axeViolations(page, '#root > header')).toEqual([]); // the header, with the results open
  });

  test('is used with the keyboard: arrows move, Enter opens, Escape closes', async ({ page }) => {
    await page.goto('/destinations/dubai');
    const combobox = await openHeaderSearch(page);
    await combobox.pressSequentially('bali');
    const options = listbox(page).getByRole('option');
    // The results for the whole word, not those of 'bal' still on screen (new results reset the highlight).
    await expect(page.getByRole('status').filter({ hasText: /results for “bali”/ })).toBeVisible();
    await expect(options.first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await options.nth(1).getAttribute('id'))!);
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowUp');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    await expect(combobox).toHaveValue('bali');
    await page.keyboard.press('ArrowDown'); // reopens with the first result highlighted
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/destinations/bali');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Bali');
  });

  test('offline, finds a guide phrase and an itinerary name and opens the right place', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    // Online, the traveller finds a trip by name and opens it: the worker keeps its data on the device.
    let combobox = await openHeaderSearch(page);
    await combobox.fill(itinerary.name);
    await listbox(page).getByRole('option', { name: new RegExp(itinerary.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: itinerary.name })).toBeVisible();
    const apiUrl = `/api/itineraries/id/${itinerary._id}`;
    await expect.poll(() => page.evaluate((url) => caches.match(url).then(Boolean), apiUrl)).toBe(true);
    await page.goto('/');
    await context.setOffline(true);
    await page.reload(); // a cold start from the worker, no network

    combobox = await openHeaderSearch(page);
    await combobox.fill(GUIDE_PHRASE);
    const guideResult = listbox(page).getByRole('option', { name: new RegExp(shopping.title) });
    await expect(guideResult).toBeVisible();
    // The result quotes the passage that matched (from the guide's precached chunk), words marked.
    await expect(guideResult.locator('mark')).toHaveText(GUIDE_PHRASE.split(' ').filter((word) => word !== 'with'));
    await expect(listbox(page).getByRole('option').first()).toHaveAttribute('data-url', '/destinations/bali/deep-dive#shopping');
    await guideResult.click();
    await expect(page).toHaveURL('/destinations/bali/deep-dive#shopping');
    await expect(page.getByRole('heading', { name: shopping.title })).toBeInViewport();

    combobox = await openHeaderSearch(page);
    await combobox.fill(itinerary.name);
    await listbox(page).getByRole('option', { name: new RegExp(itinerary.name) }).click();
    await expect(page).toHaveURL(`/itinerary/${itinerary._id}`);
    await expect(page.getByRole('heading', { level: 1, name: itinerary.name })).toBeVisible();
    await context.setOffline(false);
  });

  test('the search page carries the query in its URL and opens offline with the same results', async ({ page, context }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const combobox = await openHeaderSearch(page);
    await combobox.fill('honeymoon');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=honeymoon');
    const results = page.getByRole('main').getByRole('option');
    await expect(results.first()).toBeVisible();
    const resultUrls = () => results.evaluateAll((options) => options.map((option) => option.getAttribute('data-url')));
    const online = await resultUrls();
    expect(online.length).toBeGreaterThan(5);

    await context.setOffline(true);
    await page.goto('/search?q=honeymoon');
    await expect(page.getByRole('main').getByRole('combobox')).toHaveValue('honeymoon');
    await expect(results.first()).toBeVisible();
    expect(await resultUrls()).toEqual(online);
    expect(errors).toEqual([]);
    await context.setOffline(false);
  });
});

test.describe('site search at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true });

  test('the search page with results passes axe', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/search?q=visa');
    await expect(page.getByRole('main').getByRole('option').first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results for “visa”/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('is in the mobile menu; a result opens and the menu closes', async ({ page }, testInfo) => {
    await page.goto('/itineraries/bali');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('searchbox', { name: SEARCH_FIELD_TEXT.label }).tap();
    const combobox = menu.getByRole('combobox', { name: SEARCH_FIELD_TEXT.label });
    await expect(combobox).toBeFocused();
    await combobox.pressSequentially('ubud');
    const option = menu.getByRole('option', { name: /Ubud & Uluwatu Honeymoon Escape/ });
    await expect(option).toBeVisible();
    await expect(option.locator('mark').first()).toHaveText('Ubud');
    await page.screenshot({ path: testInfo.outputPath('search-menu-375.png') });
    await option.tap();
    await expect(page).toHaveURL('/itinerary/bali-ubud-uluwatu-honeymoon');
    await expect(menu).toBeHidden();
  });

  // A phone's keyboard (with its suggestion strip) takes about the lower 45% of the screen while the
  // field is in use: 330–370 px of this 812 px one. Below the menu's links, the field's first result
  // started where the keyboard did.
  test("in the mobile menu the field comes first: its first result shows above a phone's keyboard", async ({ page }) => {
    await page.goto('/destinations/bali');
    await page.getByRole('button', { name: 'Open menu' }).tap();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('searchbox', { name: SEARCH_FIELD_TEXT.label }).tap();
    await menu.getByRole('combobox', { name: SEARCH_FIELD_TEXT.label }).pressSequentially('ubud');
    const first = menu.getByRole('option').first();
    await expect(first).toBeVisible();
    // Its title (the word found is marked in it) is read above the keyboard.
    const title = first.locator('mark').first();
    await expect(title).toHaveText('Ubud');
    const box = (await title.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(812 * 0.55);
    // The links are still there, below the results.
    await expect(menu.getByRole('link', { name: 'Home' })).toBeAttached();
  });
});
