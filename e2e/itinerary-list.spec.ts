import { test, expect, type Page } from '@playwright/test';
import { content } from './routes.ts';
import { waitForHydration } from './page-states.ts';

const bali = content.itineraries.filter((it) => it.destination === 'bali');
const shownPrices = (page: Page) =>
  page.getByText(/^RS\. [\d,]+ per person$/).evaluateAll((els) => els.map((el) => Number(el.textContent!.replace(/\D/g, ''))));

test('sort by price both ways, kept in the URL across a reload', async ({ page }) => {
  await page.goto('/itineraries/bali');
  await waitForHydration(page);
  const sort = page.getByRole('combobox', { name: 'Sort results' });
  await sort.selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL('/itineraries/bali?sort=price-asc');
  await expect.poll(() => shownPrices(page)).toEqual(bali.map((it) => Number(it.price)).sort((a, b) => a - b));
  await sort.selectOption({ label: 'Price: high to low' });
  await expect.poll(() => shownPrices(page)).toEqual(bali.map((it) => Number(it.price)).sort((a, b) => b - a));
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('combobox', { name: 'Sort results' })).toHaveValue('price-desc');
  await expect.poll(() => shownPrices(page)).toEqual(bali.map((it) => Number(it.price)).sort((a, b) => b - a));
});

test('on a phone: filters behind Show Filters, their count on the button, Clear filters', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/itineraries/bali');
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Show Filters' }).click();
  const rating5 = bali.filter((it) => it.rating === 5).length;
  await page.getByRole('checkbox', { name: '5 stars' }).check();
  await expect(page.getByRole('status')).toHaveText(`${rating5} ${rating5 === 1 ? 'result' : 'results'}`);
  const duration = page.getByRole('group', { name: 'Duration' });
  await duration.getByRole('radio', { name: '3 Days / 2 Nights' }).check();
  await duration.getByRole('radio', { name: '4 Days / 3 Nights' }).check();
  await expect(duration.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page).toHaveURL('/itineraries/bali?duration=4-3&rating=5');
  await expect(page.getByRole('button', { name: 'Hide Filters (2 filters on)' })).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL('/itineraries/bali');
  await expect(page.getByRole('status')).toHaveText(`${bali.length} results`);
  await expect(page.getByRole('button', { name: 'Hide Filters', exact: true })).toBeVisible();
  await expect(duration.getByRole('radio', { name: 'Any' })).toBeChecked();
  // spec §2: the inert controls are there, and do nothing.
  await expect(page.getByRole('button', { name: 'See More' })).toBeDisabled();
  await expect(page.getByText('Sort by: Featured')).toBeVisible();
});
