import { test, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { fillEnquiry, nextYearDate, QUEUED_TEXT } from './support/enquiry.ts';
import { installWorker } from './support/service-worker.ts';

/** What the traveller sees of the outbox, on a phone (375 px): the states pass axe. */

test.use({ viewport: { width: 375, height: 812 } });

async function expectNoAxeViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  expect(violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the queued form, the queued and the sent notices pass axe at 375 px', async ({ context }) => {
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await installWorker(page, '/enquire');
  await context.setOffline(true);
  const form = await fillEnquiry(page, { name: 'Isha Axe Check', date: nextYearDate().value, contact: '+91 90000 33333', email: 'isha@example.com' });
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await expect(form.getByText(QUEUED_TEXT)).toBeVisible();
  await expect(form.getByLabel('Your name')).not.toBeEditable();
  await expectNoAxeViolations(page, 'form');
  // The queued card fits the phone: nothing pushes the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);

  // Another page while still offline: the page notice shows it queued.
  await page.goto('/destinations/bali/deep-dive');
  const notice = page.getByRole('region', { name: 'Your enquiries' });
  await expect(notice.getByText(QUEUED_TEXT)).toBeVisible();
  await expectNoAxeViolations(page, '[aria-label="Your enquiries"]');

  await context.setOffline(false); // the page's own delivery sends it
  await expect(notice.getByText('Your enquiry was sent ✓')).toBeVisible();
  await expect(notice.getByRole('link', { name: 'Continue on WhatsApp' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  await expectNoAxeViolations(page, '[aria-label="Your enquiries"]');
});
