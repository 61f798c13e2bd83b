import { test, expect, type Page } from '@playwright/test';
import { collectProblems } from './console-problems.ts';
import { installWorker } from './support/service-worker.ts';
import { EXTRA_TEXT_RANGE, FIGURES_RANGE, RUPEE_RANGE, SITE_TEXT_RANGE } from '../scripts/build/fonts/site-fonts.ts';

test.use({ viewport: { width: 375, height: 740 } });

/** A unicode-range as numbers, however it is written ('U+0020-007E' and Chromium's 'U+20-7E' alike). */
const codePointsOf = (range: string) =>
  range.split(',').map((token) => token.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16)).join('-')).join();
const SITE_RANGES = [SITE_TEXT_RANGE, FIGURES_RANGE, EXTRA_TEXT_RANGE, RUPEE_RANGE].map(codePointsOf);

/**
 * Issue 9: a page's headings load only the site's own font files, every file the browser loads
 * decodes, and running text (its ₹ prices too) needs no web font at all.
 */
test('an itinerary sets its headings in the site’s own font files, all of which decode, and its ₹ prices in the phone’s own face', async ({ page }) => {
  const problems = await collectProblems(page);
  await page.goto('/itinerary/bali-ubud-uluwatu-honeymoon');
  const price = page.getByText(/from ₹/).first();
  await price.scrollIntoViewIfNeeded();
  await expect(price).toBeVisible();
  const faces = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].map((face) => ({ family: face.family, style: face.style, range: face.unicodeRange, status: face.status }));
  }).then((all) => all.map((face) => ({ ...face, range: codePointsOf(face.range) })));
  const loaded = faces.filter((face) => face.status === 'loaded');
  expect(faces.filter((face) => face.status === 'error')).toEqual([]);
  expect(loaded.filter((face) => !SITE_RANGES.includes(face.range))).toEqual([]);
  expect(loaded).toContainEqual(expect.objectContaining({ family: 'Cormorant Garamond', style: 'normal', range: codePointsOf(SITE_TEXT_RANGE) }));
  // Its days are headed "Day 1"…: the figures come from their own small file, which the page preloads.
  expect(loaded).toContainEqual(expect.objectContaining({ family: 'Cormorant Garamond', style: 'normal', range: codePointsOf(FIGURES_RANGE) }));
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads).toEqual([expect.stringMatching(/cormorant-garamond-site-600-normal-[\w-]+\.woff2$/), expect.stringMatching(/cormorant-garamond-figures-600-normal-[\w-]+\.woff2$/)]);
  expect(new Set(faces.map((face) => face.family))).toEqual(new Set(['Cormorant Garamond']));
  // The price's ₹ is drawn by an installed face: no web font is declared for its family.
  const priceFamily = await price.evaluate((el) => getComputedStyle(el).fontFamily);
  expect(priceFamily).not.toContain('Cormorant');
  expect(problems).toEqual([]);
});

test('a heading with an accented letter draws it from the site’s preloaded extra file, so it never waits for the full face', async ({ page }) => {
  const problems = await collectProblems(page);
  await page.goto('/itinerary/maldives-local-island-hopper');
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads).toEqual([
    expect.stringMatching(/cormorant-garamond-site-600-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/cormorant-garamond-figures-600-normal-[\w-]+\.woff2$/),
    expect.stringMatching(/cormorant-garamond-extra-600-normal-[\w-]+\.woff2$/),
  ]);
  const heading = page.getByRole('heading', { name: /Malé to Thulusdhoo/ });
  await heading.scrollIntoViewIfNeeded();
  await expect(heading).toBeVisible();
  const loaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => ({ style: face.style, range: face.unicodeRange }));
  });
  expect(loaded.map((face) => ({ ...face, range: codePointsOf(face.range) }))).toContainEqual({ style: 'normal', range: codePointsOf(EXTRA_TEXT_RANGE) });
  // Only the site's files: the é did not fall through to the full Latin Extended face.
  expect(loaded.map((face) => codePointsOf(face.range)).filter((range) => !SITE_RANGES.includes(range))).toEqual([]);
  expect(problems).toEqual([]);
});

test('the landing page’s first screen asks for one font file, the heading face’s letters, and nothing it must wait for beside it', async ({ page }) => {
  const problems = await collectProblems(page);
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Travel Beyond Dreams' })).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Its heading, brand name and destination cards hold letters only: no figure, no accent on the first screen.
  expect(fonts).toEqual([expect.stringMatching(/^\/assets\/cormorant-garamond-site-600-normal-[\w-]+\.woff2$/)]);
  const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(preloads).toEqual([fonts[0]]);
  expect(problems).toEqual([]);
});

/**
 * What the prerender preloads (scripts/build/font-preloads.ts) is all that a page's first frame draws
 * with: a font file found only by layout is asked for late, at the highest priority, and holds the
 * first paint back (Lighthouse: Bali 0.92 s → 1.37 s).
 */
for (const viewport of [{ width: 375, height: 740 }, { width: 1280, height: 800 }]) {
  test(`at ${viewport.width} px, every font file a page's first frame asks for is one it preloads`, async ({ browser }) => {
    const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
    const late: string[] = [];
    for (const path of ['/', '/destinations/bali', '/destinations/mauritius', '/destinations/bali/deep-dive', '/itineraries/bali', '/itinerary/bali-ubud-uluwatu-honeymoon', '/blog/bali-temple-etiquette', '/home-blog/dubai-stress-free', '/about-us', '/testimonials', '/enquire', '/privacy-policy']) {
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'load' });
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
      const found = await page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]!.startTime;
        const preloaded = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => link.href));
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType === 'css' && entry.name.endsWith('.woff2') && entry.startTime < fcp && !preloaded.has(entry.name))
          .map((entry) => new URL(entry.name).pathname);
      });
      late.push(...found.map((file) => `${path}: ${file}`));
      await page.close();
    }
    await context.close();
    expect(late).toEqual([]);
  });
}

/**
 * The fonts a heading is drawn with, as Chromium laid it out (not what the page declares or loaded):
 * an `optional` face that arrives after the first frame is never used by that page.
 */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  // The family as the font file names itself ("Cormorant Garamond Light SemiBold" for the 600).
  return fonts.map((font) => (font.familyName.startsWith('Cormorant Garamond') ? 'Cormorant Garamond' : font.familyName));
}

/**
 * Offline, a page the worker has not cached as HTML (a guide, a policy, any page opened from the
 * precache as code) is drawn from the shell. The heading face is `optional`: the shell named no font
 * to preload, so the face was asked for only by the first layout, often too late for it, and a
 * traveller opening a guide from the home screen read its headings in the phone's fallback serif
 * (on a phone's slower processor, 3 times in 5). Each open is a fresh tab on a 4× slower processor.
 */
test('offline, a guide opened from the worker sets its headings in the site’s font', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
  const first = await context.newPage();
  await installWorker(first);
  await first.close();
  await context.setOffline(true);
  const drawnWith: string[][] = [];
  for (let open = 0; open < 4; open++) {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/destinations/mauritius/deep-dive');
    await expect(page.getByRole('heading', { level: 1, name: 'A Deep Dive into Mauritius' })).toBeVisible();
    // The page came from the shell, which names the heading face's letters first thing.
    const preloads = await page.locator('link[rel="preload"][as="font"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(preloads).toEqual([expect.stringMatching(/cormorant-garamond-site-600-normal-[\w-]+\.woff2$/)]);
    await page.evaluate(() => document.fonts.ready);
    drawnWith.push([...(await fontsDrawing(page, 'h1')), ...(await fontsDrawing(page, 'header a[href="/"]'))]);
    await page.close();
  }
  expect(drawnWith).toEqual(Array(4).fill(['Cormorant Garamond', 'Cormorant Garamond']));
  await context.close();
});
