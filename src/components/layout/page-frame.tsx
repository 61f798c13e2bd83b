import type { ReactNode } from 'react';
import { SiteHeader } from './site-header.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteMain } from './site-main.tsx';

/** Header, the page's <main> and the footer: the frame of every inner page. */
export function PageFrame({ children }: { children: ReactNode }) {
  return (
    <>
      <SiteHeader variant="page" />
      <SiteMain>{children}</SiteMain>
      <SiteFooter />
    </>
  );
}
