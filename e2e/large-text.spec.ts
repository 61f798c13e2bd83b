import { test, expect, type Page } from '@playwright/test';
import { content, onePagePerRoute } from './routes.ts';
import { waitForHydration } from './page-states.ts';
import { offerInstall, openHydrated } from './support/install-offer.ts';
import { FITTING_HEADER, headerLayout } from './support/header-layout.ts';
import { BROWSER_TEXT_SIZES, setBrowserTextSize } from './support/text-size.ts';

/**
 * A reader who set her browser's text to Large or Very large (WCAG 1.4.4) reads the same site: the
 * layout follows the text (the breakpoints are in em), so the header keeps its entries apart and no
 * page scrolls sideways. Before, at 1280 px with Very large text, "Home", "About us" and "Desire" ran
 * over the brand's name and an itinerary scrolled 35 px sideways.
 */
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

const DESKTOP_WIDTHS = [1024, 1100, 1280, 1366, 1440, 1600, 1920];

for (const [setting, px] of Object.entries(BROWSER_TEXT_SIZES)) {
  test(`text set ${setting} (${px} px): from 1024 to 1920 px the header's entries read on one line, clear of the brand and each other, with the install entry`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 900 });
    await setBrowserTextSize(page, px);
    await openHydrated(page, '/destinations/bali');
    await offerInstall(page);
    for (const width of DESKTOP_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await headerLayout(page), `${width} px`).toEqual(FITTING_HEADER);
    }
  });
}

for (const { name, viewport, isMobile } of [
  { name: 'a 1280 px screen', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'a 375 px phone', viewport: { width: 375, height: 812 }, isMobile: true },
]) {
  test.describe(`text set very large (24 px) on ${name}`, () => {
    test.use({ viewport, isMobile, hasTouch: isMobile });

    test('no page scrolls sideways', async ({ page }) => {
      test.slow();
      await setBrowserTextSize(page, BROWSER_TEXT_SIZES.veryLarge);
      const wide: string[] = [];
      for (const url of onePagePerRoute) {
        await page.goto(url);
        await waitForHydration(page);
        if ((await sideways(page)) > 0) wide.push(`${url}: ${await sideways(page)} px`);
      }
      expect(wide).toEqual([]);
    });

    if (isMobile) {
      test("the header's name stays clear of the menu button, and the itinerary's booking button fits its bar", async ({ page }) => {
        await setBrowserTextSize(page, BROWSER_TEXT_SIZES.veryLarge);
        await page.goto(`/itinerary/${content.itineraries[0]!._id}`);
        await waitForHydration(page);
        const header = page.getByRole('banner');
        const brand = (await header.getByText(content.site.brandName, { exact: true }).boundingBox())!;
        const menu = (await header.getByRole('button', { name: 'Open menu' }).boundingBox())!;
        expect(brand.x + brand.width).toBeLessThanOrEqual(menu.x);
        const book = (await page.getByRole('button', { name: 'PLAN WITH AN EXPERT' }).boundingBox())!;
        expect(book.x + book.width).toBeLessThanOrEqual(viewport.width);
      });
    }
  });
}
