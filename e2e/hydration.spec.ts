import { test, expect, type Browser, type Page } from '@playwright/test';
import { headingsByRoute, notFoundRoutes } from './routes.ts';
import { mainStates, recordMainStates, waitForHydration } from './page-states.ts';

/**
 * No page shows one state before hydration and another after (issue 10): for a page of every type,
 * including every not-found page, the prerendered main heading and main text (JavaScript off) are
 * what the hydrated page shows, and nothing else appears in between (no 'Loading …', no second heading).
 */
const PAGE_TYPES = [
  ...headingsByRoute().map(([path]) => path),
  '/home',
  '/enquire',
  '/about-us',
  '/testimonials',
  '/offline',
  ...notFoundRoutes,
  // Unknown ids answered by the prerendered not-found page of their route.
  '/itinerary/no-such-journey',
  '/destinations/atlantis',
  '/no/such/page',
];

interface MainState {
  heading: string;
  text: string;
}

/**
 * The main heading and the text of <main> as laid out. Left out: the label of the pause/play controls
 * of moving parts, which follows the visitor's reduced-motion setting, and what this device holds
 * (`[data-device-content]`, e.g. the saved trips on /offline), both known only to the browser.
 */
const readMain = (page: Page): Promise<MainState> =>
  page.evaluate(() => {
    const main = document.querySelector('main');
    const tidy = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim();
    // The landing page's h1 is in its hero, before <main>.
    const heading = main?.querySelector('h1') ?? document.querySelector('h1');
    const browserOnly = [...(main?.querySelectorAll<HTMLElement>('button[aria-label^="Pause "], button[aria-label^="Play "], [data-device-content]') ?? [])];
    for (const control of browserOnly) control.style.display = 'none';
    // Long reads set their sections `content-visibility: auto`, and innerText leaves out a section the
    // browser has not rendered yet, which depends on how far the fonts let the page run (text-stand-in.ts).
    const everySection = document.head.appendChild(document.createElement('style'));
    everySection.textContent = '* { content-visibility: visible !important; }';
    const text = tidy(main?.innerText);
    everySection.remove();
    for (const control of browserOnly) control.style.display = '';
    return { heading: tidy(heading?.textContent), text };
  });

async function prerenderedState(browser: Browser, path: string, width: number): Promise<MainState> {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 }, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await page.goto(path);
    return await readMain(page);
  } finally {
    await context.close();
  }
}

for (const path of PAGE_TYPES) {
  test(`${path} hydrates to its prerendered state at 375 and 1280 px`, async ({ browser, page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await recordMainStates(page);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const before = await prerenderedState(browser, path, width);
      expect(before.heading, `the prerendered page has a main heading at ${width} px`).not.toBe('');
      await page.goto(path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      const states = await mainStates(page);
      const after = await readMain(page);
      expect(after.heading, `${width} px`).toBe(before.heading);
      expect(after.text, `${width} px`).toBe(before.text);
      expect(states.length, `one state from the first byte on at ${width} px, not ${JSON.stringify(states)}`).toBe(1);
    }
  });
}

test('a page hydrates from its own answers, a day after its build, without asking the API again', async ({ page }) => {
  // The answers embedded in a prerendered page are its build's, as the API's are (issue 9).
  await page.clock.setFixedTime(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request.url());
  });
  for (const path of ['/destinations/bali', '/destinations/bali/deep-dive', '/itineraries/bali', '/itinerary/bali-ubud-uluwatu-honeymoon']) {
    await page.goto(path);
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
  }
  expect(asked).toEqual([]);
});
