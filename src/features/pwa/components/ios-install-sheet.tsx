import { useEffect, useRef } from 'react';
import { useInstallStore } from '../stores/install-store.ts';
import { site } from '../../../lib/content.ts';
import { button } from '../../../styles/button.css.ts';
import { AddToHomeScreenArt } from './add-to-home-screen-art.tsx';
import * as styles from './install.css.ts';

/** Safari's Share symbol: a box with an arrow leaving it. */
function ShareSymbol() {
  return (
    <svg className={styles.inlineIcon} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M8 10V1.5m0 0L5.25 4.25M8 1.5l2.75 2.75M5 7H3.5v7.5h9V7H11" />
    </svg>
  );
}

/**
 * iPhone and iPad have no install prompt: "Add to Home Screen" explained in three steps with an
 * illustration (issue 7). A native <dialog>: focus stays inside, Escape closes it.
 */
export function IosInstallSheet() {
  const open = useInstallStore((s) => s.sheetOpen);
  const closeSheet = useInstallStore((s) => s.closeSheet);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog ref={ref} className={styles.sheet} aria-labelledby="add-to-home-screen" onClose={closeSheet}>
      <h2 id="add-to-home-screen" className={styles.sheetTitle}>
        Add to Home Screen
      </h2>
      <div className={styles.art}>
        <AddToHomeScreenArt />
      </div>
      <ol className={styles.steps}>
        <li>
          Tap <strong>Share</strong> <ShareSymbol /> in Safari’s toolbar.
        </li>
        <li>
          Choose <strong>Add to Home Screen</strong>.
        </li>
        <li>
          Tap <strong>Add</strong>. {site.brandName} opens like an app, and your saved trips work with no signal.
        </li>
      </ol>
      <button type="button" className={button({ tone: 'dark' })} onClick={closeSheet}>
        Got it
      </button>
    </dialog>
  );
}
