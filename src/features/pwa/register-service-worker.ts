import { Workbox } from 'workbox-window';
import { usePwaStore } from './stores/pwa-store.ts';

/** Connectivity events feed the PWA store; called once from main.tsx (install: watch-install.ts). */
export function watchConnectivity(): void {
  const { setOnline } = usePwaStore.getState();
  setOnline(navigator.onLine);
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
}

/** Registers /sw.js; a waiting new version is offered to the reader instead of swapped under them. */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    usePwaStore.getState().setUpdate(() => {
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  void wb.register();
}
