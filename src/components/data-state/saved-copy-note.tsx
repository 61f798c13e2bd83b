import { OFFLINE_TEXT } from '../../../shared/config/offline-text.ts';
import { formatDeviceDate } from '../../lib/format.ts';
import * as styles from './data-state.css.ts';

/** "Offline · saved on {date}": the page shows a copy from this device, as old as that date. */
export function SavedCopyNote({ savedOn }: { savedOn: number | null }) {
  if (savedOn === null) return null;
  return (
    <p className={styles.savedNote} role="status">
      <svg width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
        <path d="M8 2v8m0 0 3-3m-3 3L5 7M3 13h10" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {OFFLINE_TEXT.savedOn(formatDeviceDate(savedOn))}
    </p>
  );
}
