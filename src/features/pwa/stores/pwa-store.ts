import { create } from 'zustand';

interface PwaState {
  /** False once the browser reports it lost the network; starts true so server and client agree. */
  online: boolean;
  /** A new service worker is waiting; calling `applyUpdate` activates it and reloads. */
  updateReady: boolean;
  applyUpdate: (() => void) | null;
  setOnline(online: boolean): void;
  setUpdate(applyUpdate: () => void): void;
  dismissUpdate(): void;
}

/** UI state of the installable app: connectivity and a pending update (install: install-store.ts). */
export const usePwaStore = create<PwaState>((set) => ({
  online: true,
  updateReady: false,
  applyUpdate: null,
  setOnline: (online) => set({ online }),
  setUpdate: (applyUpdate) => set({ updateReady: true, applyUpdate }),
  dismissUpdate: () => set({ updateReady: false }),
}));
