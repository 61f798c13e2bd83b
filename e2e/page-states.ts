import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __mainStates?: string[];
  }
}

/**
 * Records every state the page's main area shows from the first parsed byte on: its h1, or its first
 * words when it has none (a loading text). Call before `page.goto`; read with `mainStates`.
 */
export async function recordMainStates(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const states: string[] = [];
    window.__mainStates = states;
    const record = () => {
      const main = document.querySelector('main');
      if (!main) return;
      const state = (main.querySelector('h1')?.textContent ?? main.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120);
      if (state && states.at(-1) !== state) states.push(state);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** Waits until React has hydrated (or rendered) the page: SiteFrame marks <html data-hydrated>. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

export async function mainStates(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__mainStates ?? []);
}
