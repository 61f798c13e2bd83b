import { test, expect, type Request } from '@playwright/test';
import { isAppFileOrMedia } from '../scripts/lighthouse/repeat-visit.ts';
import { waitForServiceWorkerControl } from './service-worker.ts';

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

  const network: string[] = [];
  const onRequest = (request: Request) => {
    void request.response().then((response) => {
      if (response && !response.fromServiceWorker()) network.push(new URL(request.url()).pathname);
    }, () => undefined);
  };
  context.on('request', onRequest);
  await page.reload();
  await page.waitForLoadState('networkidle');
  context.off('request', onRequest);
  expect(network.filter(isAppFileOrMedia)).toEqual([]);
});
