import { useEffect, useRef, type ReactNode } from 'react';
import { bottomStack, skipLink } from './site-frame.css.ts';
import { ConnectionBanner } from '../features/pwa/components/connection-banner.tsx';
import { UpdatePrompt } from '../features/pwa/components/update-prompt.tsx';
import { InstallButton } from '../features/pwa/components/install-button.tsx';
import { InstallNudge } from '../features/pwa/components/install-nudge.tsx';
import { StandaloneBack } from '../features/pwa/components/standalone-back.tsx';
import { SearchEntry } from '../features/search/components/search-entry.tsx';
import { IosInstallSheet, OutboxNotice, useFootOfScreenReady } from './site-frame-parts.ts';
import { HeaderActionsContext, type HeaderActions } from '../components/layout/header-actions.tsx';
import { usePublishedHeight } from '../hooks/use-published-height.ts';
import { PageLoadingBar } from './page-loading/page-loading-bar.tsx';
import { FOOT_STACK_HEIGHT } from '../styles/foot-of-screen.ts';

/** Back in the installed app, the search field and the install entry in every header and mobile menu (issue 7). */
const HEADER_ACTIONS: HeaderActions = {
  back: (look) => <StandaloneBack {...look} />,
  render: (look) => <InstallButton {...look} />,
  search: (slot) => <SearchEntry {...slot} />,
};

/**
 * What wraps every page, routed (root-layout.tsx) or the landing page hydrating on its own
 * (landing/): skip link, header actions, the bottom stack (enquiries still on their way, offline
 * banner), install and new-version prompts.
 */
export function SiteFrame({ children }: { children: ReactNode }) {
  const footReady = useFootOfScreenReady();
  const footStack = useRef<HTMLDivElement>(null);
  usePublishedHeight(footStack, FOOT_STACK_HEIGHT);
  // Marks the page as interactive (after hydration or the first client render); tests and audits wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <HeaderActionsContext.Provider value={HEADER_ACTIONS}>
      <a className={skipLink} href="#main">
        Skip to content
      </a>
      {children}
      {/* What appears once the page has painted comes at the bottom of the screen, over the page, so
          nothing the traveller is reading moves (a notice above the header pushed the whole page down).
          What floats at the foot of the page (booking bar, WhatsApp button) rises above it. */}
      <div ref={footStack} className={bottomStack}>
        <OutboxNotice />
        {footReady && <ConnectionBanner />}
      </div>
      <PageLoadingBar />
      <UpdatePrompt />
      <InstallNudge />
      <IosInstallSheet />
    </HeaderActionsContext.Provider>
  );
}
