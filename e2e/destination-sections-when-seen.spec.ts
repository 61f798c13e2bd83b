import { test, expect, type Page } from '@playwright/test';
import { content } from './routes.ts';
import { waitForHydration } from './page-states.ts';

/**
 * A destination page hydrates its first screen (the hero and the overview) at once, and each section
 * below it when it nears the screen, with that code loaded then (issue 9: hydrating a destination
 * page walked ~600 elements right after the first paint, ~420 of them below the first screen). The
 * traveller sees the whole prerendered page all along, and a tap that lands before a section is live
 * still does what it says.
 */

const bali = content.destinationPages.get('bali')!;

/** The script files the page has fetched so far whose code renders the "know before you travel" section. */
function watchKnowBeforeCode(page: Page): () => string[] {
  const found: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const code = await response.text().catch(() => '');
    if (code.includes('know-before-title')) found.push(new URL(response.url()).pathname);
  });
  return () => found;
}

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the sections below the first screen are on the page at once, and their code comes when they near the screen', async ({ page }) => {
    const knowBeforeCode = watchKnowBeforeCode(page);
    await page.goto('/destinations/bali');
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Prerendered: every section's words are there before any of their code.
    await expect(page.locator('#know-before').getByRole('heading', { level: 2, name: bali.KnowBeforeTravel.title })).toBeAttached();
    await expect(page.locator('#faq').getByRole('button', { name: bali.Page7.FAQS[0]!.question })).toBeAttached();
    expect(knowBeforeCode()).toEqual([]);

    await page.locator('#know-before').scrollIntoViewIfNeeded();
    await expect.poll(knowBeforeCode).toHaveLength(1);
    // Live once reached: an orbit item swaps the section's title.
    const discover = page.locator('#discover');
    await discover.scrollIntoViewIfNeeded();
    const item = bali.Page5.items[2]!;
    await discover.getByRole('button', { name: item.name }).click();
    await expect(discover.getByRole('heading', { level: 2 })).toHaveText(item.name);
  });

  test('a tap on a question far down the page, straight after it opens, opens its answer', async ({ page }) => {
    await page.goto('/destinations/bali');
    await waitForHydration(page);
    const question = page.locator('#faq').getByRole('button', { name: bali.Page7.FAQS[1]!.question });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq').getByText(bali.Page7.FAQS[1]!.answer).filter({ visible: true })).toHaveCount(1);
  });
});

test('after a client-side navigation the destination page shows every section in its first frame', async ({ page }) => {
  await page.goto('/destinations');
  await waitForHydration(page);
  // The first moment the new page's overview is in the document: were the later sections there with it?
  await page.evaluate(() => {
    const seen: boolean[] = [];
    (window as unknown as { __sectionsWithOverview: boolean[] }).__sectionsWithOverview = seen;
    new MutationObserver(() => {
      if (seen.length || !document.getElementById('overview')) return;
      seen.push(['know-before', 'itineraries', 'attractions', 'discover', 'about-us', 'testimonials', 'faq', 'more-destinations'].every((id) => document.getElementById(id)));
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.locator('a[href="/destinations/bali"]').first().click();
  await expect(page).toHaveURL('/destinations/bali');
  await expect(page.locator('#more-destinations').getByRole('link')).toHaveCount(7);
  expect(await page.evaluate(() => (window as unknown as { __sectionsWithOverview: boolean[] }).__sectionsWithOverview)).toEqual([true]);
});
