import { create } from 'zustand';

/** Moments when offering to install the app helps rather than interrupts (issue 7: never on first paint). */
export type GoodMoment = 'read-guide' | 'saved-trip';

interface GoodMomentState {
  moment: GoodMoment | null;
  mark(moment: GoodMoment): void;
}

/** Features mark a moment (a guide read to its end, a trip saved); the install nudge listens. */
export const useGoodMoment = create<GoodMomentState>((set) => ({
  moment: null,
  mark: (moment) => set({ moment }),
}));
