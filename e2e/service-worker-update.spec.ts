import { test, expect, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { acceptUpdate, deployNewWorker, updateOffer } from './deploy.ts';

let restore: (() => void) | undefined;
test.afterEach(() => {
  restore?.();
  restore = undefined;
});

/** A reader with the site open (worker in control) reloads after a new deploy; returns the update offer. */
async function reloadAfterNewDeploy(page: Page) {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  restore = deployNewWorker();
  await page.reload();
  return updateOffer(page);
}

test('a new version is offered, and Refresh activates it and reloads the page', async ({ page }) => {
  const offer = await reloadAfterNewDeploy(page);
  const before = await page.evaluate(() => performance.timeOrigin);

  await acceptUpdate(page);

  expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(before);
  await expect(offer).toBeHidden();
});

test('Later hides the offer and the open page keeps its version', async ({ page }) => {
  const offer = await reloadAfterNewDeploy(page);
  await offer.getByRole('button', { name: 'Later' }).click();
  await expect(offer).toBeHidden();
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))).toBe(true);
});
