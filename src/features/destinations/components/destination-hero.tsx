import type { DestinationPage } from '../../../../shared/schemas/index.ts';
import { PageHero } from '../../../components/page-hero/page-hero.tsx';
import { scrollOneScreen } from '../hooks/use-scroll-to-anchor.ts';
import * as styles from './destination-hero.css.ts';

/**
 * spec §2 item 1: the destination's name, description and artwork. Clicking anywhere on it scrolls
 * down one screen height; the button does the same for keyboards and screen readers.
 */
export function DestinationHero({ page }: { page: DestinationPage }) {
  return (
    <div className={styles.root} onClick={scrollOneScreen} data-section="hero">
      <PageHero eyebrow="Tailor-made journeys" title={page.name} description={page.Page1.description} image={page.Page1.backgroundImageUrl}>
        <button
          type="button"
          className={styles.scrollButton}
          onClick={(event) => {
            // The wrapper would scroll a second time.
            event.stopPropagation();
            scrollOneScreen();
          }}
        >
          <span>Start exploring</span>
          <span className={styles.arrow} aria-hidden="true">
            ↓
          </span>
        </button>
      </PageHero>
    </div>
  );
}
