/**
 * The link that had focus on each page of this tab's history, by the router's entry key, so going
 * back puts focus on the link the traveller followed, as a browser's back does for pages it reloads.
 * A link is named by its address and its place among the page's links to that address: the page is
 * rendered anew on the way back, so the element itself is gone.
 */
interface FocusedLink {
  href: string;
  nth: number;
}

const focusedByEntry = new Map<string, FocusedLink>();
let currentEntry: string | null = null;

const linksTo = (href: string) => [...document.querySelectorAll<HTMLAnchorElement>(`a[href="${CSS.escape(href)}"]`)];

function onFocusIn(event: FocusEvent): void {
  if (currentEntry === null) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  // Focus elsewhere (a button, a field) or in a dialog (the menu, which closes on leaving): nothing to return to.
  if (!link || link.closest('dialog')) {
    focusedByEntry.delete(currentEntry);
    return;
  }
  const href = link.getAttribute('href')!;
  focusedByEntry.set(currentEntry, { href, nth: linksTo(href).indexOf(link) });
}

/** Starts noting focused links; returns the stop. */
export function noteFocusedLinks(): () => void {
  document.addEventListener('focusin', onFocusIn);
  return () => document.removeEventListener('focusin', onFocusIn);
}

/** The history entry now shown: focus from here on is noted under it. */
export function enterHistoryEntry(key: string): void {
  currentEntry = key;
}

/** The link focused when the traveller left the entry `key`, if the page shows it again. */
export function linkFocusedOn(key: string): HTMLAnchorElement | null {
  const focused = focusedByEntry.get(key);
  return focused ? (linksTo(focused.href)[focused.nth] ?? null) : null;
}
