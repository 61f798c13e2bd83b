import { loadedWhen } from '../lib/loaded-when.tsx';
import { useOutboxView } from '../features/enquiry/outbox/outbox-view-store.ts';
import { useInstallStore } from '../features/pwa/stores/install-store.ts';

const useEnquiriesToShow = () => useOutboxView((s) => s.entries.length > 0);
const useSheetOpen = () => useInstallStore((s) => s.sheetOpen);

/**
 * Parts of the site's frame no first screen shows, loaded when there is something to show (issue 9):
 * the page's JavaScript does not wait for them.
 */
export const OutboxNotice = loadedWhen(() => import('../features/enquiry/components/outbox-notice.tsx').then((m) => m.OutboxNotice), useEnquiriesToShow);
export const IosInstallSheet = loadedWhen(() => import('../features/pwa/components/ios-install-sheet.tsx').then((m) => m.IosInstallSheet), useSheetOpen);
