import { test, expect, type Locator, type Page } from '@playwright/test';
import { content } from './routes.ts';
import { waitForHydration } from './page-states.ts';

/**
 * A guide or a policy runs to thousands of words (issue 9): a phone lays out the screen the reader
 * is on, not the whole text, and each section stands in meanwhile at about the height it will take,
 * so the scrollbar and a contents link are honest. Paper gets every section.
 */
const guide = content.guides.get('bali')!;
const policy = [...content.policies.values()].find((p) => p.slug === 'privacy-policy')!;
const pages = [
  { path: '/destinations/bali/deep-dive', sections: guide.sections, section: (page: Page, id: string) => page.locator(`li[id="${id}"]`) },
  { path: '/privacy-policy', sections: policy.sections, section: (page: Page, id: string) => page.locator(`section[id="${id}"]`) },
];

/** Whether the browser is laying the element out now, or skipping it until it nears the screen. */
function rendered(element: Locator): Promise<boolean> {
  return element.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }));
}

test.use({ viewport: { width: 375, height: 800 } });

for (const { path, sections, section } of pages) {
  test(`${path} at 375 px: the sections far below wait unlaid, and stand in at about their height`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const last = section(page, sections.at(-1)!.id);
    expect(await rendered(section(page, sections[0]!.id).locator('h2'))).toBe(true);
    expect(await rendered(last.locator('h2'))).toBe(false);

    // The last three sections: the height each stands in at, then the height it takes once seen.
    for (const { id } of sections.slice(-3)) {
      const block = section(page, id);
      const standIn = (await block.boundingBox())!.height;
      await block.evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await expect.poll(() => rendered(block.locator('h2'))).toBe(true);
      const real = (await block.boundingBox())!.height;
      expect({ id, ratio: standIn / real }).toEqual({ id, ratio: expect.closeTo(1, 0.3) });
    }
  });

  test(`${path} at 375 px: a contents link to the last section lands on its heading`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const target = sections.at(-1)!;
    await page.locator('main nav').getByRole('link', { name: target.title, exact: true }).click();
    const heading = section(page, target.id).locator('h2');
    await expect(heading).toBeInViewport();
    expect(await rendered(heading)).toBe(true);
    // Sections above it may render on the way and change height: the heading stays at the top.
    await page.waitForTimeout(500);
    const { y } = (await heading.boundingBox())!;
    expect(y).toBeGreaterThanOrEqual(0);
    expect(y).toBeLessThan(200);
  });

  test(`${path}: paper lays out every section`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await page.emulateMedia({ media: 'print' });
    for (const { id } of sections) expect({ id, rendered: await rendered(section(page, id).locator('h2')) }).toEqual({ id, rendered: true });
  });
}

test('a shared link to a policy clause opens at that clause, without scrolling through the policy', async ({ page }) => {
  const target = policy.sections.at(-2)!;
  await page.addInitScript(() => {
    const seen: number[] = [];
    (window as unknown as { __scrolledTo: number[] }).__scrolledTo = seen;
    addEventListener('scroll', () => seen.push(scrollY), { passive: true });
  });
  await page.goto(`/privacy-policy#${target.id}`);
  await waitForHydration(page);
  await page.waitForTimeout(500);
  const { y } = (await page.locator(`section[id="${target.id}"] h2`).boundingBox())!;
  expect(y).toBeGreaterThanOrEqual(0);
  expect(y).toBeLessThan(200);
  // Straight there: smooth scrolling once animated the load from the top through every clause above.
  const at = await page.evaluate(() => scrollY);
  const passedThrough = (await page.evaluate(() => (window as unknown as { __scrolledTo: number[] }).__scrolledTo)).filter((seen) => seen > 0 && seen < at - 100);
  expect(passedThrough).toEqual([]);

  // Once the page is live, a link within it still scrolls smoothly.
  await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').first().click();
  await expect.poll(() => page.evaluate(() => scrollY)).toBeLessThan(at);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe('smooth');
});
