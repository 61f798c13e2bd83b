import type { ReactNode } from 'react';
import type { DestinationPage } from '../../../../shared/schemas/index.ts';
import { Faq } from '../../../components/faq/faq.tsx';
import { Testimonials } from '../../../components/testimonials/testimonials.tsx';
import { DestinationHero } from './destination-hero.tsx';
import { DestinationOverview } from './destination-overview.tsx';
import { KnowBefore } from './know-before.tsx';
import { ItineraryScroller } from './itinerary-scroller.tsx';
import { Attractions } from './attractions.tsx';
import { OrbitDiscover } from './orbit-discover.tsx';
import { DestinationAbout } from './destination-about.tsx';
import { DestinationChooser } from './destination-chooser.tsx';

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
      <Testimonials mainImageUrl={page.Testimonials.mainImageUrl} />
      <Faq items={page.Page7.FAQS} id="faq" eyebrow={`Travelling to ${page.name}`} title="Frequently asked questions" />
      <DestinationChooser slug={slug} />
      {blogs}
    </>
  );
}
