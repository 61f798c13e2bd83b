import { create } from 'zustand';

interface PwaState {
  /** False once the browser reports it lost the network; starts true so server and client agree. */
  online: boolean;
  setOnline(online: boolean): void;
}

/** UI state of the installable app: connectivity (install: install-store.ts; a waiting update: update-prompt.tsx). */
export const usePwaStore = create<PwaState>((set) => ({
  online: true,
  setOnline: (online) => set({ online }),
}));
