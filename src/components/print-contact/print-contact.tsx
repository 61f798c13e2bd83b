import { site } from '../../lib/content.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import { printOnly } from '../../styles/print.css.ts';
import { container } from '../../styles/layout.css.ts';
import { EmailLink, OfficeAddress, WhatsappNumbers } from '../contact-box/contact-links.tsx';
import * as styles from './print-contact.css.ts';

/**
 * The agency's contact details at the end of a printed itinerary or guide (hidden on screen, where
 * the footer has them). The page's address is added in the browser: the prerender does not know the origin.
 */
export function PrintContact({ heading = `Plan this journey with ${site.brandName}` }: { heading?: string }) {
  const hydrated = useHydrated();
  return (
    <section className={`${printOnly} ${container} ${styles.root}`} aria-label={`Contact ${site.brandName}`} data-testid="print-contact">
      <h2 className={styles.title}>{heading}</h2>
      <div className={styles.grid}>
        <div>
          <p className={styles.label}>E-mail</p>
          <EmailLink />
          <p>{`Support ${site.supportHours}`}</p>
        </div>
        <div>
          <p className={styles.label}>WhatsApp</p>
          <WhatsappNumbers classNames={{ list: styles.list }} />
        </div>
        <div>
          <p className={styles.label}>Office</p>
          <OfficeAddress />
        </div>
      </div>
      {hydrated && <p className={styles.pageUrl}>{`This page online: ${window.location.origin}${window.location.pathname}`}</p>}
    </section>
  );
}
