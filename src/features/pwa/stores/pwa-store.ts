import { create } from 'zustand';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** False once the browser reports it lost the network; starts true so server and client agree. */
  online: boolean;
  /** A new service worker is waiting; calling `applyUpdate` activates it and reloads. */
  updateReady: boolean;
  applyUpdate: (() => void) | null;
  /** The browser offered an install prompt (Chromium's beforeinstallprompt). */
  installEvent: BeforeInstallPromptEvent | null;
  setOnline(online: boolean): void;
  setUpdate(applyUpdate: () => void): void;
  dismissUpdate(): void;
  setInstallEvent(event: BeforeInstallPromptEvent | null): void;
}

/** UI state of the installable app: connectivity, pending update, install prompt. */
export const usePwaStore = create<PwaState>((set) => ({
  online: true,
  updateReady: false,
  applyUpdate: null,
  installEvent: null,
  setOnline: (online) => set({ online }),
  setUpdate: (applyUpdate) => set({ updateReady: true, applyUpdate }),
  dismissUpdate: () => set({ updateReady: false }),
  setInstallEvent: (installEvent) => set({ installEvent }),
}));

export type { BeforeInstallPromptEvent };
