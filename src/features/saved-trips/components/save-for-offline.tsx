import { Link } from '../../../lib/navigation/navigation.tsx';
import { paths } from '../../../../shared/config/paths.ts';
import { useOnline } from '../../../hooks/use-online.ts';
import { formatDeviceDate } from '../../../lib/format.ts';
import { button } from '../../../styles/button.css.ts';
import { container } from '../../../styles/layout.css.ts';
import { savedIdOf, hrefOf, type SaveTarget } from '../plan/save-target.ts';
import { useSavedTrips } from '../stores/saved-trips-store.ts';
import { useSavedTripsLoaded } from '../hooks/use-saved-trips-loaded.ts';
import { PERSISTENCE_TEXT } from '../storage.ts';
import { formatBytes } from '../size.ts';
import { SAVE_TEXT } from '../save-text.ts';
import * as styles from './save-for-offline.css.ts';

function DownloadIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 28 28" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M14 4v13m0 0 5-5m-5 5-5-5" />
      <path d="M5 20v2.5A1.5 1.5 0 0 0 6.5 24h15a1.5 1.5 0 0 0 1.5-1.5V20" />
    </svg>
  );
}

/**
 * "Save for offline" (issue 7): progress in items and bytes, cancel, retry, then "Saved on {date} ·
 * {size}" with Update and Remove. The prerender and the first render show the button; what this
 * device holds appears once its records are read.
 */
export function SaveForOffline({ target, strip = false }: { target: SaveTarget; /** Full width between sections. */ strip?: boolean }) {
  useSavedTripsLoaded();
  const id = savedIdOf(target);
  const online = useOnline();
  const trip = useSavedTrips((s) => s.trips[id]);
  const job = useSavedTrips((s) => s.jobs[id]);
  const problem = useSavedTrips((s) => s.problems[id]);
  const persistence = useSavedTrips((s) => s.persistence);
  const coveredBy = useSavedTrips((s) => Object.values(s.trips).find((t) => t.id !== id && t.pages.includes(hrefOf(target))));
  const { save, cancel, remove } = useSavedTrips.getState();

  let title: string = SAVE_TEXT.title;
  let text: string = SAVE_TEXT.pitch(target);
  if (job) {
    title = SAVE_TEXT.saving;
    text = SAVE_TEXT.progress(job.progress.done, job.progress.total, formatBytes(job.progress.bytes));
  } else if (trip) {
    title = SAVE_TEXT.savedOn(formatDeviceDate(trip.savedAt), formatBytes(trip.bytes));
    text = trip.failed.length ? SAVE_TEXT.missing(trip.failed.length) : SAVE_TEXT.readyOffline;
  } else if (coveredBy) {
    title = SAVE_TEXT.savedWith(coveredBy.target.title, formatDeviceDate(coveredBy.savedAt));
    text = SAVE_TEXT.readyOffline;
  } else if (problem) {
    text = problem;
  }

  const panel = (
    <section className={styles.root} aria-label="Save for offline">
      <DownloadIcon />
      <div className={styles.body}>
        <p className={styles.title} role="status">
          {title}
        </p>
        <p className={styles.text}>{text}</p>
        {job && <progress className={styles.progress} max={Math.max(job.progress.total, 1)} value={job.progress.done} aria-label="Saving progress" />}
        <div className={styles.actions}>
          {job ? (
            <button type="button" className={button({ tone: 'light', size: 'sm' })} onClick={() => cancel(id)}>
              Cancel
            </button>
          ) : trip ? (
            <>
              <button type="button" className={button({ tone: 'dark', size: 'sm' })} onClick={() => void save(target)} disabled={!online}>
                {trip.failed.length ? 'Retry' : 'Update'}
              </button>
              <button type="button" className={button({ tone: 'light', size: 'sm' })} onClick={() => void remove(id)}>
                Remove
              </button>
              <Link to={paths.savedTrips.href()} className={styles.textLink}>
                Saved trips
              </Link>
            </>
          ) : coveredBy ? (
            <Link to={paths.savedTrips.href()} className={styles.textLink}>
              Saved trips
            </Link>
          ) : (
            <button type="button" className={button({ tone: 'dark', size: 'sm' })} onClick={() => void save(target)} disabled={!online}>
              {problem ? 'Try again' : online ? 'Save for offline' : SAVE_TEXT.needsConnection}
            </button>
          )}
        </div>
        {trip && persistence && <p className={styles.note}>{PERSISTENCE_TEXT[persistence]}</p>}
      </div>
    </section>
  );
  return strip ? <div className={`${container} ${styles.strip}`}>{panel}</div> : panel;
}
