import { Outlet, ScrollRestoration } from 'react-router';
import { skipLink } from './root-layout.css.ts';
import { ConnectionBanner } from '../features/pwa/components/connection-banner.tsx';
import { UpdatePrompt } from '../features/pwa/components/update-prompt.tsx';
import { OutboxNotice } from '../features/enquiry/components/outbox-notice.tsx';

/** Wraps every screen: skip link, offline banner, enquiries still on their way, new-version prompt, scroll restoration. */
export function RootLayout() {
  return (
    <>
      <a className={skipLink} href="#main">
        Skip to content
      </a>
      <ConnectionBanner />
      <OutboxNotice />
      <Outlet />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
