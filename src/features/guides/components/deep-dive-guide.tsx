import type { ReactNode } from 'react';
import type { Guide } from '../../../../shared/schemas/index.ts';
import { site } from '../../../lib/content.ts';
import { PageHero } from '../../../components/page-hero/page-hero.tsx';
import { GuideSections } from './guide-sections.tsx';
import { useReadToEnd } from '../hooks/use-read-to-end.ts';
import { container, section } from '../../../styles/layout.css.ts';
import { ShareButton } from '../../../components/share-button/share-button.tsx';
import { paths } from '../../../../shared/config/paths.ts';
import * as styles from './deep-dive-guide.css.ts';
import { capitalise } from '../../../lib/format.ts';
import './guide-print.css.ts';

/** spec §2 deep dive: hero, numbered sections, and the 'Still Confused?' box. */
export function DeepDiveGuide({ guide, actions }: { guide: Guide; /** What the route adds beside the contents (save for offline). */ actions?: ReactNode }) {
  // A reader who reached the end may like the guide on the home screen (the install nudge).
  const end = useReadToEnd<HTMLElement>();
  return (
    <article>
      <PageHero eyebrow="Deep-dive guide · works offline" title={`A Deep Dive into ${capitalise(guide.slug)}`} description={guide.summary} image={guide.heroImage}>
        <ShareButton title={`A Deep Dive into ${capitalise(guide.slug)}`} text={guide.summary} path={paths.deepDive.href(guide.slug)} />
      </PageHero>
      <div className={`${container} ${section} ${styles.layout}`}>
        <div className={styles.aside}>
          {actions}
          <nav aria-label="In this guide" className={styles.toc}>
            <h2 className={styles.tocTitle}>In this guide</h2>
            <ol>
              {guide.sections.map((s) => (
                <li key={s.id}>
                  <a href={`#${s.id}`}>{s.title}</a>
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <div>
          <GuideSections sections={guide.sections} />
          <aside ref={end} className={styles.confused} aria-labelledby="still-confused">
            <h2 id="still-confused">Still Confused?</h2>
            <p>
              Write to us at <a href={`mailto:${site.email}`}>{site.email}</a> and a trip designer will answer your questions.
            </p>
          </aside>
        </div>
      </div>
    </article>
  );
}
