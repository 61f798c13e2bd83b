import { home, site } from '../../lib/content.ts';
import { Seo } from '../../components/seo/seo.tsx';
import { LandingHero } from './landing-hero.tsx';
import { HomePage } from './home-page.tsx';

/** spec §2 route `/`: the landing hero (with its own header and the page's h1), then the long home page. */
export function LandingPage() {
  return (
    <>
      <Seo title={site.brandName} description={`${site.heroSubtext} ${home.services.description}`} />
      <LandingHero />
      <HomePage withHeader={false} />
    </>
  );
}
