import { useSyncExternalStore } from 'react';
import { onlineManager } from '@tanstack/react-query';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);

/**
 * Whether the browser has a network, as TanStack Query sees it (main.tsx seeds it from
 * navigator.onLine). The prerender and the hydrating render both say "online", so markup agrees.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, () => onlineManager.isOnline(), () => true);
}
