import { Link } from '../../../lib/navigation/navigation.tsx';
import { useId } from 'react';
import { home, site } from '../../../lib/content.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { formatAtLeast, formatCompactAtLeast, formatRating, formatTwoDigits } from '../../../lib/format.ts';
import { button } from '../../../styles/button.css.ts';
import { container, section } from '../../../styles/layout.css.ts';
import * as styles from './why-choose-us.css.ts';

/** spec §2 why-choose-us: headline, image, description, two feature cards, two stats and EXPLORE. */
export function WhyChooseUs() {
  const headingId = useId();
  const { headline, description, mainImage, features } = home.whyChooseUs;
  const { rating, organicReviews, journeysCurated } = site.figures;
  const stats = [
    { value: formatRating(rating), label: `${formatAtLeast(organicReviews)} organic reviews` },
    { value: formatCompactAtLeast(journeysCurated), label: 'journeys curated across Europe, Asia and the Middle East' },
  ];

  return (
    <section id="why-choose-us" className={`${styles.root} ${section}`} aria-labelledby={headingId}>
      <div className={`${container} ${styles.layout}`}>
        <div className={styles.image}>
          <ResponsiveImage image={mainImage} sizes="(min-width: 1024px) 40vw, 100vw" cover />
        </div>
        <div className={styles.content}>
          <p className={styles.eyebrow}>{`The ${site.brandName} difference`}</p>
          <h2 id={headingId} className={styles.title}>
            {headline}
          </h2>
          <p className={styles.description}>{description}</p>
          <ul className={styles.features}>
            {features.map((feature, i) => (
              <li key={feature.title} className={styles.feature}>
                <span className={styles.featureMark} aria-hidden="true">
                  {formatTwoDigits(i + 1)}
                </span>
                <h3 className={styles.featureTitle}>{feature.title}</h3>
                <p className={styles.featureText}>{feature.description}</p>
              </li>
            ))}
          </ul>
          <ul className={styles.stats}>
            {stats.map((stat) => (
              <li key={stat.value} className={styles.stat}>
                <span className={styles.statValue}>{stat.value}</span>
                <span className={styles.statLabel}>{stat.label}</span>
              </li>
            ))}
          </ul>
          {/* spec §2: EXPLORE only showed an alert; here it leads to the destinations. */}
          <Link to={paths.destinations.href()} className={button({ tone: 'dark' })}>
            EXPLORE
          </Link>
        </div>
      </div>
    </section>
  );
}
