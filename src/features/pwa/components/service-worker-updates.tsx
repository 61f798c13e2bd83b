import { useRegisterSW } from 'virtual:pwa-register/react';
import { cacheSeenFiles } from '../cache-seen-files.ts';
import * as styles from './pwa.css.ts';

/**
 * Registers /sw.js (vite-plugin-pwa's `useRegisterSW`) and offers a waiting new version to the
 * reader instead of swapping it under them: Refresh activates it and reloads, Later hides the offer.
 */
export function ServiceWorkerUpdates() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({ onRegisteredSW: () => void cacheSeenFiles() });
  if (!needRefresh) return null;
  return (
    <div role="status" className={styles.toast}>
      <span>A fresh version of the site is ready.</span>
      <button type="button" className={styles.toastButton} onClick={() => void updateServiceWorker(true)}>
        Refresh
      </button>
      <button type="button" className={styles.toastButton} onClick={() => setNeedRefresh(false)}>
        Later
      </button>
    </div>
  );
}
