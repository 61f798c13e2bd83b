import { useSyncExternalStore } from 'react';

/** A date as YYYY-MM-DD in the device's own time zone (what a date input's `min` compares against). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const subscribeToNothing = () => () => {};

/**
 * Today on this device, or undefined in the prerender and while hydrating: the build's "today" is
 * not the reader's, so markup that depends on it is added right after hydration.
 */
export function useToday(): string | undefined {
  return useSyncExternalStore(
    subscribeToNothing,
    () => localIsoDate(new Date()),
    () => undefined,
  );
}
