import { Link } from '../../../lib/navigation/navigation.tsx';
import { DESTINATION_SLUGS } from '../../../../shared/config/constants.ts';
import { CHOOSER } from './destination-chooser-geometry.ts';
import { paths } from '../../../../shared/config/paths.ts';
import { chooserTiles, destinationName } from '../../../lib/content.ts';
import { ResponsiveImage } from '../../../components/image/responsive-image.tsx';
import { container } from '../../../styles/layout.css.ts';
import { inlineVars } from '../../../lib/inline-vars.ts';
import * as styles from './destination-chooser.css.ts';
import { destinationSectionIds } from './section-ids.ts';

/** spec §2 chooser: 'LIKED {DESTINATION} ?' for a known destination (Andaman included), otherwise 'DISCOVER OUR DESTINATIONS'. */
export function chooserHeading(slug: string | undefined): string {
  const known = slug !== undefined && (DESTINATION_SLUGS as readonly string[]).includes(slug);
  const name = known ? destinationName(slug) : undefined;
  return name ? `LIKED ${name.toUpperCase()} ?` : 'DISCOVER OUR DESTINATIONS';
}

/** spec §9: the wide canvas is scaled by min(window width / 1300, 1) × 0.95. */
export function chooserScale(width: number): number {
  return Math.min(width / CHOOSER.designWidth, 1) * CHOOSER.scaleFactor;
}

/**
 * spec §2 item 10: seven destinations to go on to, each a link to its page. From 1024 px the circles
 * sit on a 1512 × 760 design canvas scaled to the page (CSS does the scaling, so the prerender is
 * already right), and the circle under the pointer or focus grows by 30 px; below, a two-column grid.
 */
export function DestinationChooser({ slug }: { slug?: string }) {
  return (
    <section id={destinationSectionIds.moreDestinations} className={styles.root} aria-labelledby="chooser-title">
      <div className={`${container} ${styles.header}`}>
        <h2 id="chooser-title" className={styles.title}>
          {chooserHeading(slug)}
        </h2>
        <p className={styles.subtitle}>Discover more places with US.</p>
      </div>
      <div className={styles.frame}>
        <ul className={styles.canvas}>
          {chooserTiles.map((tile) => (
            <li
              key={tile.slug}
              className={styles.tile}
              style={inlineVars({
                [styles.tileX]: tile.position.x,
                [styles.tileY]: tile.position.y,
                [styles.tileSize]: tile.size,
              })}
            >
              <Link to={paths.destination.href(tile.slug)} className={styles.link} aria-current={tile.slug === slug ? 'page' : undefined}>
                <span className={styles.circle}>
                  <ResponsiveImage image={tile.img} alt="" cover sizes="(min-width: 1024px) 260px, 40vw" />
                </span>
                <span className={styles.name}>{tile.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
