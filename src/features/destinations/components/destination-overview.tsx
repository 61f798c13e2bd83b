import { Link } from '../../../lib/navigation/navigation.tsx';
import type { DestinationPage } from '../../../../shared/schemas/index.ts';
import { anchors, paths } from '../../../../shared/config/paths.ts';
import { DEEP_DIVE_SLUGS } from '../../../../shared/config/constants.ts';
import { HtmlContent } from '../../../components/html-content/html-content.tsx';
import { SocialLinks } from '../../../components/contact-box/social-links.tsx';
import { container } from '../../../styles/layout.css.ts';
import { button } from '../../../styles/button.css.ts';
import { scrollToAnchor } from '../hooks/use-scroll-to-anchor.ts';
import { destinationSectionIds } from './section-ids.ts';
import * as styles from './destination-overview.css.ts';
import { formatTwoDigits } from '../../../lib/format.ts';

/** Where each of the three info cards leads (spec §2 item 2): deep dive, itineraries, enquiry. */
export function infoCardTargets(slug: string): [{ to: string } | { anchor: string }, { to: string }, { to: string }] {
  const hasGuide = (DEEP_DIVE_SLUGS as readonly string[]).includes(slug);
  // Without a guide (Europe, Australia) "Explore" opens the page's own travel notes instead of the
  // deep dive's "went on vacation" page.
  return [hasGuide ? { to: paths.deepDive.href(slug) } : { anchor: destinationSectionIds.knowBefore }, { to: paths.itineraries.href(slug) }, { to: paths.enquire.href() }];
}

/** spec §2 item 2: the page's own header (sections, Explore button, socials), the headline and three info cards. */
export function DestinationOverview({ page }: { page: DestinationPage }) {
  const slug = page.pageIdentifier;
  const targets = infoCardTargets(slug);

  return (
    <section id="overview" className={styles.root} aria-labelledby="overview-title">
      <div className={container}>
        <nav className={styles.bar} aria-label={`${page.name} page`}>
          <ul className={styles.links}>
            <li>
              <Link to={paths.landing.href()} className={styles.link}>
                Home
              </Link>
            </li>
            <li>
              <a href={`#${anchors.about}`} className={styles.link} onClick={(event) => scrollToAnchor(anchors.about, event)}>
                About us
              </a>
            </li>
            <li>
              <a href={`#${anchors.itineraries}`} className={styles.link} onClick={(event) => scrollToAnchor(anchors.itineraries, event)}>
                Itineraries
              </a>
            </li>
          </ul>
          <button type="button" className={`${button({ tone: 'dark' })} ${styles.explore}`} onClick={() => scrollToAnchor(anchors.itineraries)}>
            Explore {page.name}
          </button>
          <SocialLinks tone="onLight" />
        </nav>

        <div className={styles.intro}>
          <h2 id="overview-title" className={styles.headline}>
            <HtmlContent as="span" html={page.Page1.headline} />
          </h2>
        </div>

        <ol className={styles.cards}>
          {page.Page1.infoCards.map((card, i) => {
            const target = targets[i] ?? { to: paths.enquire.href() };
            const body = (
              <>
                <span className={styles.cardNumber} aria-hidden="true">
                  {formatTwoDigits(i + 1)}
                </span>
                {/* The spaces keep "Explore" and its subtitle apart in the link's accessible name. */}
                <span className={styles.cardTitle}>{card.title}</span>{' '}
                <span className={styles.cardSubtitle}>{card.subtitle}</span>{' '}
                <span className={styles.cardArrow} aria-hidden="true">
                  →
                </span>
              </>
            );
            return (
              <li key={card.title}>
                {'to' in target ? (
                  <Link to={target.to} className={styles.card}>
                    {body}
                  </Link>
                ) : (
                  <a href={`#${target.anchor}`} className={styles.card} onClick={(event) => scrollToAnchor(target.anchor, event)}>
                    {body}
                  </a>
                )}
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
