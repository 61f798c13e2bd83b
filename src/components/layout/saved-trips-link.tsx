import { Link } from '../../lib/navigation/navigation.tsx';
import { paths } from '../../../shared/config/paths.ts';

/** A bookmark with a down arrow: things kept on this device. */
export function SavedIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d="M5 2.75h10a.75.75 0 0 1 .75.75v14l-5.75-3.5-5.75 3.5v-14A.75.75 0 0 1 5 2.75Z" />
      <path d="M10 6v5m0 0 2-2m-2 2-2-2" />
    </svg>
  );
}

/** The Saved trips page, from the header and the mobile menu (issue 7). */
export function SavedTripsLink({ className, labelClassName, onChoose }: { className?: string; labelClassName?: string; onChoose?: () => void }) {
  return (
    <Link to={paths.savedTrips.href()} className={className} onClick={onChoose}>
      <SavedIcon />
      <span className={labelClassName}>{paths.savedTrips.linkText}</span>
    </Link>
  );
}
