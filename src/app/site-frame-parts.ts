import { create } from 'zustand';
import { loadedWhen } from '../lib/loaded-when.tsx';
import { useOutboxView } from '../features/enquiry/outbox/outbox-view-store.ts';
import { useInstallStore } from '../features/pwa/stores/install-store.ts';

/** Whether the notice is on screen (or its code failed to load): the foot of the screen waits for it. */
const useNoticeCode = create(() => ({ settled: false }));

const useEnquiriesToShow = () => useOutboxView((s) => s.entries.length > 0);
const useSheetOpen = () => useInstallStore((s) => s.sheetOpen);

/**
 * Parts of the site's frame no first screen shows, loaded when there is something to show (issue 9):
 * the page's JavaScript does not wait for them.
 */
const noticeSettled = () => useNoticeCode.setState({ settled: true });
export const OutboxNotice = loadedWhen(
  () =>
    import('../features/enquiry/components/outbox-notice.tsx').then(
      (m) => m.OutboxNotice,
      (error: unknown) => {
        noticeSettled(); // no notice to wait for: the banner shows alone
        throw error;
      },
    ),
  useEnquiriesToShow,
  noticeSettled,
);
export const IosInstallSheet = loadedWhen(() => import('../features/pwa/components/ios-install-sheet.tsx').then((m) => m.IosInstallSheet), useSheetOpen);

/**
 * Whether the foot of the screen may show what it has: once the outbox is read and, if it holds
 * enquiries, their notice is rendered (its layout effect lets the banner into the same paint):
 * a notice inserted above a banner already shown moves the banner in the page's flow, which Chromium
 * counts as a layout shift even though the banner stays where it is on screen.
 */
export function useFootOfScreenReady(): boolean {
  const noticeSettled = useNoticeCode((s) => s.settled);
  return useOutboxView((s) => s.loaded && (s.entries.length === 0 || noticeSettled));
}
