import type { BreadcrumbList } from 'schema-dts';
import type { PageLinks } from './page-links.ts';

/** One step of a trail: its name and site-relative path. */
export interface Crumb {
  name: string;
  path: string;
}

/** Home, then each parent, then the page itself (the last item). */
export function breadcrumbList(trail: readonly Crumb[], links: PageLinks): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem' as const,
      position: index + 1,
      name: crumb.name,
      item: links.absolute(crumb.path),
    })),
  };
}
