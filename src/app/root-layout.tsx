import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { skipLink } from './root-layout.css.ts';
import { ConnectionBanner } from '../features/pwa/components/connection-banner.tsx';
import { UpdatePrompt } from '../features/pwa/components/update-prompt.tsx';

/** Wraps every screen: skip link, offline banner, new-version prompt, scroll restoration. */
export function RootLayout() {
  // Marks the page as interactive (after hydration or the first client render); tests and audits wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className={skipLink} href="#main">
        Skip to content
      </a>
      <ConnectionBanner />
      <Outlet />
      <UpdatePrompt />
      <ScrollRestoration />
    </>
  );
}
