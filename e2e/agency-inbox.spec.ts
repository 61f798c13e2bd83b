import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { startServerProcess, type ServerProcess } from '../tests/server/support/server-process.ts';
import { createTestDatabase, type TestDatabase } from '../tests/server/support/test-app.ts';
import { inDays } from '../tests/server/support/http.ts';

/** The agency on a phone: its own server (the built site) with the inbox switched on. */
const PASSWORD = 'monsoon-ledger-42';
const traveller = { name: 'अनन्या राव, Bengaluru', date: inDays(45), contact: '+91 98450 12345', email: 'ananya@example.com' };
let server: ServerProcess;
let database: TestDatabase;

test.use({ viewport: { width: 375, height: 800 }, httpCredentials: { username: 'agency', password: PASSWORD } });

test.beforeAll(async () => {
  database = await createTestDatabase('sqlite');
  server = await startServerProcess({ DATA_DIR: (database.config as { dataDir: string }).dataDir, ADMIN_PASSWORD: PASSWORD });
  const res = await fetch(`${server.origin}/api/inquiries/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(traveller) });
  expect(res.status).toBe(201);
});
test.afterAll(async () => {
  await server.stop();
  await database.drop();
});

async function workerInControl(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    if (!navigator.serviceWorker.controller) await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve()));
  });
}

test('on a phone the agency finds the enquiry, replies from it and marks it handled', async ({ page }) => {
  await page.goto(`${server.origin}/admin`);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  await expect(page.locator('.counts')).toHaveText('1 open · 0 handled');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.getByRole('searchbox', { name: 'Search the inbox' }).fill('98450 12345');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('link', { name: /अनन्या राव, Bengaluru/ }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(traveller.name);
  await expect(page.getByRole('link', { name: 'Reply on WhatsApp' })).toHaveAttribute('href', 'https://wa.me/919845012345');
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  // The browser's own form POST passes the same-origin check.
  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('status')).toHaveText('Marked as handled.');
  await page.getByRole('link', { name: '← Inbox' }).click();
  await expect(page.locator('.counts')).toHaveText('0 open · 1 handled');
});

test('the CSV download opens with the Devanagari name and its comma intact', async ({ page }) => {
  await page.goto(`${server.origin}/admin`);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d\d-\d\d\.csv$/);
  const text = readFileSync(await download.path(), 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text).toContain(`,Enquiry,"अनन्या राव, Bengaluru",'+91 98450 12345,ananya@example.com,${traveller.date},`);
});

test('the service worker neither answers for nor keeps the inbox', async ({ page, context }) => {
  await page.goto(`${server.origin}/`);
  await workerInControl(page);
  await page.goto(`${server.origin}/admin`);
  await page.goto(`${server.origin}/api/admin/enquiries.csv`).catch(() => {}); // a download, not a page
  await expect
    .poll(() => page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)))).flat()))
    .not.toContainEqual(expect.stringContaining('/admin'));
  await context.setOffline(true);
  // Offline, /admin is not served from a cache or replaced by the site's offline page: it simply fails.
  await expect(page.goto(`${server.origin}/admin`)).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
  await context.setOffline(false);
});
