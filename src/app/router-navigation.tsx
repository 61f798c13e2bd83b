import { useCallback, type ComponentType, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { NavigationContext, type LinkProps, type Navigation } from '../lib/navigation/navigation.tsx';

/** Every page but the hydrating landing page: links and navigation go through React Router. */
const routerNavigation: Navigation = {
  Link: RouterLink as ComponentType<LinkProps>,
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
