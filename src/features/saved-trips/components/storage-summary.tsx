import { useEffect, useState } from 'react';
import { currentPersistence, PERSISTENCE_TEXT, storageFigures, type Persistence, type StorageFigures } from '../storage.ts';
import { formatBytes } from '../size.ts';
import * as styles from './saved-trips-list.css.ts';

/** Storage used and available on this device (navigator.storage.estimate()) and whether it is kept. */
export function StorageSummary({ savedBytes }: { savedBytes: number }) {
  const [figures, setFigures] = useState<StorageFigures | null>(null);
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  useEffect(() => {
    void storageFigures().then(setFigures);
    void currentPersistence().then(setPersistence);
  }, [savedBytes]);
  return (
    <section className={styles.storage} aria-labelledby="device-storage">
      <h2 id="device-storage" className={styles.itemTitle}>
        Storage on this device
      </h2>
      <p className={styles.text}>{`Saved trips: ${savedBytes > 0 ? formatBytes(savedBytes) : 'nothing yet'}`}</p>
      {figures && (
        <>
          <p className={styles.text}>{`This site uses ${formatBytes(figures.usage)} in all; about ${formatBytes(Math.max(figures.quota - figures.usage, 0))} more is available.`}</p>
          <meter className={styles.meter} min={0} max={figures.quota} value={figures.usage} aria-label="Storage used" />
        </>
      )}
      {persistence && <p className={styles.text}>{PERSISTENCE_TEXT[persistence]}</p>}
    </section>
  );
}
