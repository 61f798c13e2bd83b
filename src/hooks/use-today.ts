import { useBrowserValue } from './use-browser-value.ts';
import { localDay } from '../../shared/schemas/calendar-day.ts';

const subscribeToNothing = () => () => {};

/**
 * Today on this device (YYYY-MM-DD, its own time zone), or undefined in the prerender and while hydrating: the build's "today" is
 * not the reader's, so markup that depends on it is added right after hydration.
 */
export function useToday(): string | undefined {
  return useBrowserValue(
    subscribeToNothing,
    () => localDay(),
    () => undefined,
  );
}
