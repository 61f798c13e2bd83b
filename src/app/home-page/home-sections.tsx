import { anchors } from '../../../shared/config/paths.ts';
import { sectionWhenSeen } from '../../components/lazy-section/section-when-seen.tsx';

/**
 * The home page's sections in the order of spec §2. All of them sit below the landing hero, so each
 * one's code loads when its prerendered markup nears the viewport (issue 9): the first paint and
 * hydration only pay for the hero.
 */
const SECTIONS = [
  sectionWhenSeen('services', () => import('../../features/about/components/services-intro.tsx').then((m) => m.ServicesIntro)),
  sectionWhenSeen(anchors.destinations, () => import('../../features/destinations/components/destination-carousel.tsx').then((m) => m.DestinationCarousel)),
  sectionWhenSeen(anchors.enquiry, () => import('./enquiry-section.tsx').then((m) => m.EnquirySection)),
  sectionWhenSeen(anchors.desire, () => import('../../features/themes/components/desire-section.tsx').then((m) => m.DesireSection)),
  sectionWhenSeen('why-choose-us', () => import('../../features/about/components/why-choose-us.tsx').then((m) => m.WhyChooseUs)),
  sectionWhenSeen(anchors.about, () => import('../../features/about/components/about-overlay.tsx').then((m) => m.AboutOverlay)),
  sectionWhenSeen(anchors.faq, () => import('./home-faq.tsx').then((m) => m.HomeFaq)),
  sectionWhenSeen('testimonials', () => import('../../components/testimonials/testimonials.tsx').then((m) => m.Testimonials)),
  sectionWhenSeen('blogs', () => import('../../features/blogs/components/blog-teasers.tsx').then((m) => m.BlogTeasers)),
  sectionWhenSeen('directory', () => import('./link-directory.tsx').then((m) => m.LinkDirectory)),
];

export function HomeSections() {
  return SECTIONS.map((Section, i) => <Section key={i} />);
}

/** For a client-side navigation to a home page: every section's code, before the page renders. */
export const preloadHomeSections = () => Promise.all(SECTIONS.map((section) => section.preload())).then(() => null);
