import type { Page, Route } from '@playwright/test';

/**
 * Holds every script the page asks for until the returned `release` is called: the prerendered page
 * as a slow phone shows it, seconds before its code arrives and hydrates it.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(
    (url) => url.pathname.endsWith('.js'),
    (route) => (released ? route.continue() : void held.push(route)),
  );
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}
