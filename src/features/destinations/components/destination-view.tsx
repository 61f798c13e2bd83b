import type { ReactNode } from 'react';
import type { DestinationPage } from '../../../../shared/schemas/index.ts';
import { sectionWhenSeen } from '../../../components/lazy-section/section-when-seen.tsx';
import { DestinationHero } from './destination-hero.tsx';
import { DestinationOverview } from './destination-overview.tsx';
import { destinationSectionIds as ids } from './section-ids.ts';

const lowerSections = () => import('./destination-lower-sections.ts');

/*
 * Below a phone's first screen (the hero and the overview), each section hydrates when its
 * prerendered markup nears the screen (issue 9): hydrating a destination page walked all of its
 * ~600 elements in the tasks right after the first paint, ~420 of them in these sections. Their code
 * is one chunk, loaded when the first of them nears the screen.
 */
const KnowBefore = sectionWhenSeen(ids.knowBefore, () => lowerSections().then((m) => m.KnowBefore));
const ItineraryScroller = sectionWhenSeen(ids.itineraries, () => lowerSections().then((m) => m.ItineraryScroller));
const Attractions = sectionWhenSeen(ids.attractions, () => lowerSections().then((m) => m.Attractions));
const OrbitDiscover = sectionWhenSeen(ids.discover, () => lowerSections().then((m) => m.OrbitDiscover));
const DestinationAbout = sectionWhenSeen(ids.about, () => lowerSections().then((m) => m.DestinationAbout));
const Testimonials = sectionWhenSeen(ids.testimonials, () => lowerSections().then((m) => m.Testimonials));
const Faq = sectionWhenSeen(ids.faq, () => lowerSections().then((m) => m.Faq));
const DestinationChooser = sectionWhenSeen(ids.moreDestinations, () => lowerSections().then((m) => m.DestinationChooser));

const LOWER_SECTIONS = [KnowBefore, ItineraryScroller, Attractions, OrbitDiscover, DestinationAbout, Testimonials, Faq, DestinationChooser];

/** For a client-side navigation to a destination page (and the prerender): every section's code, before the page renders. */
export const preloadDestinationSections = () => Promise.all(LOWER_SECTIONS.map((section) => section.preload())).then(() => null);

/**
 * spec §2 destination page, sections in the spec's order: hero, Page 1, know before you travel,
 * handcrafted itineraries, attractions, orbit discover, about us, testimonials, FAQs, destination
 * chooser, blogs. The blogs belong to the blogs feature: the route passes them in. The footer comes
 * from the route's PageFrame.
 */
export function DestinationView({ page, afterHero, blogs }: { page: DestinationPage; /** What the route adds under the hero (save for offline). */ afterHero?: ReactNode; blogs?: ReactNode }) {
  const slug = page.pageIdentifier;
  return (
    <>
      <DestinationHero page={page} />
      {afterHero}
      <DestinationOverview page={page} />
      <KnowBefore page={page} />
      <ItineraryScroller page={page} />
      <Attractions page={page} />
      <OrbitDiscover page={page} />
      <DestinationAbout page={page} />
      <Testimonials id={ids.testimonials} mainImageUrl={page.Testimonials.mainImageUrl} />
      <Faq items={page.Page7.FAQS} id={ids.faq} eyebrow={`Travelling to ${page.name}`} title="Frequently asked questions" />
      <DestinationChooser slug={slug} />
      {blogs}
    </>
  );
}
