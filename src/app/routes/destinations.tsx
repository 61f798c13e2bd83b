import { Link } from '../../lib/navigation/navigation.tsx';
import { destinationCards, site } from '../../lib/content.ts';
import { paths } from '../../../shared/config/paths.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { PageHero } from '../../components/page-hero/page-hero.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { ResponsiveImage } from '../../components/image/responsive-image.tsx';
import { container, section } from '../../styles/layout.css.ts';
import * as styles from '../../features/destinations/components/destinations-index.css.ts';

/** /destinations: every destination the agency plans, each to its page (linked from error states). */
function DestinationsRoute() {
  return (
    <PageFrame>
      <Seo title="All Destinations" description="Eight destinations, each planned end to end by our women-led team." />
      <PageHero title="All Destinations" description="Eight places we know by heart, each planned end to end by our women-led team." image={site.heroImage} />
      <ul className={`${container} ${section} ${styles.grid}`}>
        {destinationCards.map((card) => (
          <li key={card.slug} className={styles.card}>
            <Link to={paths.destination.href(card.slug)} className={styles.link}>
              <div className={styles.image}>
                <ResponsiveImage image={card.imgSrc} alt={card.altText} cover sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw" />
              </div>
              <h2 className={styles.name}>{card.cardText}</h2>
              <p className={styles.tagline}>{card.tagline}</p>
            </Link>
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}

export function createRoute() {
  return { Component: DestinationsRoute };
}
