import { copyFileSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

const worker = resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist', 'sw.js');
const compressed = [`${worker}.br`, `${worker}.gz`];

/**
 * A new deploy while a reader has the site open: the server starts answering a different sw.js.
 * The new worker answers "deploy-2" when asked which deploy it is. The build's files come back afterwards.
 */
function deployNewWorker(): () => void {
  copyFileSync(worker, `${worker}.before`);
  for (const file of compressed) renameSync(file, `${file}.before`);
  const marker = `\nself.addEventListener('message', (event) => { if (event.data === 'which deploy?') event.source.postMessage('deploy-2'); });\n`;
  writeFileSync(worker, readFileSync(worker, 'utf8') + marker);
  return () => {
    renameSync(`${worker}.before`, worker);
    for (const file of compressed) renameSync(`${file}.before`, file);
    restore = undefined;
  };
}

let restore: (() => void) | undefined;
test.afterEach(() => restore?.());

/** A reader with the site open (worker in control) reloads after a new deploy; returns the update offer. */
async function reloadAfterNewDeploy(page: Page) {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  restore = deployNewWorker();
  await page.reload();
  return page.getByRole('status').filter({ hasText: 'A fresh version of the site is ready.' });
}

test('a new version is offered, and Refresh activates it and reloads the page', async ({ page }) => {
  const offer = await reloadAfterNewDeploy(page);
  await expect(offer).toBeVisible();
  const before = await page.evaluate(() => performance.timeOrigin);

  await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Refresh' }).click()]);

  expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(before);
  await waitForServiceWorkerControl(page);
  const deploy = await page.evaluate(
    () =>
      new Promise<unknown>((answer) => {
        navigator.serviceWorker.addEventListener('message', (event) => answer(event.data), { once: true });
        navigator.serviceWorker.controller!.postMessage('which deploy?');
      }),
  );
  expect(deploy).toBe('deploy-2');
  await expect(offer).toBeHidden();
});

test('Later hides the offer and the open page keeps its version', async ({ page }) => {
  const offer = await reloadAfterNewDeploy(page);
  await offer.getByRole('button', { name: 'Later' }).click();
  await expect(offer).toBeHidden();
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
});
