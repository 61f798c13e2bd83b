import type { Page } from '@playwright/test';

export interface HeaderLayout {
  /** Entries that start before the previous one ends (the brand's name counts as the first). */
  overlapping: string[];
  /** Links and buttons whose words broke onto a second line. */
  broken: string[];
  /** How far the last entry runs past the bar's padding, in whole pixels. */
  pastEdge: number;
}

/** A header that fits: nothing overlaps, nothing broke onto a second line, nothing runs past the bar. */
export const FITTING_HEADER: HeaderLayout = { overlapping: [], broken: [], pastEdge: 0 };

/**
 * The desktop header (from 768 px: spec §2) in a line: the brand's name, then each visible entry of
 * the main navigation (links, the pill, search, saved trips, the install entry).
 */
export const headerLayout = (page: Page) =>
  page.evaluate((): HeaderLayout => {
    const bar = document.querySelector('header')!.firstElementChild as HTMLElement;
    const name = bar.querySelector('a')!.lastElementChild as HTMLElement;
    const nav = bar.querySelector('nav[aria-label="Main"]')!;
    const entries = [...nav.querySelectorAll<HTMLElement>('li > a, :scope > :not(ul)')].filter((el) => el.getClientRects().length > 0);
    const label = (el: Element) => (el.textContent ?? '').trim() || el.getAttribute('aria-label') || el.tagName;
    const boxes = [name, ...entries].map((el) => ({ label: label(el), box: el.getBoundingClientRect() }));
    const overlapping = boxes.slice(1).filter(({ box }, i) => box.left < boxes[i]!.box.right - 0.5).map(({ label }) => label);
    // A label on one line is at most its target's height (40–44 px, in rem: more with large text);
    // on two lines it is taller than the target's minimum.
    const broken = entries
      .filter((el) => el.matches('a, button'))
      .filter((el) => {
        const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || parseFloat(getComputedStyle(el).fontSize) * 1.5;
        return el.getBoundingClientRect().height > Math.max(46, lineHeight * 1.9);
      })
      .map(label);
    const inner = bar.getBoundingClientRect().right - parseFloat(getComputedStyle(bar).paddingRight);
    return { overlapping, broken, pastEdge: Math.max(0, Math.round(boxes.at(-1)!.box.right - inner)) };
  });
