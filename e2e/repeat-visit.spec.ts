import { test, expect, type BrowserContext, type Request } from '@playwright/test';
import { isAppFileOrMedia } from '../scripts/lighthouse/repeat-visit.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

/** Paths of the app files, fonts and images fetched from the network (by the page or its worker) while `action` runs. */
async function appFilesFetchedDuring(context: BrowserContext, action: () => Promise<void>): Promise<string[]> {
  const network: string[] = [];
  const onRequest = (request: Request) => {
    void request.response().then((response) => {
      if (response && !response.fromServiceWorker()) network.push(new URL(request.url()).pathname);
    }, () => undefined);
  };
  context.on('request', onRequest);
  await action();
  context.off('request', onRequest);
  return network.filter(isAppFileOrMedia);
}

test('a repeat visit fetches no app file, font or image already seen, even those loaded before the worker took over', async ({ page, context }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // What the first visit loaded from the network, before any worker controlled the page.
  const seen = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === location.origin && /^\/(images|assets)\//.test(url.pathname))
      .map((url) => url.pathname),
  );
  expect(seen.some((path) => path.startsWith('/images/'))).toBe(true);
  await waitForServiceWorkerControl(page);
  // The page hands those URLs to the worker, which stores them in the background.
  await expect
    .poll(() => page.evaluate(async (paths) => (await Promise.all(paths.map((path) => caches.match(path)))).filter((hit) => !hit).length, seen), { timeout: 15_000 })
    .toBe(0);

  const fetched = await appFilesFetchedDuring(context, async () => {
    await page.reload();
    await page.waitForLoadState('networkidle');
  });
  expect(fetched).toEqual([]);
});

test('a page first seen with the worker in control opens again without fetching its code or images', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  // Not precached: its screen's code comes at runtime, and is kept (cache first: hashed names never change).
  await page.goto('/itineraries/bali');
  await page.waitForLoadState('networkidle');

  const fetched = await appFilesFetchedDuring(context, async () => {
    await page.reload();
    await page.waitForLoadState('networkidle');
  });
  expect(fetched).toEqual([]);
});
