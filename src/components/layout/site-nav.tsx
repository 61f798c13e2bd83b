import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { anchors, paths } from '../../config/paths.ts';
import { media } from '../../styles/media.ts';

/** A header destination: a page, or a section of the landing page (`anchor`). */
export interface SiteNavItem {
  label: string;
  to: string;
  anchor?: string;
}

const landingSection = (label: string, anchor: string): SiteNavItem => ({
  label,
  to: `${paths.landing.href()}#${anchor}`,
  anchor,
});

/** spec §2: the header links, in order. */
export const SITE_NAV: readonly SiteNavItem[] = [
  { label: 'Home', to: paths.landing.href() },
  landingSection('About us', anchors.about),
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
  const reduce = window.matchMedia(media.reducedMotion).matches;
  section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  if (section.hasAttribute('tabindex')) section.focus({ preventScroll: true });
}

interface SiteNavLinkProps {
  item: SiteNavItem;
  className?: string;
  /** Called before navigating (the mobile menu closes itself). */
  onChoose?: () => void;
  children?: ReactNode;
}

export function SiteNavLink({ item, className, onChoose, children }: SiteNavLinkProps) {
  return (
    <Link
      to={item.to}
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
