import { useEffect, useId, useRef } from 'react';
import { useNavigate } from '../../../lib/navigation/navigation.tsx';
import { home } from '../../../lib/content.ts';
import { anchors, paths } from '../../../../shared/config/paths.ts';
import { Dialog } from '../../../components/dialog/dialog.tsx';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { button } from '../../../styles/button.css.ts';
import { container, section } from '../../../styles/layout.css.ts';
import { useAboutOverlay } from '../stores/about-overlay-store.ts';
import { AboutFigures, AboutValues } from './about-figures.tsx';
import * as styles from './about-overlay.css.ts';

/** The agency's picture, in the teaser's arch and beside the story in the dialog. */
function AboutPicture({ className, sizes }: { className: string; sizes: string }) {
  return (
    <div className={className}>
      <ResponsiveImage image={home.about.image} sizes={sizes} cover />
    </div>
  );
}

/** How long the overlay fades in and out. */
const OVERLAY_ANIMATION_SECONDS = 0.3;

/**
 * spec §2 home item 7: the about-us and values overlay, collapsed (a teaser with an opener) or expanded
 * (the site's modal Dialog). The X, 'Start Your Journey' and 'Learn More' close it; Escape and a click
 * on the backdrop too.
 */
export function AboutOverlay() {
  const { expanded, expand, collapse } = useAboutOverlay();
  const navigate = useNavigate();
  const headingId = useId();
  const dialogHeadingId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);

  // Leaving the page never leaves the overlay open for the next visit.
  useEffect(() => () => collapse(), [collapse]);

  function closeAndGo(to: string) {
    collapse();
    void navigate(to);
  }

  return (
    <section id={anchors.about} className={`${styles.root} ${section}`} aria-labelledby={headingId}>
      <div className={`${container} ${styles.teaser}`}>
        <AboutPicture className={styles.teaserImage} sizes="(min-width: 768px) 26rem, 90vw" />
        <div className={styles.teaserText}>
          <p className={styles.eyebrow}>About us</p>
          <h2 id={headingId} className={styles.title}>
            {home.about.title}
          </h2>
          <p className={styles.summary}>{home.about.summary}</p>
          <AboutFigures set="women" />
          <button type="button" className={button({ tone: 'dark' })} aria-haspopup="dialog" onClick={expand}>
            Discover our story
          </button>
        </div>
      </div>
      <Dialog open={expanded} onClose={collapse} labelledBy={dialogHeadingId} className={styles.dialog} animationSeconds={OVERLAY_ANIMATION_SECONDS} initialFocus={closeRef}>
        <button ref={closeRef} type="button" className={styles.close} onClick={collapse} aria-label="Close">
          <span aria-hidden="true">×</span>
        </button>
        <AboutPicture className={styles.dialogImage} sizes="40vw" />
        <div className={styles.dialogBody}>
          <p className={styles.eyebrow}>About us</p>
          <h2 id={dialogHeadingId} className={styles.dialogTitle}>
            Our story
          </h2>
          <div className={styles.story}>
            {home.about.story.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <AboutFigures set="women" variant="cards" />
          <h3 className={styles.subheading}>What we value</h3>
          <AboutValues />
          <div className={styles.actions}>
            <button type="button" className={button({ tone: 'primary' })} onClick={() => closeAndGo(paths.enquire.href())}>
              Start Your Journey
            </button>
            <button type="button" className={button({ tone: 'light' })} onClick={() => closeAndGo(paths.aboutUs.href())}>
              Learn More
            </button>
          </div>
        </div>
      </Dialog>
    </section>
  );
}
