import { Link } from '../../../lib/navigation/navigation.tsx';
import { paths } from '../../../../shared/config/paths.ts';
import { useOnline } from '../../../hooks/use-online.ts';
import { formatDeviceDate } from '../../../lib/format.ts';
import { button } from '../../../styles/button.css.ts';
import { hrefOf } from '../plan/save-target.ts';
import { useSavedTrips } from '../stores/saved-trips-store.ts';
import type { SavedTrip } from '../stores/saved-trips-db.ts';
import { useSavedTripsLoaded } from '../hooks/use-saved-trips-loaded.ts';
import { formatBytes } from '../size.ts';
import { SAVE_TEXT } from '../save-text.ts';
import { StorageSummary } from './storage-summary.tsx';
import * as styles from './saved-trips-list.css.ts';

const KIND_LABEL = { destination: 'Destination', itinerary: 'Itinerary', guide: 'Guide' } as const;

function SavedTripItem({ trip }: { trip: SavedTrip }) {
  const online = useOnline();
  const job = useSavedTrips((s) => s.jobs[trip.id]);
  const { save, cancel, remove } = useSavedTrips.getState();
  const pages = `${trip.pages.length} ${trip.pages.length === 1 ? 'page' : 'pages'}`;
  return (
    <li className={styles.item}>
      <h3 className={styles.itemTitle}>
        <Link to={hrefOf(trip.target)} className={styles.itemLink}>
          {trip.target.title}
        </Link>
      </h3>
      <p className={styles.meta}>{`${KIND_LABEL[trip.target.kind]} · ${pages} · ${trip.files} files`}</p>
      <p className={styles.meta}>
        {job
          ? SAVE_TEXT.progress(job.progress.done, job.progress.total, formatBytes(job.progress.bytes))
          : SAVE_TEXT.savedOn(formatDeviceDate(trip.savedAt), formatBytes(trip.bytes))}
      </p>
      {!job && trip.failed.length > 0 && <p className={styles.meta}>{SAVE_TEXT.missing(trip.failed.length)}</p>}
      <div className={styles.actions}>
        {job ? (
          <button type="button" className={button({ tone: 'light', size: 'sm' })} onClick={() => cancel(trip.id)}>
            Cancel
          </button>
        ) : (
          <button type="button" className={button({ tone: 'dark', size: 'sm' })} onClick={() => void save(trip.target)} disabled={!online}>
            {online ? 'Update' : SAVE_TEXT.updateNeedsConnection}
          </button>
        )}
        <button type="button" className={button({ tone: 'light', size: 'sm' })} onClick={() => void remove(trip.id)} aria-label={`Remove ${trip.target.title}`}>
          Remove
        </button>
      </div>
    </li>
  );
}

/** The Saved trips page's body: what is on this device, the size of each, storage, Update and Remove. */
export function SavedTripsList() {
  const loaded = useSavedTripsLoaded();
  const trips = Object.values(useSavedTrips((s) => s.trips)).sort((a, b) => b.savedAt - a.savedAt);
  const savedBytes = trips.reduce((sum, trip) => sum + trip.bytes, 0);
  if (!loaded) return <p className={styles.text}>Looking at what is on this device…</p>;
  return (
    <>
      {trips.length === 0 ? (
        <div className={styles.intro}>
          <p className={styles.text}>Nothing is saved on this device yet. Open a destination, an itinerary or a guide and choose “Save for offline”.</p>
          <p>
            <Link to={paths.destinations.href()} className={button({ tone: 'dark' })}>
              Browse destinations
            </Link>
          </p>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Saved on this device">
          {trips.map((trip) => (
            <SavedTripItem key={trip.id} trip={trip} />
          ))}
        </ul>
      )}
      <StorageSummary savedBytes={savedBytes} />
    </>
  );
}
