import { useInstallStore, type BeforeInstallPromptEvent } from './stores/install-store.ts';

const STANDALONE = '(display-mode: standalone)';

/** iPhone, iPod, and iPadOS (which reports a Mac with a touch screen). */
function isAppleMobile(): boolean {
  const ua = navigator.userAgent;
  return /iPad|iPhone|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1);
}

function runningInstalled(): boolean {
  return window.matchMedia(STANDALONE).matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
}

/**
 * Feeds the install store (called once from main.tsx, after hydration starts): Chromium's
 * beforeinstallprompt is kept for the reader's own click, iOS gets the help sheet, and an
 * installed app offers nothing.
 */
export function watchInstall(): void {
  const { setPromptEvent, setDevice } = useInstallStore.getState();
  const update = () => setDevice({ iosHelp: isAppleMobile(), installed: runningInstalled() });
  update();
  window.matchMedia(STANDALONE).addEventListener('change', update);
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keeps Chromium's mini-infobar away: the site offers installing at a better moment.
    event.preventDefault();
    setPromptEvent(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => {
    setPromptEvent(null);
    update();
  });
}
