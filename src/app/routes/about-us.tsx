import { Link } from '../../lib/navigation/navigation.tsx';
import { home, site } from '../../lib/content.ts';
import { paths } from '../../../shared/config/paths.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { PageHero } from '../../components/page-hero/page-hero.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { ResponsiveImage } from '../../components/image/responsive-image.tsx';
import { AboutFigures, AboutValues } from '../../features/about/components/about-figures.tsx';
import { button } from '../../styles/button.css.ts';
import { container, section } from '../../styles/layout.css.ts';
import * as styles from './standalone-page.css.ts';

/** /about-us: the story, the women-led figures, values and sustainability (figures from site.figures). */
function AboutUsRoute() {
  const { treesPerBooking, carbonPositive } = site.figures;
  return (
    <PageFrame>
      <Seo title="About us" description={home.about.summary} />
      <PageHero eyebrow="About us" title={home.about.title} description={home.about.summary} image={home.whyChooseUs.mainImage} />
      <div className={`${container} ${section} ${styles.body}`}>
        <section className={styles.split} aria-labelledby="our-story">
          <div className={styles.block}>
            <p className={styles.eyebrow}>Our story</p>
            <h2 id="our-story" className={styles.blockTitle}>
              We listen first, plan second and never stop caring
            </h2>
            {home.about.story.map((paragraph) => (
              <p key={paragraph} className={styles.blockText}>
                {paragraph}
              </p>
            ))}
          </div>
          <div className={styles.portrait}>
            <ResponsiveImage image={home.about.image} sizes="(min-width: 1024px) 26rem, 90vw" cover />
          </div>
        </section>
        <section className={styles.block} aria-labelledby="women-led">
          <h2 id="women-led" className={styles.blockTitle}>
            A women-led team
          </h2>
          <AboutFigures set="women" variant="cards" />
        </section>
        <section className={styles.block} aria-labelledby="values">
          <h2 id="values" className={styles.blockTitle}>
            What we value
          </h2>
          <AboutValues headingLevel="h3" />
        </section>
        <section className={styles.block} aria-labelledby="gives-back">
          <h2 id="gives-back" className={styles.blockTitle}>
            Travel that gives back
          </h2>
          <p className={styles.blockText}>
            {`${carbonPositive ? 'We are carbon-positive and' : 'We'} plant ${treesPerBooking} trees for every booking, with local partners who care for them long after you are home.`}
          </p>
          <AboutFigures set="sustainability" variant="cards" />
        </section>
        <div className={styles.actions}>
          <Link to={paths.enquire.href()} className={button({ tone: 'primary' })}>
            Start Your Journey
          </Link>
          <Link to={paths.testimonials.href()} className={button({ tone: 'light' })}>
            Read our travellers’ tales
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}

export function createRoute() {
  return { Component: AboutUsRoute };
}
