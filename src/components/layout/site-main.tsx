import type { ReactNode } from 'react';
import { FloatingWhatsApp } from '../whatsapp-button/floating-whatsapp.tsx';

/** The page's <main> (the skip link's target), ending with the floating WhatsApp button. */
export function SiteMain({ children }: { children: ReactNode }) {
  return (
    <main id="main">
      {children}
      <FloatingWhatsApp />
    </main>
  );
}
