import { create } from 'zustand';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** False once the browser reports it lost the network; starts true so server and client agree. */
  online: boolean;
  /** The browser offered an install prompt (Chromium's beforeinstallprompt). */
  installEvent: BeforeInstallPromptEvent | null;
  setOnline(online: boolean): void;
  setInstallEvent(event: BeforeInstallPromptEvent | null): void;
}

/** UI state of the installable app: connectivity and the install prompt (a waiting update: update-prompt.tsx). */
export const usePwaStore = create<PwaState>((set) => ({
  online: true,
  installEvent: null,
  setOnline: (online) => set({ online }),
  setInstallEvent: (installEvent) => set({ installEvent }),
}));

export type { BeforeInstallPromptEvent };
