import { Link } from '../../lib/navigation/navigation.tsx';
import { site } from '../../lib/content.ts';
import { paths } from '../../../shared/config/paths.ts';
import { container } from '../../styles/layout.css.ts';
import { ResponsiveImage } from '../image/responsive-image.tsx';
import { DESTINATION_NAV, SITE_NAV, SiteNavLink } from './site-nav.tsx';
import { MobileMenu } from './mobile-menu.tsx';
import { SavedTripsLink } from './saved-trips-link.tsx';
import { useHeaderActions } from './header-actions.tsx';
import * as styles from './site-header.css.ts';

interface SiteHeaderProps {
  /** `landing`: transparent, white type over the hero artwork. `page`: solid and sticky. */
  variant?: 'landing' | 'page';
}

/**
 * spec §2: brand at top left; from 768 px the nav links and the Destination pill, below it a
 * hamburger menu. Which one shows is decided by CSS, so the prerender is right at every width.
 */
export function SiteHeader({ variant = 'page' }: SiteHeaderProps) {
  const actions = useHeaderActions();
  return (
    <header className={styles.root[variant]}>
      <div className={`${container} ${styles.bar}`}>
        <div className={styles.start}>
          {actions.back?.({ className: styles.back[variant] })}
          <Link to={paths.landing.href()} className={styles.brand}>
            <span className={styles.logoFrame}>
              <ResponsiveImage image={site.logo} alt="" sizes="44px" secondary afterFirstPaint className={styles.logo} />
            </span>
            <span className={styles.brandName}>{site.brandName}</span>
          </Link>
        </div>

        <nav aria-label="Main" className={styles.desktopNav}>
          <ul className={styles.links}>
            {SITE_NAV.map((item) => (
              <li key={item.label}>
                <SiteNavLink item={item} className={styles.link} />
              </li>
            ))}
          </ul>
          <SiteNavLink item={DESTINATION_NAV} className={styles.pill[variant]} />
          {actions.search?.({ placement: 'header', tone: variant === 'landing' ? 'night' : 'paper' })}
          <SavedTripsLink className={styles.iconLink} labelClassName={styles.iconLabel} />
          {actions.render?.({ className: styles.iconLink, labelClassName: styles.iconLabel })}
        </nav>

        <MobileMenu tone={variant === 'landing' ? 'light' : 'dark'} />
      </div>
    </header>
  );
}
