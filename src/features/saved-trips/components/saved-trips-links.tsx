import { Link } from '../../../lib/navigation/navigation.tsx';
import { paths } from '../../../../shared/config/paths.ts';
import { formatDeviceDate } from '../../../lib/format.ts';
import { hrefOf } from '../plan/save-target.ts';
import { useSavedTrips } from '../stores/saved-trips-store.ts';
import { useSavedTripsLoaded } from '../hooks/use-saved-trips-loaded.ts';

/** The trips saved on this device as links (the offline page), or how to save one. */
export function SavedTripsLinks({ listClassName, linkClassName }: { listClassName?: string; linkClassName?: string }) {
  const loaded = useSavedTripsLoaded();
  const trips = Object.values(useSavedTrips((s) => s.trips)).sort((a, b) => b.savedAt - a.savedAt);
  return (
    // data-device-content: what this device holds, known only after hydration (checks of hydration leave it out).
    <ul className={listClassName} data-device-content="">
      {loaded && trips.length === 0 && <li>None yet: open a destination, an itinerary or a guide while online and choose “Save for offline”.</li>}
      {trips.map((trip) => (
        <li key={trip.id}>
          <Link to={hrefOf(trip.target)} className={linkClassName}>
            {trip.target.title}
          </Link>{' '}
          <small>{`saved on ${formatDeviceDate(trip.savedAt)}`}</small>
        </li>
      ))}
      <li>
        <Link to={paths.savedTrips.href()} className={linkClassName}>
          All saved trips →
        </Link>
      </li>
    </ul>
  );
}
