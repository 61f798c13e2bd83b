import { useIdleAfterHydration } from '../../../hooks/use-idle-after-hydration.ts';
import { loadedWhen } from '../../../lib/loaded-when.tsx';

/**
 * The worker is registered after hydration, when the browser is idle, so it never delays the first
 * paint or input; the code that registers it loads then too (issue 9).
 */
export const UpdatePrompt = loadedWhen(() => import('./service-worker-updates.tsx').then((m) => m.ServiceWorkerUpdates), useIdleAfterHydration);
