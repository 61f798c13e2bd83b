import type { MouseEvent, ReactNode, Ref } from 'react';
import { Link, useLocation } from '../../lib/navigation/navigation.tsx';
import { anchors, paths } from '../../../shared/config/paths.ts';
import { scrollBehaviorNow } from '../../hooks/use-prefers-reduced-motion.ts';

/** A header destination: a page, or a section of the landing page (`anchor`). */
export interface SiteNavItem {
  label: string;
  to: string;
  anchor?: string;
  /** Where the link goes from pages that do not hold the section, when a page of its own exists. */
  elsewhere?: string;
}

/** Pages that hold the home sections (the landing page and /home). */
const HOME_SECTION_PATHS: readonly string[] = [paths.landing.href(), paths.home.href()];

const landingSection = (label: string, anchor: string, elsewhere?: string): SiteNavItem => ({
  label,
  to: `${paths.landing.href()}#${anchor}`,
  anchor,
  elsewhere,
});

/** spec §2: the header links, in order. About us has a page of its own for visitors on other pages. */
export const SITE_NAV: readonly SiteNavItem[] = [
  { label: 'Home', to: paths.landing.href() },
  landingSection('About us', anchors.about, paths.aboutUs.href()),
  landingSection('Desire', anchors.desire),
];

/** spec §2: the Destination pill. Its handler was wired to nothing; it now scrolls to the carousel. */
export const DESTINATION_NAV: SiteNavItem = landingSection('Destination', anchors.destinations);

/**
 * When the section is on the current page (/, /home), glide to it and move focus there; otherwise
 * let the link load the landing page at that section (React Router scrolls to the hash).
 */
function scrollToSectionOnPage(event: MouseEvent<HTMLAnchorElement>, anchor: string) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const section = document.getElementById(anchor);
  if (!section) return;
  event.preventDefault();
  section.scrollIntoView({ behavior: scrollBehaviorNow(), block: 'start' });
  if (section.hasAttribute('tabindex')) section.focus({ preventScroll: true });
}

interface SiteNavLinkProps {
  item: SiteNavItem;
  className?: string;
  /** Called before navigating (the mobile menu closes itself). */
  onChoose?: () => void;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

export function SiteNavLink({ item, className, onChoose, children, ref }: SiteNavLinkProps) {
  const { pathname } = useLocation();
  const to = item.elsewhere && !HOME_SECTION_PATHS.includes(pathname) ? item.elsewhere : item.to;
  return (
    <Link
      ref={ref}
      to={to}
      className={className}
      onClick={(event) => {
        onChoose?.();
        if (item.anchor) scrollToSectionOnPage(event, item.anchor);
      }}
    >
      {children ?? item.label}
    </Link>
  );
}
