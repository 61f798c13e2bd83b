import { useId } from 'react';
import { site } from '../../lib/content.ts';
import { EmailLink, OfficeAddress, WhatsappNumbers } from './contact-links.tsx';
import * as styles from './contact-box.css.ts';

interface ContactBoxProps {
  title?: string;
  description?: string;
  /** The box's heading level: h2 at the end of a page, h3 inside a section. */
  headingLevel?: 'h2' | 'h3';
}

/** E-mail, both WhatsApp numbers, the office address and support hours (policy pages, /enquire). */
export function ContactBox({
  title = 'Questions? We are here to help',
  description = 'Write to us or message our team on WhatsApp. A real person replies, usually within minutes.',
  headingLevel = 'h2',
}: ContactBoxProps) {
  const Heading = headingLevel;
  const headingId = useId();
  // A section, not an <aside>: a complementary landmark may not sit inside <main> (axe).
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>
        {title}
      </Heading>
      <p className={styles.description}>{description}</p>
      <div className={styles.grid}>
        <div className={styles.block}>
          <p className={styles.label}>E-mail</p>
          <EmailLink className={styles.link} />
          <p className={styles.hours}>{`Support ${site.supportHours}`}</p>
        </div>
        <div className={styles.block}>
          <p className={styles.label}>WhatsApp</p>
          <WhatsappNumbers classNames={{ list: styles.list, label: styles.itemLabel, link: styles.link }} />
        </div>
        <div className={styles.block}>
          <p className={styles.label}>Office</p>
          <OfficeAddress className={styles.address} />
        </div>
      </div>
    </section>
  );
}
