import { test, expect, type Page } from '@playwright/test';
import { savedCacheName } from '../shared/config/offline.ts';
import { formatBytes } from '../src/features/saved-trips/size.ts';
import { content } from './routes.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';
import { collectProblems } from './console-problems.ts';
import { acceptUpdate, deployNewWorker, updateOffer } from './deploy.ts';
import { buildNextRelease, deploy, deployFirstBuild } from './support/next-build.ts';

const slug = 'thailand';
const destination = content.destinationPages.get(slug)!;
const itineraries = content.itineraries.filter((it) => it.destination === slug);
const blog = content.blogs.find((post) => post.destination === slug)!;
const SAVED_ON = /^Saved on \d{1,2} \w{3} \d{4} · [\d.]+ (kB|MB)$/;

/** Opens the destination online and saves it for offline; returns the size the panel states. */
async function saveDestination(page: Page): Promise<string> {
  await page.goto(`/destinations/${slug}`);
  await waitForServiceWorkerControl(page);
  const panel = page.getByRole('region', { name: 'Save for offline' });
  await panel.getByRole('button', { name: 'Save for offline' }).click();
  const status = panel.getByRole('status');
  await expect(status).toHaveText(SAVED_ON, { timeout: 60_000 });
  await expect(panel).toContainText('Opens with no connection, from this device.');
  return (await status.textContent())!.split(' · ')[1]!;
}

/** What the save stored on this device, read from its cache: files and bytes by kind. */
function storedOnDevice(page: Page, cacheName: string) {
  return page.evaluate(async (name) => {
    const cache = await caches.open(name);
    const kinds: Record<string, { files: number; bytes: number }> = {};
    for (const request of await cache.keys()) {
      const path = new URL(request.url).pathname;
      const kind = path.startsWith('/api/') ? 'api' : path.startsWith('/images/') ? 'images' : 'pages';
      const bytes = (await (await cache.match(request))!.blob()).size;
      kinds[kind] = { files: (kinds[kind]?.files ?? 0) + 1, bytes: (kinds[kind]?.bytes ?? 0) + bytes };
    }
    return kinds;
  }, cacheName);
}

const offlineNote = (page: Page) => page.getByRole('main').getByText(/^Offline · saved on \d{1,2} \w{3} \d{4}$/);

/** Offline, every page of the saved destination renders with content and says it is a saved copy. */
async function readSavedDestinationOffline(page: Page) {
  const problems = await collectProblems(page);
  await page.goto(`/destinations/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();

  await page.goto(`/itineraries/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `${destination.name} Itineraries` })).toBeVisible();
  await expect(page.getByRole('link', { name: itineraries[0]!.name }).first()).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();

  for (const itinerary of itineraries.slice(0, 2)) {
    await page.goto(`/itinerary/${itinerary._id}`);
    await expect(page.getByRole('heading', { level: 1, name: itinerary.name })).toBeVisible();
    await expect(offlineNote(page)).toBeVisible();
  }

  await page.goto(`/blog/${blog._id}`);
  await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();

  await page.goto(`/destinations/${slug}/deep-dive`);
  await expect(page.getByRole('heading', { level: 1, name: `A Deep Dive into ${destination.name}` })).toBeVisible();
  await expect(offlineNote(page)).toBeVisible();
  expect(problems).toEqual([]);
}

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
  test(`at ${viewport.width} px, a destination saved online opens offline after a reload: its page, list, two itineraries, a blog post and its guide`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    const size = await saveDestination(page);

    const stored = await storedOnDevice(page, savedCacheName(`destination:${slug}`));
    const bytes = Object.values(stored).reduce((sum, kind) => sum + kind.bytes, 0);
    // The size the traveller is told is what the device holds.
    expect(size).toBe(formatBytes(bytes));
    expect(stored.pages!.files).toBe(2 + itineraries.length + content.blogs.filter((post) => post.destination === slug).length + 1);
    expect(stored.images!.files).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'saved destination', description: `${slug}: ${bytes} bytes (${JSON.stringify(stored)})` });
    console.log(`saved ${slug} at ${page.viewportSize()!.width} px: ${bytes} bytes`, stored);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: destination.name })).toBeVisible();
    await readSavedDestinationOffline(page);
  });
}

test('the Saved trips page lists the trip with its size and the storage estimate; Remove takes it off the device', async ({ page }) => {
  const size = await saveDestination(page);
  await page.goto('/saved-trips');
  const list = page.getByRole('list', { name: 'Saved on this device' });
  const item = list.getByRole('listitem').filter({ hasText: destination.name });
  await expect(item).toContainText(`Destination · ${2 + itineraries.length + content.blogs.filter((p) => p.destination === slug).length + 1} pages`);
  await expect(item).toContainText(`· ${size}`);
  await expect(page.getByText(`Saved trips: ${size}`)).toBeVisible();
  await expect(page.getByText(/^This site uses [\d.]+ (kB|MB|GB) in all; about [\d.]+ (kB|MB|GB) more is available\.$/)).toBeVisible();

  await item.getByRole('button', { name: `Remove ${destination.name}` }).click();

  await expect(page.getByText('Nothing is saved on this device yet.', { exact: false })).toBeVisible();
  expect(await page.evaluate((name) => caches.has(name), savedCacheName(`destination:${slug}`))).toBe(false);
});

let restore: (() => void) | undefined;
test.afterEach(() => {
  restore?.();
  restore = undefined;
});

test('a saved destination is still there after a new deploy and the update accepted', async ({ page, context }) => {
  await saveDestination(page);
  restore = deployNewWorker();
  await page.reload();
  await acceptUpdate(page);

  await context.setOffline(true);
  await readSavedDestinationOffline(page);
  await page.goto('/saved-trips');
  await expect(page.getByRole('list', { name: 'Saved on this device' }).getByRole('listitem').filter({ hasText: destination.name })).toContainText('Saved on');
});

test('a saved destination survives a real second build (new code, new worker) deployed and accepted', async ({ page, context }) => {
  test.setTimeout(300_000);
  const nextBuild = await buildNextRelease();
  await saveDestination(page);
  const firstScripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
  try {
    await deploy(nextBuild);
    await page.reload();
    const offer = updateOffer(page);
    await expect(offer).toBeVisible({ timeout: 30_000 });
    await Promise.all([page.waitForEvent('load'), offer.getByRole('button', { name: 'Refresh' }).click()]);
    await waitForServiceWorkerControl(page);
    const nextScripts = await page.evaluate(() => [...document.scripts].map((s) => s.src).filter(Boolean));
    expect(nextScripts).not.toEqual(firstScripts); // really other code

    await context.setOffline(true);
    await readSavedDestinationOffline(page);
  } finally {
    await context.setOffline(false);
    await deployFirstBuild();
  }
});
