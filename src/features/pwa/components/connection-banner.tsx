import { usePwaStore } from '../stores/pwa-store.ts';
import * as styles from './pwa.css.ts';

/** Tells a traveller on a dead connection that saved pages still work and enquiries will wait. */
export function ConnectionBanner() {
  const online = usePwaStore((s) => s.online);
  if (online) return null;
  return (
    <div role="status" className={styles.banner}>
      You are offline. Saved guides and pages still open, and any enquiry you send will go out when you are back online.
    </div>
  );
}
