import { create } from 'zustand';

/** Chromium's install prompt, kept for the moment the reader asks (beforeinstallprompt). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** Where the reader said "not now" to the install nudge; it is not offered again on this device. */
const NUDGE_DISMISSED_KEY = 'tbd-install-nudge-dismissed';

interface InstallState {
  promptEvent: BeforeInstallPromptEvent | null;
  /** iPhone and iPad have no install prompt: the site explains Share → Add to Home Screen instead. */
  iosHelp: boolean;
  /** Running from the home screen (display-mode: standalone): nothing to offer. */
  installed: boolean;
  sheetOpen: boolean;
  nudgeDismissed: boolean;
  setPromptEvent(event: BeforeInstallPromptEvent | null): void;
  setDevice(device: { iosHelp: boolean; installed: boolean }): void;
  /** The install entry: Chromium's own dialog, or the illustrated help on iOS. */
  install(): Promise<void>;
  closeSheet(): void;
  dismissNudge(): void;
}

/** What the install entry offers: nothing when installed or when the browser cannot install. */
export function installOffer(state: Pick<InstallState, 'promptEvent' | 'iosHelp' | 'installed'>): 'prompt' | 'ios-help' | null {
  if (state.installed) return null;
  if (state.promptEvent) return 'prompt';
  return state.iosHelp ? 'ios-help' : null;
}

function readDismissed(): boolean {
  try {
    return localStorage.getItem(NUDGE_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

/** Install state; starts empty on the server and in the hydrating render, filled by watchInstall(). */
export const useInstallStore = create<InstallState>((set, get) => ({
  promptEvent: null,
  iosHelp: false,
  installed: false,
  sheetOpen: false,
  nudgeDismissed: false,
  setPromptEvent: (promptEvent) => set({ promptEvent }),
  setDevice: ({ iosHelp, installed }) => set({ iosHelp, installed, nudgeDismissed: readDismissed() }),
  async install() {
    const { promptEvent, iosHelp } = get();
    if (promptEvent) {
      await promptEvent.prompt();
      // A prompt can be shown once; Chromium fires beforeinstallprompt again if the reader declined.
      set({ promptEvent: null });
      const { outcome } = await promptEvent.userChoice;
      if (outcome === 'accepted') set({ installed: true });
    } else if (iosHelp) {
      set({ sheetOpen: true });
    }
  },
  closeSheet: () => set({ sheetOpen: false }),
  dismissNudge() {
    try {
      localStorage.setItem(NUDGE_DISMISSED_KEY, '1');
    } catch {
      // private mode: remembered for this visit only
    }
    set({ nudgeDismissed: true });
  },
}));
