import { useEffect, useId, useState } from 'react';
import { button } from '../../styles/button.css.ts';
import { printHidden } from '../../styles/print.css.ts';
import { shareLink, type ShareOutcome } from './share-link.ts';
import { LINK_COPIED_VISIBLE_MS, SHARE_TEXT } from './share-text.ts';
import * as styles from './share-button.css.ts';

interface ShareButtonProps {
  title: string;
  text: string;
  /** The page's path (`/itinerary/…`); the origin is added in the browser. */
  path: string;
  tone?: 'light' | 'ghost';
}

/** "Share": the system share sheet, else copy the link ("Link copied"), else a link to select and copy. */
export function ShareButton({ title, text, path, tone = 'light' }: ShareButtonProps) {
  const [outcome, setOutcome] = useState<ShareOutcome | null>(null);
  const [url, setUrl] = useState('');
  const linkId = useId();

  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome(null), LINK_COPIED_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  async function share() {
    const absolute = new URL(path, window.location.origin).href;
    setUrl(absolute);
    setOutcome(null);
    setOutcome(await shareLink({ title, text, url: absolute }));
  }

  return (
    <div className={`${styles.root} ${printHidden}`}>
      <button type="button" className={button({ tone, size: 'sm' })} onClick={() => void share()}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
        </svg>
        {SHARE_TEXT.button}
      </button>
      <p role="status" className={styles.status}>
        {outcome === 'copied' ? SHARE_TEXT.copied : ''}
      </p>
      {outcome === 'manual' && (
        <p className={styles.manual}>
          <label htmlFor={linkId}>{SHARE_TEXT.manual}</label>
          <input id={linkId} className={styles.link} readOnly value={url} autoFocus onFocus={(event) => event.currentTarget.select()} />
        </p>
      )}
    </div>
  );
}
