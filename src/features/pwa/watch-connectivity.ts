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
