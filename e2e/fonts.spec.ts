import { test, expect } from '@playwright/test';
import { collectProblems } from './console-problems.ts';
import { RUPEE_RANGE, SITE_TEXT_RANGE } from '../scripts/build/fonts/site-fonts.ts';

test.use({ viewport: { width: 375, height: 740 } });

/** A unicode-range as numbers, however it is written ('U+0020-007E' and Chromium's 'U+20-7E' alike). */
const codePointsOf = (range: string) =>
  range.split(',').map((token) => token.trim().replace(/^U\+/i, '').split('-').map((hex) => parseInt(hex, 16)).join('-')).join();
const SITE_RANGES = [SITE_TEXT_RANGE, RUPEE_RANGE].map(codePointsOf);

/**
 * Issue 9: a page's words and its prices load only the site's own font files (a ₹ sign included),
 * and every file the browser loads decodes.
 */
test('an itinerary sets its words and its ₹ prices in the site’s own font files, all of which decode', async ({ page }) => {
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
  expect(loaded).toContainEqual(expect.objectContaining({ family: 'Inter Variable', range: codePointsOf(RUPEE_RANGE) }));
  expect(loaded).toContainEqual(expect.objectContaining({ family: 'Inter Variable', range: codePointsOf(SITE_TEXT_RANGE) }));
  expect(problems).toEqual([]);
});
