import { test, expect, type Page, type Route } from '@playwright/test';
import { waitForHydration } from './page-states.ts';
import { collectProblems } from './console-problems.ts';

/**
 * What a phone on a slow connection downloads first (issue 9): the stylesheet, the fonts and the
 * hero picture, at the priorities Chromium ends up giving them (read from the DevTools protocol); the app's
 * code only once the first screen is on screen, so it never competes with the first paint.
 */
async function requestPriorities(page: Page, path: string): Promise<Map<string, string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const priorities = new Map<string, string>();
  const pathOf = new Map<string, string>();
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = new URL(event.request.url);
    pathOf.set(event.requestId, url.pathname);
    if (!priorities.has(url.pathname)) priorities.set(url.pathname, event.request.initialPriority);
  });
  // Chromium raises an image to High once layout finds it on screen: keep the priority it ends with.
  cdp.on('Network.resourceChangedPriority', (event) => {
    const path = pathOf.get(event.requestId);
    if (path) priorities.set(path, event.newPriority);
  });
  await page.goto(path);
  await waitForHydration(page);
  return priorities;
}

/** When each module started downloading, and when the page first painted, on the page's own clock. */
function codeAfterPaint(page: Page) {
  return page.evaluate(() => {
    const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      heroLoaded: resources.find((r) => r.name === hero.currentSrc)!.responseEnd,
      modules: resources
        .filter((r) => new URL(r.name).pathname.endsWith('.js') && !new URL(r.name).pathname.startsWith('/assets/boot-'))
        .map((r) => ({ file: new URL(r.name).pathname, started: r.startTime })),
    };
  });
}

for (const path of ['/', '/destinations/bali']) {
  test(`${path} at 375 px: the stylesheet and the hero picture first, the code after the first paint`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const priorities = await requestPriorities(page, path);
    const stylesheet = await page.locator('link[rel="stylesheet"]').evaluate((l) => new URL((l as HTMLLinkElement).href).pathname);
    expect(priorities.get(stylesheet)).toBe('VeryHigh');
    const hero = await page.locator('img[fetchpriority="high"]').first().evaluate((img) => new URL((img as HTMLImageElement).currentSrc).pathname);
    expect(priorities.get(hero)).toBe('High');
    // The HTML asks for no module: only the boot script (inline or its file) does, once the first screen is painted.
    const html = await (await page.request.get(path, { headers: { 'accept-encoding': 'br' } })).text();
    expect(html).not.toMatch(/<script[^>]*type="module"[^>]*\ssrc=|rel="modulepreload"/);
    const { firstPaint, heroLoaded, modules } = await codeAfterPaint(page);
    expect(modules.length).toBeGreaterThan(5);
    for (const { file, started } of modules) {
      expect({ file, afterFirstPaint: started > firstPaint, afterHero: started > heroLoaded }).toEqual({ file, afterFirstPaint: true, afterHero: true });
    }
  });
}

test('a tap on the menu before the code has arrived opens it once the page is live', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const held: Route[] = [];
  let released = false;
  // The boot script runs; the app's modules wait, as they would on a slow connection.
  await page.route(
    (url) => url.pathname.endsWith('.js') && !url.pathname.startsWith('/assets/boot-'),
    (route) => (released ? route.continue() : void held.push(route)),
  );
  await page.goto('/');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);

  released = true;
  await Promise.all(held.map((route) => route.continue()));
  await waitForHydration(page);
  await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
});

// `/` (and Bali) fit their first round trip with the boot script inline; the Dubai page would not, so it asks for the file (scripts/build/inline-boot.ts).
for (const [path, form] of [['/', 'inline'], ['/destinations/dubai', 'file']] as const) {
  test(`${path} at 375 px runs the boot script ${form === 'inline' ? 'inline, allowed by its CSP hash' : 'from its file'}, and goes live`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const problems = await collectProblems(page);
    const bootRequests: string[] = [];
    page.on('request', (request) => void (new URL(request.url()).pathname.startsWith('/assets/boot-') && bootRequests.push(request.url())));
    await page.goto(path);
    await waitForHydration(page);
    expect(bootRequests).toHaveLength(form === 'inline' ? 0 : 1);
    const boot = await page.locator('script[data-entry]').evaluate((script: HTMLScriptElement) => ({ type: script.type, file: script.src ? new URL(script.src).pathname.replace(/-[\w-]+\.js$/, '') : '' }));
    expect(boot).toEqual(form === 'inline' ? { type: 'module', file: '' } : { type: '', file: '/assets/boot' });
    // The code it asked for went live: the menu opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
    expect(problems).toEqual([]);
  });
}

// The logo and the carousel's cards under the landing hero are on the first screen but not what it is
// for, and a destination's travel notes lie within the distance at which Chromium starts lazy pictures:
// their pictures wait until the first screen has painted, so on a slow phone they do not share the
// connections with the stylesheet, the fonts and the hero (ResponsiveImage's `afterFirstPaint`, boot.ts).
const heldPictures = [
  { path: '/', pictures: /\/(brand\/logo|destinations\/[\w-]+\/card)-\d+\.(avif|webp)$/, shown: (page: Page) => page.getByRole('region', { name: 'Top Destinations' }).locator('picture img').first() },
  { path: '/destinations/bali', pictures: /\/(brand\/logo|destinations\/bali\/(jatiluwih|food))-\d+\.(avif|webp)$/, shown: (page: Page) => page.locator('#know-before picture img').first() },
];
for (const { path, pictures, shown } of heldPictures) {
  test(`${path} at 375 px asks for the logo${path === '/' ? ' and the carousel cards' : ' and its travel notes’ pictures'} only once the first screen has painted, then shows them`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const problems = await collectProblems(page);
    await page.goto(path);
    await waitForHydration(page);
    const logo = page.locator('header a[href="/"] picture img').first();
    await shown(page).scrollIntoViewIfNeeded();
    for (const img of [logo, shown(page)]) await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 1)).toBe(true);
    const { firstPaint, heroLoaded, held } = await page.evaluate((source) => {
      const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const pattern = new RegExp(source);
      return {
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        heroLoaded: resources.find((r) => r.name === hero.currentSrc)!.responseEnd,
        held: resources.filter((r) => pattern.test(new URL(r.name).pathname)).map((r) => ({ file: new URL(r.name).pathname, started: r.startTime })),
      };
    }, pictures.source);
    expect(held.map(({ file }) => file)).toContainEqual(expect.stringMatching(/\/brand\/logo-/));
    expect(held.length).toBeGreaterThan(1);
    for (const { file, started } of held) {
      expect({ file, afterFirstPaint: started > firstPaint, afterHero: started > heroLoaded }).toEqual({ file, afterFirstPaint: true, afterHero: true });
    }
    expect(problems).toEqual([]);
  });
}

test('/ without JavaScript still shows the logo and the carousel cards', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto('/');
    const firstCard = page.getByRole('region', { name: 'Top Destinations' }).getByRole('listitem').first();
    // the held picture shows its transparent pixel; its <noscript> copy, parsed as markup without JavaScript, the card's picture
    for (const copy of [firstCard.locator('noscript img'), page.locator('header a[href="/"] noscript img')]) {
      await expect(copy).toBeVisible();
      await expect.poll(() => copy.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(1);
    }
  } finally {
    await context.close();
  }
});

// Chromium draws the date field's calendar icon from an SVG data: URL, asked for in a page's first
// style pass even below the fold: it waits until the boot script marks the first screen painted.
// Only what the page's stylesheet decides counts: when the stylesheet is slow (a busy machine),
// Chromium may style the form once before it arrives, with its own defaults (seen with JavaScript
// off: the icon asked for 12 ms before the stylesheet finished, never after it).
test('/ draws the enquiry form’s calendar icon only once the first screen has painted', async ({ browser }) => {
  for (const javaScriptEnabled of [false, true]) {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 375, height: 800 } });
    try {
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const icons: string[] = [];
      const stylesheets = new Set<string>();
      let stylesheetLoaded = false;
      cdp.on('Network.requestWillBeSent', (event) => {
        if (new URL(event.request.url).pathname.endsWith('.css')) stylesheets.add(event.requestId);
        if (stylesheetLoaded && event.request.url.startsWith('data:image/svg+xml')) icons.push(event.request.url);
      });
      cdp.on('Network.loadingFinished', (event) => {
        if (stylesheets.has(event.requestId)) stylesheetLoaded = true;
      });
      await page.goto('/', { waitUntil: 'load' });
      await page.locator('input[type="date"]').first().scrollIntoViewIfNeeded();
      if (javaScriptEnabled) {
        await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-first-screen-painted'))).toBe(true);
        await expect.poll(() => icons.length).toBeGreaterThan(0);
      } else {
        // nothing marks the first screen painted, so the field draws no icon and asks for none
        await page.waitForTimeout(500);
        expect(icons).toEqual([]);
      }
    } finally {
      await context.close();
    }
  }
});

// A phone draws /testimonials' portraits 72 px wide: at 3x it needs 216 px, so the 240w file, not the 480w
// one a carousel portrait's 112 px would ask for.
test('/testimonials on a 3x phone at 375 px fetches the smallest portrait that fills each 72 px tile', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, deviceScaleFactor: 3, isMobile: true });
  try {
    const page = await context.newPage();
    await page.goto('/testimonials');
    const portraits = page.locator('figure img');
    await expect(portraits).toHaveCount(5);
    for (const portrait of await portraits.all()) {
      await portrait.scrollIntoViewIfNeeded();
      await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(1);
      expect(await portrait.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().width)).toBe(72);
      expect(await portrait.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/-240\.(avif|webp)$/);
    }
  } finally {
    await context.close();
  }
});
