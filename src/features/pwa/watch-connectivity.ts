import { usePwaStore } from './stores/pwa-store.ts';

/** Connectivity events feed the PWA store; called once from main.tsx (install: watch-install.ts). */
export function watchConnectivity(): void {
  const { setOnline } = usePwaStore.getState();
  setOnline(navigator.onLine);
  window.addEventListener('online', () => setOnline(true));
  window.addEventListener('offline', () => setOnline(false));
}
