import { forwardRef, useCallback, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { NavigationContext, type LinkProps, type Navigation } from '../lib/navigation/navigation.tsx';

/**
 * React Router's link without `data-discover="true"`: that marks links for route discovery, which
 * only framework mode's lazily discovered routes use, and it took 43 bytes of brotli from a
 * destination page that must fit the first round trip (issue 9).
 */
const SiteLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function SiteLink(props, ref) {
  return <RouterLink {...props} ref={ref} discover="none" />;
});

/** Every page but the hydrating landing page: links and navigation go through React Router. */
const routerNavigation: Navigation = {
  Link: SiteLink as ComponentType<LinkProps>,
  useLocation,
  useNavigate: () => {
    const navigate = useNavigate();
    return useCallback((to: string) => void navigate(to), [navigate]);
  },
};

/** Inside a router: the site's links and hooks use it. */
export function RouterNavigation({ children }: { children: ReactNode }) {
  return <NavigationContext.Provider value={routerNavigation}>{children}</NavigationContext.Provider>;
}
