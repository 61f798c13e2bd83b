import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { bottomStack, skipLink } from './root-layout.css.ts';
import { ConnectionBanner } from '../features/pwa/components/connection-banner.tsx';
import { UpdatePrompt } from '../features/pwa/components/update-prompt.tsx';
import { InstallButton } from '../features/pwa/components/install-button.tsx';
import { InstallNudge } from '../features/pwa/components/install-nudge.tsx';
import { IosInstallSheet } from '../features/pwa/components/ios-install-sheet.tsx';
import { SearchEntry } from '../features/search/components/search-entry.tsx';
import { OutboxNotice } from '../features/enquiry/components/outbox-notice.tsx';
import { HeaderActionsContext, type HeaderActions } from '../components/layout/header-actions.tsx';

/** The search field and the install entry in every header and mobile menu (issue 7). */
const HEADER_ACTIONS: HeaderActions = {
  render: (look) => <InstallButton {...look} />,
  search: (slot) => <SearchEntry {...slot} />,
};

/** Wraps every screen: skip link, header actions, the bottom stack (enquiries still on their way, offline banner), install and new-version prompts, scroll restoration. */
export function RootLayout() {
  // Marks the page as interactive (after hydration or the first client render); tests and audits wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <HeaderActionsContext.Provider value={HEADER_ACTIONS}>
      <a className={skipLink} href="#main">
        Skip to content
      </a>
      <Outlet />
      {/* What appears once the page has painted comes at the bottom of the screen, over the page, so
          nothing the traveller is reading moves (a notice above the header pushed the whole page down). */}
      <div className={bottomStack}>
        <OutboxNotice />
        <ConnectionBanner />
      </div>
      <UpdatePrompt />
      <InstallNudge />
      <IosInstallSheet />
      <ScrollRestoration />
    </HeaderActionsContext.Provider>
  );
}
