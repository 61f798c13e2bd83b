import type { GuideSection } from '../../../../shared/schemas/index.ts';
import * as styles from './deep-dive-guide.css.ts';
import { formatTwoDigits } from '../../../lib/format.ts';

/** Numbered sections of plain-text content (paragraphs split on blank lines) with optional bullets. */
export function GuideSections({ sections }: { sections: GuideSection[] }) {
  return (
    <ol className={styles.sections}>
      {sections.map((s, i) => (
        <li key={s.id} id={s.id} className={styles.section}>
          <h2 className={styles.sectionTitle}>
            <span className={styles.number}>{formatTwoDigits(i + 1)}</span> {s.title}
          </h2>
          {s.content.split(/\n\s*\n/).map((paragraph, j) => (
            <p key={j}>{paragraph}</p>
          ))}
          {s.bulletPoints && (
            <ul className={styles.bullets}>
              {s.bulletPoints.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ol>
  );
}
