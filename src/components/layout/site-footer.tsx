import { anchors } from '../../../shared/config/paths.ts';
import { sectionWhenSeen } from '../lazy-section/section-when-seen.tsx';

/**
 * The site-wide footer. It sits below every page's first screen, so it hydrates when it nears the
 * viewport, like the sections above it (issue 9): its ~70 elements and 16 links are no part of the
 * work right after the first paint. A tap on it before then is held and replayed.
 */
export const SiteFooter = sectionWhenSeen(anchors.footer, () => import('./site-footer-content.tsx').then((m) => m.SiteFooterContent));

/**
 * Its code, before a page renders on the client (every route's loader, route-table.tsx) or in the
 * prerender: the footer then appears with the page, not a moment after it.
 */
export const preloadSiteFooter = () => SiteFooter.preload().then(() => null);
