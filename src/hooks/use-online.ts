import { useBrowserValue } from './use-browser-value.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** navigator.onLine, kept current; the prerender and hydration assume online so their markup agrees. */
export function useOnline(): boolean {
  return useBrowserValue(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
