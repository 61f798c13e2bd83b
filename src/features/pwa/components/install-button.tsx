import type { HeaderActionLook } from '../../../components/layout/header-actions.tsx';
import { installOffer, useInstallStore } from '../stores/install-store.ts';

export function InstallIcon({ size = 18 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <rect x="5" y="1.75" width="10" height="16.5" rx="2" />
      <path d="M10 6v6m0 0 2.25-2.25M10 12 7.75 9.75M8.5 15.5h3" />
    </svg>
  );
}

/**
 * The install entry (issue 7): shown when the browser can install the site (Chromium's kept
 * prompt) or on iPhone and iPad (the help sheet), hidden when running installed.
 */
export function InstallButton({ className, labelClassName, onChoose, label = 'Install app' }: Partial<HeaderActionLook> & { label?: string }) {
  const offer = useInstallStore(installOffer);
  if (!offer) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        onChoose?.();
        void useInstallStore.getState().install();
      }}
    >
      <InstallIcon />
      <span className={labelClassName}>{label}</span>
    </button>
  );
}
