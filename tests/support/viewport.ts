import { act } from '@testing-library/react';

/**
 * jsdom has a fixed 1024 px window and no matchMedia. These helpers set the width the way a browser
 * would report it and answer min-width / max-width / reduced-motion queries from it.
 */
export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** Changes the width after render and tells the page, as a real window resize does. */
export function resizeTo(width: number) {
  act(() => {
    setViewportWidth(width);
    window.dispatchEvent(new Event('resize'));
  });
}

/** A width in a media query in CSS pixels: px as is, em at the browser's default text size (16 px). */
function widthOf(query: string, feature: 'min-width' | 'max-width'): number | null {
  const found = new RegExp(`${feature}:\\s*([\\d.]+)(px|em)`).exec(query);
  if (!found) return null;
  return Number(found[1]) * (found[2] === 'em' ? 16 : 1);
}

function matches(query: string): boolean {
  const min = widthOf(query, 'min-width');
  const max = widthOf(query, 'max-width');
  if (query.includes('prefers-reduced-motion')) return false;
  return (min === null || window.innerWidth >= min) && (max === null || window.innerWidth <= max);
}

/** Every browser has matchMedia; jsdom has none. This one answers from `window.innerWidth`. */
export function installMatchMedia() {
  window.matchMedia = (query: string) =>
    ({
      media: query,
      get matches() {
        return matches(query);
      },
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function installBrowserStubs() {
  installMatchMedia();
  Element.prototype.scrollIntoView = vi.fn();
}
