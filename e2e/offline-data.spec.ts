import { test, expect } from '@playwright/test';
import { collectProblems } from './console-problems.ts';
import { OFFLINE_TEXT } from '../shared/config/offline-text.ts';
import { content } from './routes.ts';
import { waitForServiceWorkerControl } from './support/service-worker.ts';

/** What the site said offline before issue 7: texts that are lies when only the connection is missing. */
const FALSE_TEXTS = /not found|could not be found|off the map|Failed to fetch|No tours match|0 results/i;

const thailandItinerary = content.itineraries.find((it) => it.destination === 'thailand')!;
const thailandBlog = content.blogs.find((blog) => blog.destination === 'thailand')!;
const neverVisited = [
  ['a destination', '/destinations/thailand'],
  ['an itinerary list', '/itineraries/thailand'],
  ['a filtered itinerary list', '/itineraries/thailand?rating=5'],
  ['an itinerary', `/itinerary/${thailandItinerary._id}`],
  ['a blog post', `/blog/${thailandBlog._id}`],
] as const;

for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 740 }]) {
  test(`offline at ${viewport.width} px, pages never visited say honestly that they are not saved, with no console errors`, async ({ page, context }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await context.setOffline(true);
    const problems = await collectProblems(page);

    for (const [what, url] of neverVisited) {
      await page.goto(url);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { name: OFFLINE_TEXT.notSaved }), what).toBeVisible();
      await expect(main.getByRole('link', { name: /Your saved trips/ }), what).toBeVisible();
      await expect(main.getByRole('button', { name: OFFLINE_TEXT.waitingForConnection }), what).toBeDisabled();
      expect(await page.locator('body').innerText(), what).not.toMatch(FALSE_TEXTS);
    }
    expect(problems).toEqual([]);
  });
}

test('when the connection returns, the honest page fills in by itself', async ({ page, context }) => {
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.goto('/destinations/thailand');
  await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.notSaved })).toBeVisible();

  await context.setOffline(false);

  await expect(page.getByRole('heading', { level: 1, name: content.destinationPages.get('thailand')!.name })).toBeVisible();
});

test('on a phone offline, a page never visited opens without its footer jumping down', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.addInitScript(() => {
    const seen = { shift: 0 };
    (window as unknown as { __seen: typeof seen }).__seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) seen.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const [what, url] of neverVisited) {
    await page.goto(url);
    // Its "Loading…" line comes first, then what the page has to say: the footer was under the one
    // and jumped below the other.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), what).toBeVisible();
    await page.waitForTimeout(300); // a frame or two for a shift to be reported
    expect(await page.evaluate(() => (window as unknown as { __seen: { shift: number } }).__seen.shift), what).toBeLessThan(0.01);
  }
});
