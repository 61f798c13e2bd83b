import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { SMOOTH_SCROLL_ATTRIBUTE } from '../lib/smooth-scroll.ts';

/**
 * Goes just before ScrollRestoration: a new page, or a page gone back to, is put in place at once, as
 * a browser does when it loads one. The page's smooth scrolling (for links to a section) made the
 * router's scroll glide instead: a new page opened where the last one had been read and slid to its
 * top for half a second, and going back slid from the top down to where the traveller had been.
 */
export function InstantRouterScroll() {
  const location = useLocation();
  useLayoutEffect(() => {
    const root = document.documentElement;
    if (!root.hasAttribute(SMOOTH_SCROLL_ATTRIBUTE)) return;
    root.removeAttribute(SMOOTH_SCROLL_ATTRIBUTE);
    // Chromium reads scroll-behavior from the style it last computed: without this read, a page
    // committed in this task still glided.
    void getComputedStyle(root).scrollBehavior;
    // ScrollRestoration's layout effect runs next, in this same commit; smooth scrolling is back after it.
    queueMicrotask(() => root.setAttribute(SMOOTH_SCROLL_ATTRIBUTE, ''));
  }, [location]);
  return null;
}
