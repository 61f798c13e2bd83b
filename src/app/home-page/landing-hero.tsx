import { useId } from 'react';
import { Link } from '../../lib/navigation/navigation.tsx';
import { destinationCards, site } from '../../lib/content.ts';
import { paths } from '../../../shared/config/paths.ts';
import { ResponsiveImage } from '../../components/image/responsive-image.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { button } from '../../styles/button.css.ts';
import { container } from '../../styles/layout.css.ts';
import { TopDestinationsCarousel } from '../../features/destinations/components/top-destinations-carousel.tsx';
import * as styles from './landing-hero.css.ts';

/**
 * spec §2 "Landing hero": full-screen artwork under the transparent header, the tagline and its
 * sub-text, 'Enquire Now' and the 'Top Destinations' carousel.
 */
export function LandingHero() {
  const titleId = useId();
  return (
    <div className={styles.root}>
      <div className={styles.backdrop}>
        <ResponsiveImage image={site.heroImage} alt="" cover priority sizes="100vw" className={styles.backdropImage} />
        <div className={styles.scrim} />
      </div>
      <SiteHeader variant="landing" />
      <section className={`${container} ${styles.content}`} aria-labelledby={titleId}>
        <div className={styles.copy}>
          <h1 id={titleId} className={styles.title}>
            {site.tagline}
          </h1>
          <p className={styles.subtext}>{site.heroSubtext}</p>
          <Link to={paths.enquire.href()} className={`${button({ tone: 'primary' })} ${styles.cta}`}>
            Enquire Now
          </Link>
        </div>
        <TopDestinationsCarousel cards={destinationCards} />
      </section>
    </div>
  );
}
