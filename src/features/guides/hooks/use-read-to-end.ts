import { useEffect, useRef } from 'react';
import { useGoodMoment } from '../../../lib/good-moments.ts';

/** Marks "read a guide" once the element (the guide's last box) comes into view. */
export function useReadToEnd<T extends Element>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const end = ref.current;
    if (!end || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      useGoodMoment.getState().mark('read-guide');
      observer.disconnect();
    });
    observer.observe(end);
    return () => observer.disconnect();
  }, []);
  return ref;
}
