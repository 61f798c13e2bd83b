import { create } from 'zustand';

interface AboutOverlayState {
  /** spec §4: the about-us and values overlay is collapsed (false) or expanded (true). */
  expanded: boolean;
  expand: () => void;
  collapse: () => void;
}

/** UI state of the home page's about overlay (spec §2 home item 7). */
export const useAboutOverlay = create<AboutOverlayState>()((set) => ({
  expanded: false,
  expand: () => set({ expanded: true }),
  collapse: () => set({ expanded: false }),
}));
