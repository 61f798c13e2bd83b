import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { controlFocusedOn, enterHistoryEntry, noteFocusedControls } from './focused-controls.ts';

/**
 * Set when the routed site takes the page over from the landing page at a link the traveller followed
 * (start-site.tsx): its first page is then a new page like any other, not the one the browser loaded.
 */
let openedAtLink = false;
export function markOpenedAtLink(): void {
  openedAtLink = true;
}

/** How long a page still loading its content may take for its heading to come. */
const WAIT_FOR_HEADING_MS = 10_000;

/** The new page's focus target: the section its address names, else its main heading. */
function targetOf(sectionId: string | null): HTMLElement | null {
  return (sectionId && document.getElementById(sectionId)) || document.querySelector<HTMLElement>('main h1');
}

/** A field of the new page that took focus itself: the traveller is about to type in it. */
const typingOnPage = (active: Element | null) => !!active?.closest('main') && active.matches('input, textarea, select, [contenteditable]');

function focusTarget(sectionId: string | null): boolean {
  const target = targetOf(sectionId);
  if (!target) return false;
  if (typingOnPage(document.activeElement)) return true;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // The router places the page (its top, the section, or where the traveller was on going back).
  target.focus({ preventScroll: true });
  return true;
}

/** Focuses the target now, or when it appears; stops if the traveller moves focus first. */
function focusWhenShown(sectionId: string | null): (() => void) | undefined {
  if (focusTarget(sectionId)) return undefined;
  const focusedBefore = document.activeElement;
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (active && active !== focusedBefore && active !== document.body) stop();
    else if (focusTarget(sectionId)) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
  return stop;
}

/**
 * A link followed inside the site changes the page without loading one, so a screen reader said
 * nothing of the new page and focus fell to the top of the document (or stayed on a header link).
 * On each new page focus moves to its main heading, which a screen reader reads out, and the next Tab
 * goes on from there, into the page rather than through the header again. A link to a section
 * (`/#desire`) focuses that section; going back focuses the link or button the traveller left by.
 * Filters that change only the query keep focus where it is. The page the browser loaded keeps its
 * focus: a traveller may already be typing in it.
 */
export function FocusNewPage() {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const focusedPath = useRef(openedAtLink ? null : pathname);

  useEffect(noteFocusedControls, []);
  // Declared before the effect below, so it runs first: focus on the new page is noted under its entry.
  useEffect(() => enterHistoryEntry(key), [key]);

  useEffect(() => {
    if (focusedPath.current === pathname) return undefined;
    focusedPath.current = pathname;
    openedAtLink = false;
    const followed = navigationType === 'POP' ? controlFocusedOn(key) : null;
    if (followed) {
      followed.focus({ preventScroll: true });
      return undefined;
    }
    return focusWhenShown(hash ? decodeURIComponent(hash.slice(1)) : null);
    // A new address path only: the hash, the entry and how it was reached are read with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  return null;
}
