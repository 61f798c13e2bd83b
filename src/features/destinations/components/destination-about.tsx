import { Link } from '../../../lib/navigation/navigation.tsx';
import type { DestinationPage } from '../../../../shared/schemas/index.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { site } from '../../../lib/content.ts';
import { LayeredPictures } from './layered-pictures.tsx';
import { container } from '../../../styles/layout.css.ts';
import { button } from '../../../styles/button.css.ts';
import * as heading from './section-heading.css.ts';
import * as styles from './destination-about.css.ts';
import { destinationSectionIds } from './section-ids.ts';

/** spec §2 item 7 (anchor `about-us`): Page6's main image, description and profile image. */
export function DestinationAbout({ page }: { page: DestinationPage }) {
  const about = page.Page6;
  return (
    // tabIndex -1: the page header's "About us" link moves focus here after scrolling.
    <section id={destinationSectionIds.about} tabIndex={-1} className={styles.root} aria-labelledby="about-title">
      <div className={`${container} ${styles.layout}`}>
        <LayeredPictures
          className={styles.pictures}
          main={{ image: about.mainImageUrl, sizes: '(min-width: 1024px) 40vw, 90vw', className: styles.mainImage }}
          over={{ image: about.profileImageUrl, sizes: '160px', className: styles.profileImage }}
        />
        <div className={styles.copy}>
          <p className={heading.eyebrow.onLight}>About us</p>
          <h2 id="about-title" className={heading.title}>
            Meet the women planning your {page.name} journey
          </h2>
          <p className={styles.description}>{about.description}</p>
          <p className={styles.signature}>— The {site.brandName} trip designers</p>
          <Link to={paths.enquire.href()} className={button({ tone: 'primary' })}>
            Plan {page.name} with us
          </Link>
        </div>
      </div>
    </section>
  );
}
