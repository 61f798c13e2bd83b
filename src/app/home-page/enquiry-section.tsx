import { useId } from 'react';
import { site } from '../../lib/content.ts';
import { anchors } from '../../../shared/config/paths.ts';
import { EnquiryForm } from '../../features/enquiry/components/enquiry-form.tsx';
import { container, section } from '../../styles/layout.css.ts';
import * as styles from './home-page.css.ts';

/** spec §2 home item 4: the enquiry form beside a short invitation. */
export function EnquirySection() {
  const headingId = useId();
  return (
    <section id={anchors.enquiry} className={`${styles.enquiry} ${section}`} aria-labelledby={headingId}>
      <div className={`${container} ${styles.enquiryLayout}`}>
        <div className={styles.invitation}>
          <p className={styles.eyebrow}>Begin your tale</p>
          <h2 id={headingId} className={styles.title}>
            Tell us where you dream of going
          </h2>
          <p className={styles.lead}>
            Share four details and a planner will message you on WhatsApp to shape one or two itineraries around you.
          </p>
          <ul className={styles.promises}>
            <li className={styles.promise}>A real person replies, usually within minutes</li>
            <li className={styles.promise}>{`Support ${site.supportHours}, from enquiry to home`}</li>
            <li className={styles.promise}>Works offline: your enquiry waits and sends itself</li>
          </ul>
        </div>
        <EnquiryForm />
      </div>
    </section>
  );
}
