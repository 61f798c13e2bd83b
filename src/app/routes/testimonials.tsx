import { Link } from '../../lib/navigation/navigation.tsx';
import { testimonials } from '../../lib/content.ts';
import { paths } from '../../../shared/config/paths.ts';
import { PageFrame } from '../../components/layout/page-frame.tsx';
import { PageHero } from '../../components/page-hero/page-hero.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { TestimonialCard } from '../../components/testimonials/testimonial-card.tsx';
import { RatingSummary } from '../../components/testimonials/rating-summary.tsx';
import { button } from '../../styles/button.css.ts';
import { container, section } from '../../styles/layout.css.ts';
import * as styles from './standalone-page.css.ts';

/** /testimonials: every traveller's tale and the rating summary (spec §1: 4.9★ from 250+ organic reviews). */
function TestimonialsRoute() {
  return (
    <PageFrame>
      <Seo title="Testimonials" description="Tales by our dreamers: honeymooners, families and solo travellers on journeys we planned." />
      <PageHero
        eyebrow="Testimonials"
        title="Tales by our dreamers"
        description="Honeymoons, three-generation holidays and first solo trips, in our travellers’ own words."
        image="destinations/maldives/card"
      >
        <RatingSummary />
      </PageHero>
      <div className={`${container} ${section} ${styles.body}`}>
        <section className={styles.block} aria-labelledby="all-tales">
          <h2 id="all-tales" className={styles.blockTitle}>
            What travellers tell us
          </h2>
          <ul className={styles.tiles}>
            {testimonials.map((testimonial) => (
              <li key={testimonial.id} className={styles.tile}>
                <TestimonialCard testimonial={testimonial} variant="tile" />
              </li>
            ))}
          </ul>
        </section>
        <div className={styles.actions}>
          <Link to={paths.enquire.href()} className={button({ tone: 'dark' })}>
            Start your own tale
          </Link>
        </div>
      </div>
    </PageFrame>
  );
}

export function createRoute() {
  return { Component: TestimonialsRoute };
}
