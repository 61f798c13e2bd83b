import { useId, useState } from 'react';
import type { FaqItem } from '../../../shared/schemas/common.ts';
import { container, section } from '../../styles/layout.css.ts';
import { fadeInQuick } from '../../styles/motion.css.ts';
import { keepInPlace } from '../../lib/keep-in-place.ts';
import * as styles from './faq.css.ts';

export const FAQ_PROMPT = 'Click on a question to see the answer.';

export interface FaqProps {
  items: readonly FaqItem[];
  /** Index of the question open at first (the home page opens the first, spec §4); none by default. */
  initialOpen?: number | null;
  /** Anchor id of the section. */
  id?: string;
  title?: string;
  eyebrow?: string;
  intro?: string;
}

/**
 * spec §2, §4: one question open at a time; clicking the open one closes it. Wide screens show the
 * answer in a side panel, narrow ones inline. Both are in the markup (CSS shows one), so the
 * prerendered page carries every answer; closed inline answers use `hidden`.
 */
export function Faq({ items, initialOpen = null, id = 'faq', title = 'Frequently asked questions', eyebrow = 'Good to know', intro }: FaqProps) {
  const uid = useId();
  const [open, setOpen] = useState<number | null>(initialOpen);
  // The panel fades in when a question replaces it, not when the page first shows it.
  const [changed, setChanged] = useState(false);
  const panelId = `${uid}-panel`;
  const headingId = `${uid}-title`;
  const openItem = open === null ? undefined : items[open];

  return (
    <section id={id} className={`${styles.root} ${section}`} aria-labelledby={headingId}>
      <div className={container}>
        <header className={styles.header}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h2 id={headingId} className={styles.title}>
            {title}
          </h2>
          {intro && <p className={styles.intro}>{intro}</p>}
        </header>
        <div className={styles.layout}>
          <ul className={styles.list}>
            {items.map((item, i) => {
              const isOpen = open === i;
              const answerId = `${uid}-answer-${i}`;
              return (
                <li key={item.question} className={styles.item}>
                  <h3 className={styles.questionHeading}>
                    <button
                      type="button"
                      id={`${uid}-question-${i}`}
                      className={styles.question}
                      aria-expanded={isOpen}
                      aria-controls={`${answerId} ${panelId}`}
                      onClick={(e) =>
                        keepInPlace(e.currentTarget, () => {
                          setChanged(true);
                          setOpen((current) => (current === i ? null : i));
                        })
                      }
                    >
                      <span>{item.question}</span>
                      <span className={styles.icon} aria-hidden="true">
                        +
                      </span>
                    </button>
                  </h3>
                  <div id={answerId} className={styles.inlineAnswer} hidden={!isOpen}>
                    <p>{item.answer}</p>
                  </div>
                </li>
              );
            })}
          </ul>
          <div id={panelId} className={styles.panel} aria-live="polite">
            <div key={open ?? 'prompt'} className={changed ? `${styles.panelBody} ${fadeInQuick}` : styles.panelBody}>
              {openItem ? (
                <>
                  <p className={styles.panelQuestion}>{openItem.question}</p>
                  <p className={styles.panelAnswer}>{openItem.answer}</p>
                </>
              ) : (
                <p className={styles.prompt}>{FAQ_PROMPT}</p>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
