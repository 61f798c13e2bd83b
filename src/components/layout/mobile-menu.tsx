import { useEffect, useId, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/config/paths.ts';
import { media } from '../../styles/media.ts';
import { button } from '../../styles/button.css.ts';
import { PRESENCE_MS, menuPresence } from '../../styles/motion.css.ts';
import { usePresence } from '../../hooks/use-presence.ts';
import { useMenuStore } from './menu-store.ts';
import { SITE_NAV, SiteNavLink } from './site-nav.tsx';
import { SavedTripsLink } from './saved-trips-link.tsx';
import { useHeaderActions } from './header-actions.tsx';
import * as styles from './mobile-menu.css.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/** Escape closes, Tab cycles between the hamburger and the menu's links while the menu is open. */
function useMenuKeyboard(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLButtonElement | null>,
  panel: RefObject<HTMLDivElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    panel.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
        return;
      }
      if (event.key !== 'Tab' || !toggle.current || !panel.current) return;
      const items = [toggle.current, ...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (!items.includes(active as HTMLElement)) {
        event.preventDefault();
        first.focus();
      } else if (event.shiftKey && active === first) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close, toggle, panel]);
}

/** While open: the page behind does not scroll, and widening past 768 px (no hamburger there) closes it. */
function useMenuSideEffects(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    const wide = window.matchMedia(media.tablet);
    const onWide = () => wide.matches && close();
    wide.addEventListener('change', onWide);
    return () => {
      root.style.overflow = previousOverflow;
      wide.removeEventListener('change', onWide);
    };
  }, [open, close]);
}

interface MobileMenuProps {
  /** Colour of the hamburger on its header: `light` over artwork, `dark` on paper. */
  tone: 'light' | 'dark';
}

/**
 * spec §2: under 768 px a hamburger opens a menu with Home, About us, Desire and Enquire Now; it
 * closes after a choice, on Escape, and hands focus back to the hamburger. Hidden by CSS from 768 px.
 */
export function MobileMenu({ tone }: MobileMenuProps) {
  const menuId = useId();
  const open = useMenuStore((state) => state.openMenuId === menuId);
  const toggle = useMenuStore((state) => state.toggle);
  const close = useMenuStore((state) => state.close);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  const { pathname } = useLocation();
  const actions = useHeaderActions();
  const presence = usePresence(open, PRESENCE_MS.menu);

  useMenuKeyboard(open, close, toggleRef, panelRef);
  useMenuSideEffects(open, close);

  // Another page (header links, back button) never inherits an open menu.
  useEffect(() => close, [close, pathname]);

  useEffect(() => {
    if (wasOpen.current && !open) {
      const active = document.activeElement;
      // Unless a choice moved focus on purpose (a section on this page), focus returns to the hamburger.
      const focusLeftBehind = !active || active === document.body || panelRef.current?.contains(active) || active === toggleRef.current;
      if (focusLeftBehind) toggleRef.current?.focus({ preventScroll: true });
    }
    wasOpen.current = open;
  }, [open]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle[open ? 'open' : tone]}
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={open ? 'Close menu' : 'Open menu'}
        onClick={() => toggle(menuId)}
      >
        <span className={styles.bars} aria-hidden="true">
          <span className={styles.bar} />
          <span className={styles.bar} />
          <span className={styles.bar} />
        </span>
      </button>
      {presence && (
        <div ref={panelRef} id={menuId} className={`${styles.panel} ${menuPresence}`} data-state={presence} inert={presence === 'closing'}>
          <nav aria-label="Menu" className={styles.nav}>
            <ul className={styles.list}>
              {SITE_NAV.map((item) => (
                <li key={item.label}>
                  <SiteNavLink item={item} className={styles.link} onChoose={close} />
                </li>
              ))}
            </ul>
            {actions.search?.({ placement: 'menu', tone: 'night', onNavigate: close })}
            <Link to={paths.enquire.href()} className={`${button({ tone: 'primary' })} ${styles.cta}`} onClick={close}>
              Enquire Now
            </Link>
            <div className={styles.extras}>
              <SavedTripsLink className={styles.extraLink} onChoose={close} />
              {actions.render?.({ className: styles.extraLink, onChoose: close })}
            </div>
          </nav>
        </div>
      )}
    </>
  );
}
