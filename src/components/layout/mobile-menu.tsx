import { useEffect, useId, useRef } from 'react';
import { flushSync } from 'react-dom';
import { Link, useLocation } from '../../lib/navigation/navigation.tsx';
import { HERO_CAROUSEL } from '../../../shared/config/constants.ts';
import { paths } from '../../../shared/config/paths.ts';
import { media } from '../../styles/media.ts';
import { button } from '../../styles/button.css.ts';
import { container } from '../../styles/layout.css.ts';
import { Dialog } from '../dialog/dialog.tsx';
import { useMenuStore } from './menu-store.ts';
import { SITE_NAV, SiteNavLink } from './site-nav.tsx';
import { SavedTripsLink } from './saved-trips-link.tsx';
import { useHeaderActions } from './header-actions.tsx';
import * as styles from './mobile-menu.css.ts';

/** Widening past 768 px (no hamburger there) closes the menu. */
function useCloseWhenWide(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(media.tablet);
    const onWide = () => wide.matches && close();
    wide.addEventListener('change', onWide);
    return () => wide.removeEventListener('change', onWide);
  }, [open, close]);
}

function Bars() {
  return (
    <span className={styles.bars} aria-hidden="true">
      <span className={styles.bar} />
      <span className={styles.bar} />
      <span className={styles.bar} />
    </span>
  );
}

interface MobileMenuProps {
  /** Colour of the hamburger on its header: `light` over artwork, `dark` on paper. */
  tone: 'light' | 'dark';
}

/**
 * spec §2, §9: under 768 px a hamburger opens a menu (the site's modal Dialog, 0.2 s animation) with
 * Home, About us, Desire and Enquire Now; it closes after a choice, on Escape and with its X, and
 * hands focus back to the hamburger. Hidden by CSS from 768 px.
 */
export function MobileMenu({ tone }: MobileMenuProps) {
  const menuId = useId();
  const open = useMenuStore((state) => state.openMenuId === menuId);
  const toggle = useMenuStore((state) => state.toggle);
  const close = useMenuStore((state) => state.close);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();
  const actions = useHeaderActions();

  useCloseWhenWide(open, close);
  // Another page (header links, back button) never inherits an open menu.
  useEffect(() => close, [close, pathname]);

  // The menu leaves the top layer before the link runs, so a section on this page can take focus.
  const choose = () => flushSync(close);

  return (
    <>
      <button
        type="button"
        className={styles.toggle[tone]}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-haspopup="dialog"
        aria-label="Open menu"
        onClick={() => toggle(menuId)}
      >
        <Bars />
      </button>
      <Dialog
        open={open}
        onClose={close}
        id={menuId}
        label="Menu"
        className={styles.panel}
        animationSeconds={HERO_CAROUSEL.menuAnimationSeconds}
        initialFocus={firstLink}
        closeOnBackdrop={false}
      >
        <div className={`${container} ${styles.top}`}>
          <button type="button" className={styles.toggle.open} aria-label="Close menu" onClick={close}>
            <Bars />
          </button>
        </div>
        <nav aria-label="Menu" className={`${container} ${styles.nav}`}>
          {/* First, so its results open high on the screen: below the links a phone's keyboard covered them. */}
          {actions.search && <div className={styles.search}>{actions.search({ placement: 'menu', tone: 'night', onNavigate: choose })}</div>}
          <ul className={styles.list}>
            {SITE_NAV.map((item, i) => (
              <li key={item.label}>
                <SiteNavLink ref={i === 0 ? firstLink : undefined} item={item} className={styles.link} onChoose={choose} />
              </li>
            ))}
          </ul>
          <Link to={paths.enquire.href()} className={`${button({ tone: 'primary' })} ${styles.cta}`} onClick={choose}>
            Enquire Now
          </Link>
          <div className={styles.extras}>
            <SavedTripsLink className={styles.extraLink} onChoose={choose} />
            {actions.render?.({ className: styles.extraLink, onChoose: choose })}
          </div>
        </nav>
      </Dialog>
    </>
  );
}
