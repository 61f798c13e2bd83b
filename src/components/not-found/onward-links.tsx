import { Link } from '../../lib/navigation/navigation.tsx';
import { paths } from '../../../shared/config/paths.ts';
import { button } from '../../styles/button.css.ts';
import * as styles from './onward-links.css.ts';

/** A link a status page offers; `primary` is the spec's own way on for that state. */
export interface OnwardLink {
  to: string;
  label: string;
}

/**
 * Where a traveller can go from any dead end: the destinations, search and the home page. A spec
 * link that already goes to one of those places takes its slot.
 */
export const ONWARD_LINKS: readonly OnwardLink[] = [
  { to: paths.destinations.href(), label: 'Browse destinations' },
  { to: paths.search.href(), label: 'Search the site' },
  { to: paths.landing.href(), label: 'Back to home' },
];

const HOME_PATHS: readonly string[] = [paths.landing.href(), paths.home.href()];
const samePlace = (a: string, b: string) => a === b || (HOME_PATHS.includes(a) && HOME_PATHS.includes(b));

export function OnwardLinks({ primary }: { primary?: OnwardLink }) {
  const links = primary ? [primary, ...ONWARD_LINKS.filter((link) => !samePlace(link.to, primary.to))] : ONWARD_LINKS;
  return (
    <nav aria-label="Ways on" className={styles.root}>
      {links.map((link, i) => (
        <Link key={link.to} to={link.to} className={button({ tone: i === 0 ? 'dark' : 'light' })}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
