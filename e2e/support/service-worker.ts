import type { Page } from '@playwright/test';

/**
 * Opens `path` and waits until the service worker is `activated` and controls the page (STACK.md:
 * `ready` can resolve while the worker is still activating). Only then does "offline" mean offline.
 */
export async function installWorker(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve()));
    }
  });
}
