import type { Page } from '@playwright/test';

/**
 * Waits until this page is controlled by an activated service worker (STACK.md: `ready` can resolve
 * while the worker is still activating), so that `context.setOffline(true)` then tests the worker.
 */
export async function waitForServiceWorker(page: Page): Promise<void> {
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
