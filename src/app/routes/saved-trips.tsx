import { PageFrame } from '../../components/layout/page-frame.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { container, section } from '../../styles/layout.css.ts';
import { SavedTripsList } from '../../features/saved-trips/components/saved-trips-list.tsx';
import * as styles from '../../features/saved-trips/components/saved-trips-list.css.ts';

/** /saved-trips: what this device keeps for reading with no connection (issue 7). */
function SavedTripsRoute() {
  return (
    <PageFrame>
      <Seo title="Saved trips" description="The trips, itineraries and guides saved on this device for reading offline." noindex />
      <div className={`${container} ${section} ${styles.page}`}>
        <header className={styles.intro}>
          <p className={styles.eyebrow}>On this device</p>
          <h1 className={styles.title}>Saved trips</h1>
          <p className={styles.text}>Everything here opens with no connection: on a plane, at sea, or where the signal gives up.</p>
        </header>
        <SavedTripsList />
      </div>
    </PageFrame>
  );
}

export function createRoute() {
  return { Component: SavedTripsRoute };
}
