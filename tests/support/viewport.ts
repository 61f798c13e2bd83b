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

function matches(query: string): boolean {
  const min = /min-width:\s*(\d+)px/.exec(query);
  const max = /max-width:\s*(\d+)px/.exec(query);
  if (query.includes('prefers-reduced-motion')) return false;
  return (!min || window.innerWidth >= Number(min[1])) && (!max || window.innerWidth <= Number(max[1]));
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
