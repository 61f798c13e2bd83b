import type { Testimonial } from '../../../shared/schemas/home.ts';
import { ResponsiveImage } from '../image/responsive-image.tsx';
import { visuallyHidden } from '../../styles/layout.css.ts';
import * as styles from './testimonial-card.css.ts';

/** The portrait's drawn width per variant (testimonial-card.css.ts), so a 3x phone fetches 240w for a 72 px tile, not 480w. */
const portraitSizes = {
  feature: '(min-width: 768px) 176px, 112px',
  tile: '72px',
} as const;

interface TestimonialCardProps {
  testimonial: Testimonial;
  /** `feature` for the carousel slide, `tile` for the grid of the /testimonials page. */
  variant?: 'feature' | 'tile';
}

/** One traveller's tale: illustrated portrait, place in upper case (spec §2), rating, quote and name. */
export function TestimonialCard({ testimonial, variant = 'feature' }: TestimonialCardProps) {
  const { name, city, quote, image, rating } = testimonial;
  return (
    <figure className={styles.root[variant]}>
      <div className={styles.portrait[variant]}>
        <ResponsiveImage image={image} sizes={portraitSizes[variant]} cover />
      </div>
      <div className={styles.body}>
        {/* Upper-cased in the text as well as by CSS, so screen readers and copy-paste agree with the eye. */}
        <p className={styles.city[variant]}>{city.toUpperCase()}</p>
        <p className={styles.stars[variant]}>
          <span aria-hidden="true">{'★'.repeat(rating) + '☆'.repeat(5 - rating)}</span>
          <span className={visuallyHidden}>{`Rated ${rating} out of 5`}</span>
        </p>
        <blockquote className={styles.quote[variant]}>
          <p>{`“${quote}”`}</p>
        </blockquote>
        {/* A <p>, not a <figcaption>: a caption must be the figure's first or last child, and the name sits in the text column. */}
        <p className={styles.caption}>
          <span className={styles.name[variant]}>{name}</span>
        </p>
      </div>
    </figure>
  );
}
