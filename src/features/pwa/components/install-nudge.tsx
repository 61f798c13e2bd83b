import { useGoodMoment } from '../../../lib/good-moments.ts';
import { site } from '../../../lib/content.ts';
import { installOffer, useInstallStore } from '../stores/install-store.ts';
import * as styles from './pwa.css.ts';

const MESSAGE = {
  'read-guide': `Reading on the go? Install ${site.brandName}: it opens like an app, and guides and saved trips work with no signal.`,
  'saved-trip': `Your trip is on this device. Install ${site.brandName} to open it from your home screen, even with no signal.`,
} as const;

/**
 * A gentle offer to install, only at a good moment (a guide read to its end, a trip saved), never
 * on first paint; "Not now" is remembered on this device.
 */
export function InstallNudge() {
  const moment = useGoodMoment((s) => s.moment);
  const offer = useInstallStore(installOffer);
  const dismissed = useInstallStore((s) => s.nudgeDismissed);
  const { install, dismissNudge } = useInstallStore.getState();
  if (!moment || !offer || dismissed) return null;
  return (
    <div role="dialog" aria-label="Install the app" className={styles.toast}>
      <span>{MESSAGE[moment]}</span>
      <button
        type="button"
        className={styles.toastButton}
        onClick={() => {
          dismissNudge();
          void install();
        }}
      >
        Install
      </button>
      <button type="button" className={styles.toastButton} onClick={dismissNudge}>
        Not now
      </button>
    </div>
  );
}
