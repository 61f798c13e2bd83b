/**
 * In-page links scroll smoothly once the page is live; a page opened at a fragment goes straight
 * there. Smooth scrolling on `html` from the start also animated the load of a shared clause link
 * (`/privacy-policy#your-rights`): from the top through 3,300 px of policy, for about a second while
 * the page hydrated. The attribute is global.css.ts's switch.
 */
export const SMOOTH_SCROLL_ATTRIBUTE = 'data-smooth-scroll';

/** From now on, in-page links scroll smoothly (unless the reader prefers reduced motion). */
export function allowSmoothScrolling(): void {
  document.documentElement.setAttribute(SMOOTH_SCROLL_ATTRIBUTE, '');
}
