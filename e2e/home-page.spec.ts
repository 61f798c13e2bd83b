import { test, expect, type Page } from '@playwright/test';
import { axeViolations } from './axe.ts';
import { pressUntilFocused } from './dialog-focus.ts';
import { content } from './routes.ts';

/**
 * The long home page in a real browser: section order at the spec's three layouts, every footer and
 * directory link lands on a page with a heading (axe over every route: accessibility.spec.ts).
 */

const WIDTHS = [375, 900, 1280] as const;

/** spec §2 home: sections in order (the services intro is found by its heading, the rest by anchor id). */
const SECTIONS: Array<{ name: string; find: (page: Page) => ReturnType<Page['locator']> }> = [
  { name: 'landing hero', find: (page) => page.getByRole('heading', { level: 1, name: content.site.tagline }) },
  { name: 'services intro', find: (page) => page.getByRole('heading', { name: content.home.services.title }) },
  { name: 'destination carousel', find: (page) => page.locator('#destinations') },
  { name: 'enquiry form', find: (page) => page.locator('#enquiry') },
  { name: 'travel by desire', find: (page) => page.locator('#desire') },
  { name: 'why choose us', find: (page) => page.locator('#why-choose-us') },
  { name: 'about overlay', find: (page) => page.locator('#about-us') },
  { name: 'FAQ', find: (page) => page.locator('#faq') },
  { name: 'testimonials', find: (page) => page.locator('#testimonials') },
  { name: 'blog teasers', find: (page) => page.locator('#blogs') },
  { name: 'link directory', find: (page) => page.locator('#directory') },
  { name: 'footer', find: (page) => page.locator('#site-footer') },
];

/** Distance of an element's top from the top of the document, in CSS pixels. */
async function documentTop(page: Page, section: (typeof SECTIONS)[number]): Promise<number> {
  const locator = section.find(page).first();
  await expect(locator, section.name).toBeAttached();
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect();
    if (box.height === 0) throw new Error('section has no height (hidden?)');
    return box.top + window.scrollY;
  });
}

for (const width of WIDTHS) {
  test(`home page sections are in the spec order at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    let previous = -Infinity;
    for (const section of SECTIONS) {
      const top = await documentTop(page, section);
      expect(top, `${section.name} should come after the previous section`).toBeGreaterThan(previous);
      previous = top;
    }
  });
}

test('every footer and directory link opens a page with an h1', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/');
  const hrefs = await page
    .locator('#site-footer a[href^="/"], #directory a[href^="/"]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
  // 4 policies + Contact Us, About us, Testimonials, Destinations and the brand; 28 directory links.
  expect(hrefs.length).toBeGreaterThanOrEqual(35);
  expect(hrefs).toContain('/itineraries/honeymoon');

  for (const href of hrefs) {
    const response = await page.request.get(href);
    expect.soft(response.status(), `${href} status`).toBe(200);
    await page.goto(href);
    await expect.soft(page.locator('h1').first(), `${href} h1`).not.toBeEmpty();
  }
});

test('FAQ: a side panel on wide screens, inline answers on narrow ones', async ({ page }) => {
  const first = content.home.faqs[0]!;
  const second = content.home.faqs[1]!;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const faq = page.locator('#faq');
  await expect(faq.getByRole('button', { name: first.question })).toHaveAttribute('aria-expanded', 'true');
  await expect(faq.getByText(first.answer)).toHaveCount(2); // inline copy (hidden by CSS) and the side panel
  await expect(faq.getByText(first.answer).filter({ visible: true })).toHaveCount(1);
  await faq.getByRole('button', { name: first.question }).click();
  await expect(faq.getByText('Click on a question to see the answer.')).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await faq.getByRole('button', { name: second.question }).click();
  await expect(faq.getByText(second.answer).filter({ visible: true })).toHaveCount(1);
  await expect(faq.getByText('Click on a question to see the answer.')).toBeHidden();
});

test('the about overlay traps focus, closes with Escape and passes axe while open', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const opener = page.getByRole('button', { name: 'Discover our story' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Our story' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
  await pressUntilFocused(page, 'Shift+Tab', dialog.getByRole('button', { name: 'Learn More' }));
  await pressUntilFocused(page, 'Tab', dialog.getByRole('button', { name: 'Close' }));
  expect(await axeViolations(page, 'dialog[open]')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test('a policy opened from the footer starts at the top of the page', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.locator('#site-footer').getByRole('link', { name: 'Cancellation Policy' }).click();
  await expect(page).toHaveURL('/cancellation-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('region', { name: 'Questions about this policy?' })).toBeAttached();
});
