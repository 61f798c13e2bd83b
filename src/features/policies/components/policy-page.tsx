import type { Policy } from '../../../../shared/schemas/guide.ts';
import { ContactBox } from '../../../components/contact-box/contact-box.tsx';
import { container, section } from '../../../styles/layout.css.ts';
import { splitParagraphs } from '../policy-text.ts';
import { formatLongDate } from '../../../lib/format.ts';
import * as styles from './policy-page.css.ts';
import { renderedWhenNearText } from '../../../styles/text-stand-in.css.ts';
import { textStandIn } from '../../../styles/text-stand-in.ts';

/** spec §2, §9: a static policy: title, effective date, intro, numbered sections, then a contact box. */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <>
      <div className={styles.intro}>
        <div className={`${container} ${styles.introInner}`}>
          <p className={styles.eyebrow}>Policies</p>
          <h1 className={styles.title}>{policy.title}</h1>
          {policy.effectiveDate && (
            <p className={styles.effective}>
              Effective from <time dateTime={policy.effectiveDate}>{formatLongDate(policy.effectiveDate)}</time>
            </p>
          )}
          <p className={styles.lead}>{policy.intro}</p>
        </div>
      </div>
      <div className={`${container} ${section}`}>
        <div className={styles.layout}>
          <nav className={styles.toc} aria-labelledby="policy-contents">
            <h2 id="policy-contents" className={styles.tocTitle}>
              On this page
            </h2>
            <ol className={styles.tocList}>
              {policy.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`} className={styles.tocLink}>
                    {s.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <ol className={styles.sections}>
            {policy.sections.map((s, i) => (
              <li key={s.id}>
                <PolicySection section={s} number={i + 1} />
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.contact}>
          <ContactBox title="Questions about this policy?" description="Write to us or message our team on WhatsApp and a real person will answer." />
        </div>
      </div>
    </>
  );
}

/** One numbered clause; laid out when it nears the screen, like a guide's sections (guide-sections.tsx). */
function PolicySection({ section, number }: { section: Policy['sections'][number]; number: number }) {
  const paragraphs = splitParagraphs(section.content);
  return (
    <section id={section.id} className={`${styles.sectionItem} ${renderedWhenNearText}`} style={textStandIn({ texts: [...paragraphs, ...(section.bulletPoints ?? [])] })}>
      <h2 id={`${section.id}-title`} className={styles.sectionTitle}>
        <span className={styles.number}>{`${number}.`}</span>
        <span>{section.title}</span>
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className={styles.paragraph}>
          {paragraph}
        </p>
      ))}
      {section.bulletPoints && (
        <ul className={styles.bullets}>
          {section.bulletPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
