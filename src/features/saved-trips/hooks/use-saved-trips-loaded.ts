import { useEffect } from 'react';
import { useSavedTrips } from '../stores/saved-trips-store.ts';

let loading: Promise<void> | undefined;

/** Reads this device's saved trips once per page load, after hydration (the prerender knows none). */
export function useSavedTripsLoaded(): boolean {
  const loaded = useSavedTrips((s) => s.loaded);
  useEffect(() => {
    loading ??= useSavedTrips.getState().load();
  }, []);
  return loaded;
}
