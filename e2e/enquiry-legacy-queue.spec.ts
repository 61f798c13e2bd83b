import { test, expect } from '@playwright/test';
import { storedFor } from './support/enquiry.ts';

/**
 * The deploy that brings the outbox: an enquiry the previous build left paused inside its persisted
 * query cache (which the new build's persister drops) is adopted into the outbox and delivered once.
 */
test('an enquiry paused by the previous build (in the old query cache) is adopted and delivered once', async ({ page }) => {
  const enquiry = { name: 'Farah Before Outbox', date: `${new Date().getFullYear() + 1}-04-02`, contact: '+91 90000 22222', email: 'farah@example.com' };
  // A page of the origin that runs none of the site's code, so nothing else writes the cache meanwhile.
  await page.goto('/api/health');
  await page.evaluate(async (variables) => {
    const blob = JSON.stringify({
      buster: 'a-previous-build',
      timestamp: Date.now(),
      clientState: {
        queries: [],
        mutations: [{ mutationKey: ['enquiries', 'submit'], state: { isPaused: true, status: 'pending', submittedAt: Date.now() - 60_000, variables } }],
      },
    });
    // idb-keyval's default database and store, where the previous build's persister wrote.
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('keyval-store');
      open.onupgradeneeded = () => open.result.createObjectStore('keyval');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    await new Promise<void>((resolve, reject) => {
      const tx = db.transaction('keyval', 'readwrite');
      tx.objectStore('keyval').put(blob, 'tbd-query-cache');
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error);
    });
    db.close();
  }, { enquiry, idempotencyKey: 'paused-before-the-outbox-0001' });

  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Your enquiries' }).getByText('Your enquiry was sent ✓')).toBeVisible();
  expect(storedFor(enquiry.name)).toEqual([{ name: enquiry.name, travel_date: enquiry.date, contact: enquiry.contact, email: enquiry.email }]);

  // Adopted once: a second visit neither offers it as new nor sends it again.
  await page.getByRole('button', { name: 'Dismiss' }).click();
  await expect(page.getByRole('region', { name: 'Your enquiries' })).toHaveCount(0);
  await page.reload();
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('region', { name: 'Your enquiries' })).toHaveCount(0);
  expect(storedFor(enquiry.name)).toHaveLength(1);
});
