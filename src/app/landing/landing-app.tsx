import { SiteFrame } from '../site-frame.tsx';
import { LandingPage } from '../home-page/landing-page.tsx';
import { NavigationContext, type Navigation } from '../../lib/navigation/navigation.tsx';

/**
 * The landing page as it is prerendered and hydrated: in the site's frame, without the router or the
 * query client (none of its sections needs them). A traveller's first page then hydrates with React
 * alone; the rest of the app comes when they leave it (start-landing.tsx, issue 9).
 */
export function LandingApp({ navigation }: { navigation: Navigation }) {
  return (
    <NavigationContext.Provider value={navigation}>
      <SiteFrame>
        <LandingPage />
      </SiteFrame>
    </NavigationContext.Provider>
  );
}
