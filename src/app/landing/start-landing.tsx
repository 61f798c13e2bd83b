import { StrictMode, startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { LandingApp } from './landing-app.tsx';
import { landingNavigation } from './landing-navigation.tsx';
import { Hydrated } from '../hydrated.tsx';
import { whenIdle } from '../../lib/when-idle.ts';
import { reportRecoverableError } from '../../lib/report-recoverable-error.ts';
import { markHydratingPrerenderedPage } from '../../components/html-content/prerendered-html.ts';
import { usePageLoading } from '../page-loading/page-loading-store.ts';

/** The routed site: loaded when the traveller leaves the landing page, or before, when the page is idle. */
const loadSite = () => import('../start-site.tsx');

/**
 * Hydrates the prerendered landing page with React alone: no router, no query cache (about 40 KiB
 * gzip of JavaScript a first visit no longer waits for, issue 9). Following one of its links loads
 * the routed site, which takes the page over at the link's page.
 */
export function startLanding(container: HTMLElement, onHydrated: () => void): void {
  let root: Root | undefined;
  let destination = '';
  let leaving: Promise<void> | undefined;
  const leave = (to: string) => {
    destination = to; // a second link followed while the site loads wins
    usePageLoading.getState().setLoading(true);
    leaving ??= loadSite()
      .then(({ openSiteFromLanding }) => openSiteFromLanding(root!, () => destination))
      // Whatever failed, the link still leads where it says.
      .catch(() => window.location.assign(destination));
  };
  const hydrated = () => {
    onHydrated();
    whenIdle(() => void loadSite());
  };
  markHydratingPrerenderedPage();
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <Hydrated onDone={hydrated}>
          <LandingApp navigation={landingNavigation(leave)} />
        </Hydrated>
      </StrictMode>,
      { onRecoverableError: reportRecoverableError },
    );
  });
}
