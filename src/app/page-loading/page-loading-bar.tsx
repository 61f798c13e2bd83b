import { useEffect, useState } from 'react';
import { usePageLoading } from './page-loading-store.ts';
import * as styles from './page-loading-bar.css.ts';

/** A page that comes within this long shows no bar: it would only flicker. */
const SHOW_AFTER_MS = 150;

/**
 * A line along the top while a page the traveller asked for loads. On a first visit over a slow
 * connection a link waited 1-2 s for its page's code with nothing on screen changing, and a traveller
 * tapped again or gave up. (Later visits take the code from the service worker, and show no bar.)
 */
export function PageLoadingBar() {
  const loading = usePageLoading((state) => state.loading);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!loading) return setShown(false);
    const timer = setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [loading]);
  if (!shown) return null;
  return (
    <div className={styles.bar} role="progressbar" aria-label="Loading page">
      <span className={styles.runner} />
    </div>
  );
}
