import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of the element is inside the viewport, followed as the reader scrolls. False
 * until the browser has said so (where there is no IntersectionObserver, always true).
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.at(-1)?.isIntersecting ?? false));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
