import { Link } from '../../lib/navigation/navigation.tsx';
import { anchors, paths } from '../../../shared/config/paths.ts';
import { OFFLINE_TEXT } from '../../../shared/config/offline-text.ts';
import { useOnline } from '../../hooks/use-online.ts';
import { button } from '../../styles/button.css.ts';
import * as styles from './data-state.css.ts';

/** What is on every device with no connection: saved trips, the guides and the policies. */
const ON_THIS_DEVICE = [
  { to: paths.savedTrips.href(), label: 'Your saved trips', hint: 'saved for offline' },
  { to: `${paths.offline.href()}#${anchors.offlineGuides}`, label: 'Deep-dive guides', hint: 'always on this device' },
  { to: `${paths.offline.href()}#${anchors.offlinePolicies}`, label: 'Policies', hint: 'always on this device' },
];

interface DataUnavailableProps {
  /** `offline`: no network and no copy here. `unreachable`: online, but the server did not answer. */
  kind: 'offline' | 'unreachable';
  onRetry(): void;
  /** h1 when this replaces the whole page, h2 inside a page that has its own title. */
  heading?: 'h1' | 'h2';
}

/**
 * The honest state of a data page that cannot be shown (issue 7): never "not found" for a failed
 * connection. The query refetches by itself when the connection returns; the button retries now.
 */
export function DataUnavailable({ kind, onRetry, heading: Heading = 'h1' }: DataUnavailableProps) {
  const online = useOnline();
  const offline = kind === 'offline';
  return (
    <section className={styles.unavailable} aria-live="polite">
      <svg className={styles.icon} viewBox="0 0 48 48" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true">
        <path d="M14 36h21a8 8 0 0 0 1.5-15.86A12 12 0 0 0 13.2 17 9.5 9.5 0 0 0 14 36Z" />
        {offline && <path d="M8 8l32 32" />}
      </svg>
      <Heading className={styles.title}>{offline ? OFFLINE_TEXT.notSaved : OFFLINE_TEXT.unreachable}</Heading>
      <p className={styles.help}>{offline ? OFFLINE_TEXT.notSavedHelp : OFFLINE_TEXT.unreachableHelp}</p>
      {offline && (
        <ul className={styles.links}>
          {ON_THIS_DEVICE.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className={styles.link}>
                {item.label}
                <span className={styles.linkHint}>{item.hint}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <button type="button" className={button({ tone: 'dark' })} onClick={onRetry} disabled={!online}>
        {online ? OFFLINE_TEXT.retry : OFFLINE_TEXT.waitingForConnection}
      </button>
    </section>
  );
}
