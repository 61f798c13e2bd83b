import { test, expect } from '@playwright/test';
import { offerInstall, openHydrated } from './support/install-offer.ts';
import { FITTING_HEADER, headerLayout } from './support/header-layout.ts';

/**
 * The desktop header (from 768 px: spec §2) holds the brand, three links, the Destination pill,
 * search, saved trips and, when the browser can install the site, the install entry: an iPad held
 * upright (768–834 px) always has that entry. Each must read on one line, clear of its neighbours.
 */
const WIDTHS = [768, 800, 820, 834, 900, 960, 1024, 1100, 1180, 1200, 1240, 1280, 1366, 1440, 1920];

for (const path of ['/', '/destinations/bali']) {
  test(`${path}: from 768 px to 1920 every header entry reads on one line, clear of the brand and of each other, with and without the install entry`, async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await openHydrated(page, path);
    const banner = page.getByRole('banner');

    for (const install of [false, true]) {
      if (install) {
        await offerInstall(page);
        await expect(banner.getByRole('button', { name: 'Install app' })).toBeVisible();
      }
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect(await headerLayout(page), `${width} px, install entry ${install ? 'offered' : 'absent'}`).toEqual(FITTING_HEADER);
      }
    }
  });
}

test('where the header shows the search field, its placeholder is whole', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHydrated(page, '/destinations/bali');
  const field = page.getByRole('banner').getByRole('search').locator('input');
  await expect(field).toBeVisible();
  // The placeholder's words set as the field's value: the field scrolls if they do not fit.
  const { needed, room } = await field.evaluate((input: HTMLInputElement) => {
    input.value = input.placeholder;
    const fit = { needed: input.scrollWidth, room: input.clientWidth };
    input.value = '';
    return fit;
  });
  expect(needed).toBeGreaterThan(100);
  expect(needed).toBeLessThanOrEqual(room);
});

// A phone held sideways is 320–430 px tall: the header keeps to 56 px of it, and what leaves room for
// the header (a section reached from the guide's contents) follows.
for (const [width, height] of [[667, 375], [844, 390], [932, 430]] as const) {
  test(`a phone held sideways (${width} × ${height}) has a 56 px header, and a section reached from a guide's contents lands just below it`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/destinations/bali/deep-dive');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(57);
    if (width >= 768) expect(await headerLayout(page)).toEqual(FITTING_HEADER);

    const contents = page.getByRole('navigation', { name: 'In this guide' });
    const entry = contents.getByRole('link').nth(2);
    const id = decodeURIComponent((await entry.getAttribute('href'))!.split('#')[1]!);
    await entry.click();
    const section = page.locator(`[id="${id}"]`);
    await expect(section).toBeInViewport();
    await expect(async () => {
      const headerBottom = (await header.boundingBox())!.y + (await header.boundingBox())!.height;
      const top = (await section.boundingBox())!.y;
      expect(top).toBeGreaterThanOrEqual(headerBottom - 1);
      expect(top).toBeLessThanOrEqual(headerBottom + 8);
    }).toPass();
  });
}
