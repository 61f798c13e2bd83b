import { usePwaStore } from '../stores/pwa-store.ts';
import * as styles from './pwa.css.ts';

/** Tells a traveller on a dead connection what still works: saved trips, guides, policies, enquiries. */
export function ConnectionBanner() {
  const online = usePwaStore((s) => s.online);
  if (online) return null;
  return (
    <div role="status" className={styles.banner}>
      You are offline. Saved trips, the guides and the policies still open, and an enquiry you send waits here until you are back online.
    </div>
  );
}
