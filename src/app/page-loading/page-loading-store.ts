import { create } from 'zustand';

/**
 * Whether a page the traveller asked for is on its way: the router is loading its code (or the
 * landing page is loading the routed site). Set by whichever moves between pages, read by the bar.
 */
interface PageLoadingState {
  loading: boolean;
  setLoading(loading: boolean): void;
}

export const usePageLoading = create<PageLoadingState>()((set) => ({
  loading: false,
  setLoading: (loading) => set({ loading }),
}));
