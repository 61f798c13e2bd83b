import type { Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './service-worker.ts';
import { waitForHydration } from '../page-states.ts';

/**
 * Chromium fires beforeinstallprompt only after its own engagement heuristics, which a test cannot
 * earn; this dispatches the same event the browser would, with a prompt() the test can observe.
 */
export async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    const w = window as unknown as { promptCalls: number };
    w.promptCalls = 0;
    event.prompt = async () => void (w.promptCalls += 1);
    event.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(event);
  });
}

export const promptCalls = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls);

/** The app hydrates (and starts watching for install offers) before the test offers one. */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await waitForServiceWorkerControl(page);
  // With the worker already in control, control comes before hydration: wait for the page itself.
  await waitForHydration(page);
}
