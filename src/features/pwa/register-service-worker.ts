import { usePwaStore, type BeforeInstallPromptEvent } from './stores/pwa-store.ts';

/** Connectivity and install events feed the PWA store; called once from main.tsx. */
export function watchConnectivity(): void {
  const { setOnline, setInstallEvent } = usePwaStore.getState();
  setOnline(navigator.onLine);
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setInstallEvent(event as BeforeInstallPromptEvent);
  });
}

/**
 * Registers /sw.js; a waiting new version is offered to the reader instead of swapped under them.
 * workbox-window is loaded here, off the page's critical path.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const { Workbox } = await import('workbox-window');
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    usePwaStore.getState().setUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register();
}
