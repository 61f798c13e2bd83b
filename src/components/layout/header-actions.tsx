import { createContext, useContext, type ReactNode } from 'react';

/** How an entry looks where the header draws it: the desktop bar's icon links, or the mobile menu's rows. */
export interface HeaderActionLook {
  className: string;
  /** Hides the words on narrow desktop bars (the icon stays, with its accessible name). */
  labelClassName?: string;
  /** Closes the mobile menu after a choice. */
  onChoose?: () => void;
}

/** Where the search field sits: the desktop bar (on the hero or on paper) or the mobile menu. */
export interface SearchSlot {
  placement: 'header' | 'menu';
  tone: 'paper' | 'night';
  /** Closes the mobile menu when a result is chosen. */
  onNavigate?: () => void;
}

/**
 * What the app adds to every header beside the site's links (back, the search field and the install
 * entry). The app's root layout provides it, so shared layout never imports a feature.
 */
export interface HeaderActions {
  /** Back, before the brand, where the browser's own is missing (the app opened from the home screen). */
  back?: (look: { className: string }) => ReactNode;
  render?: (look: HeaderActionLook) => ReactNode;
  search?: (slot: SearchSlot) => ReactNode;
}

export const HeaderActionsContext = createContext<HeaderActions>({});

export const useHeaderActions = () => useContext(HeaderActionsContext);
