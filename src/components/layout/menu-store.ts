import { create } from 'zustand';

/**
 * Which mobile navigation menu is open, if any (spec §2: the hamburger toggles it). Keyed by the
 * header's id so that two headers on one page (hero and a page header) never open together.
 */
interface MenuState {
  openMenuId: string | null;
  toggle(menuId: string): void;
  close(): void;
}

export const useMenuStore = create<MenuState>()((set) => ({
  openMenuId: null,
  toggle: (menuId) => set((state) => ({ openMenuId: state.openMenuId === menuId ? null : menuId })),
  close: () => set({ openMenuId: null }),
}));
