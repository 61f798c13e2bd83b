import type { Page } from '@playwright/test';

/** What a phone's notch, rounded corners and home indicator take from each edge, in CSS px. */
export interface SafeAreaInsets {
  left: number;
  right: number;
  bottom: number;
}

/**
 * An iPhone held sideways reports safe-area insets on both sides (the notch on one, the rounded
 * corners on the other); the page is drawn edge to edge (viewport-fit=cover). Chromium's DevTools
 * protocol sets the same insets, so `env(safe-area-inset-*)` reads them.
 */
export async function emulateSafeArea(page: Page, insets: SafeAreaInsets): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setSafeAreaInsetsOverride', { insets: { top: 0, ...insets } });
}

/**
 * Text and controls of the page that show inside the unsafe strips at the screen's sides: the part of
 * each that a clipping ancestor (a carousel's window) lets show, for everything not hidden. Artwork
 * may run edge to edge; words and buttons may not.
 */
export const underTheNotch = (page: Page, insets: SafeAreaInsets) =>
  page.evaluate(({ left: insetLeft, right: insetRight }) => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    const selector = 'a, button, input, select, textarea, h1, h2, h3, h4, p, li, label, summary, dt, dd, blockquote, figcaption';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      const box = el.getBoundingClientRect();
      if (box.width <= 2 || box.height <= 2) continue; // visually hidden (screen-reader text)
      if (getComputedStyle(el).visibility === 'hidden' || el.closest('[hidden], [aria-hidden="true"], [inert]')) continue;
      let left = box.left;
      let right = box.right;
      let scrolled = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const overflow = getComputedStyle(a).overflowX;
        // A row that scrolls sideways (cards) may pass under the notch on its way: its resting place is checked by its first card.
        // (overflow-y: auto makes overflow-x auto too: only a box wider inside than out scrolls sideways.)
        if ((overflow === 'auto' || overflow === 'scroll') && a.scrollWidth > a.clientWidth + 1) scrolled = true;
        if (overflow !== 'visible') {
          const clip = a.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
        }
      }
      if (scrolled || right - left < 1 || right <= 0 || left >= width) continue;
      if (left < insetLeft - 0.5 || right > width - insetRight + 0.5) {
        const name = (el.getAttribute('aria-label') ?? el.innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
        found.push(`${el.tagName.toLowerCase()} "${name}" at ${Math.round(left)}–${Math.round(right)} px`);
      }
    }
    return found;
  }, insets);
