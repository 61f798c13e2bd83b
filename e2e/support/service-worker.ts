import type { Page } from '@playwright/test';

/** Waits until the page's service worker is activated and controls the page (STACK.md: `ready` alone is not enough). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    // STACK.md: `ready` can resolve while the worker is still activating.
    if (worker.state !== 'activated') {
      await new Promise<void>((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve()));
    }
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) => navigator.serviceWorker.addEventListener('controllerchange', () => resolve()));
    }
  });
}

/** Opens `path` and waits for the worker to control it: only then does "offline" mean offline. */
export async function installWorker(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await waitForServiceWorkerControl(page);
}
