import { usePwaStore } from '../stores/pwa-store.ts';
import * as styles from './pwa.css.ts';

/**
 * Tells a traveller on a dead connection what still works: saved trips, guides, policies, enquiries.
 * Two lines at 375 px: it sits at the foot of the screen, under the booking bar and WhatsApp button.
 */
export function ConnectionBanner() {
  const online = usePwaStore((s) => s.online);
  if (online) return null;
  return (
    <div role="status" className={styles.banner}>
      You are offline. Saved trips, guides and policies still open; enquiries wait here.
    </div>
  );
}
