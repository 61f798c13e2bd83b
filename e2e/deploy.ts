import { copyFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const worker = resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist', 'sw.js');
const compressed = [`${worker}.br`, `${worker}.gz`];

/**
 * A new deploy while a reader has the site open: the server starts answering a different sw.js.
 * The new worker answers "deploy-2" when asked which deploy it is. Returns the function that puts
 * the build's files back (call it in afterEach).
 */
export function deployNewWorker(): () => void {
  copyFileSync(worker, `${worker}.before`);
  for (const file of compressed) renameSync(file, `${file}.before`);
  const marker = `\nself.addEventListener('message', (event) => { if (event.data === 'which deploy?') event.source.postMessage('deploy-2'); });\n`;
  writeFileSync(worker, readFileSync(worker, 'utf8') + marker);
  return () => {
    renameSync(`${worker}.before`, worker);
    for (const file of compressed) renameSync(`${file}.before`, file);
  };
}

/** The offer the page shows when a new version is waiting. */
export const updateOffer = (page: Page) => page.getByRole('status').filter({ hasText: 'A fresh version of the site is ready.' });

/** Which deploy the worker controlling the page belongs to ('deploy-2' after deployNewWorker, else nothing). */
export async function controllingDeploy(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise<unknown>((answer) => {
        navigator.serviceWorker.addEventListener('message', (event) => answer(event.data), { once: true });
        navigator.serviceWorker.controller!.postMessage('which deploy?');
        setTimeout(() => answer('the first deploy'), 2000);
      }),
  );
}

/** The reader accepts the offer: Refresh activates the new worker and reloads under it. */
export async function acceptUpdate(page: Page): Promise<void> {
  const offer = updateOffer(page);
  await expect(offer).toBeVisible();
  await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Refresh' }).click()]);
  await waitForServiceWorkerControl(page);
  expect(await controllingDeploy(page)).toBe('deploy-2');
}
