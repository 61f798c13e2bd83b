import { useOnline } from '../../../hooks/use-online.ts';
import { SavedCopyNote } from '../../../components/data-state/saved-copy-note.tsx';
import { useSavedTrips } from '../stores/saved-trips-store.ts';
import { useSavedTripsLoaded } from '../hooks/use-saved-trips-loaded.ts';

/**
 * "Offline · saved on {date}" for a page whose content ships with the app (a guide) but which a
 * traveller saved: offline, it says from when the saved copy dates.
 */
export function SavedPageNote({ href }: { href: string }) {
  useSavedTripsLoaded();
  const online = useOnline();
  const savedAt = useSavedTrips((s) => Object.values(s.trips).find((trip) => trip.pages.includes(href))?.savedAt ?? null);
  return online ? null : <SavedCopyNote savedOn={savedAt} />;
}
