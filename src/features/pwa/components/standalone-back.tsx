import { useLocation } from '../../../lib/navigation/navigation.tsx';
import { useInstallStore } from '../stores/install-store.ts';

/**
 * Whether this tab has a page of the site to go back to. React Router numbers its history entries
 * (`idx`, from 0 where the app was opened; router-groundwork.ts stamps the first), so a page the
 * traveller came to from outside the app, or opened it at, has none.
 */
function canGoBack(): boolean {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' && idx > 0;
}

/**
 * Back, in the header of the app opened from the home screen. There the browser's own bar is gone:
 * an iPhone shows no back button at all (only an edge swipe few travellers know), a desktop app
 * window none either, so a traveller who followed a link from a destination to its guide had no way
 * back but the menu. In a browser tab this renders nothing: the browser has its back button.
 */
export function StandaloneBack({ className }: { className: string }) {
  const installed = useInstallStore((state) => state.installed);
  // Read on every new page: the location re-renders the header when the page changes.
  useLocation();
  if (!installed || !canGoBack()) return null;
  return (
    <button type="button" className={className} aria-label="Back" onClick={() => window.history.back()}>
      <svg width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        <path d="M12.5 4.5 7 10l5.5 5.5" />
      </svg>
    </button>
  );
}
