import { createContext, useContext, type AnchorHTMLAttributes, type ComponentType, type Ref } from 'react';

/** A link to a page of the site: always a real `<a href>`, so it works before and without any script. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** Where the page is: what the components that highlight or close on navigation read. */
export interface PageLocation {
  pathname: string;
  search: string;
  hash: string;
}

/**
 * How the page moves between pages. The site's pages go through the router (router-navigation.tsx);
 * the landing page hydrates without it, so its JavaScript stays small, and loads the router only when
 * the traveller leaves it (src/app/landing/). Components use the Link and hooks below and never know.
 */
export interface Navigation {
  Link: ComponentType<LinkProps>;
  useLocation(): PageLocation;
  useNavigate(): (to: string) => void;
}

/** With no navigation given (a component rendered on its own): links are followed by the browser. */
const documentNavigation: Navigation = {
  Link: ({ to, ...anchor }) => <a href={to} {...anchor} />,
  useLocation: () => (typeof window === 'undefined' ? { pathname: '/', search: '', hash: '' } : window.location),
  useNavigate: () => (to) => window.location.assign(to),
};

export const NavigationContext = createContext<Navigation>(documentNavigation);

export function Link(props: LinkProps) {
  const { Link: PageLink } = useContext(NavigationContext);
  return <PageLink {...props} />;
}

export function useLocation(): PageLocation {
  return useContext(NavigationContext).useLocation();
}

export function useNavigate(): (to: string) => void {
  return useContext(NavigationContext).useNavigate();
}
