import { PageFrame } from '../../components/layout/page-frame.tsx';
import { PageHero } from '../../components/page-hero/page-hero.tsx';
import { Seo } from '../../components/seo/seo.tsx';
import { site } from '../../lib/content.ts';

/** /saved-trips: what this device keeps for reading with no connection (issue 7). */
function SavedTripsRoute() {
  return (
    <PageFrame>
      <Seo title="Saved trips" description="The trips, itineraries and guides saved on this device for reading offline." noindex />
      <PageHero eyebrow="On this device" title="Saved trips" description="Everything here opens with no connection." image={site.heroImage} />
    </PageFrame>
  );
}

export function createRoute() {
  return { Component: SavedTripsRoute };
}
