import { useEffect, type RefObject } from 'react';

/** Keeps a custom property on <html> equal to an element's height, for CSS elsewhere in the page. */
export function usePublishedHeight(ref: RefObject<HTMLElement | null>, property: string): void {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? element.offsetHeight;
      if (height > 0) root.setProperty(property, `${height}px`);
      else root.removeProperty(property);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(property);
    };
  }, [ref, property]);
}
