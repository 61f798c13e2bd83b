import { usePwaStore } from '../stores/pwa-store.ts';
import * as styles from './pwa.css.ts';

/** Offers the new version of the site once its worker is installed. */
export function UpdatePrompt() {
  const { updateReady, applyUpdate, dismissUpdate } = usePwaStore();
  if (!updateReady || !applyUpdate) return null;
  return (
    <div role="status" className={styles.toast}>
      <span>A fresh version of the site is ready.</span>
      <button type="button" className={styles.toastButton} onClick={applyUpdate}>
        Refresh
      </button>
      <button type="button" className={styles.toastButton} onClick={dismissUpdate}>
        Later
      </button>
    </div>
  );
}
