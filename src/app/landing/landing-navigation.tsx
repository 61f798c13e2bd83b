import type { MouseEvent } from 'react';
import type { LinkProps, Navigation, PageLocation } from '../../lib/navigation/navigation.tsx';

/** A click the browser should handle itself: another tab or window, a download, a modified click. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>, target?: string) =>
  event.button === 0 && (!target || target === '_self') && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

/** A link to a section of the page already open: the browser scrolls there, no page is loaded. */
function onThisPage(to: string): boolean {
  const url = new URL(to, window.location.href);
  return url.origin === window.location.origin && url.pathname === window.location.pathname && url.search === window.location.search && url.hash !== '';
}

/**
 * The landing page's navigation: its links are plain links until followed; then `leave` hands the
 * page to the routed site, which opens the link's page (start-landing.tsx).
 */
export function landingNavigation(leave: (to: string) => void): Navigation {
  function LandingLink({ to, onClick, target, ...anchor }: LinkProps) {
    return (
      <a
        href={to}
        target={target}
        {...anchor}
        onClick={(event) => {
          onClick?.(event);
          if (event.defaultPrevented || !isPlainClick(event, target) || onThisPage(to)) return;
          event.preventDefault();
          leave(to);
        }}
      />
    );
  }
  return {
    Link: LandingLink,
    useLocation: (): PageLocation => window.location,
    useNavigate: () => leave,
  };
}

/** The prerender's: the same markup, nothing to follow. */
export const prerenderedLandingNavigation: Navigation = {
  ...landingNavigation(() => {}),
  useLocation: () => ({ pathname: '/', search: '', hash: '' }),
};
