import { create } from 'zustand';
import { OFFLINE_COPY_HEADER } from '../../shared/config/offline.ts';

interface DeviceCopiesState {
  /** API path → when the copy shown for it was saved (ms), for answers that came from the device. */
  savedAt: Record<string, number>;
  mark(path: string, savedAt: number): void;
  clear(path: string): void;
}

/**
 * Which API answers on screen came from a copy on this device rather than the network, and how old
 * they are: the "Offline · saved on {date}" note reads it. Starts empty on the server and in the
 * first client render, so hydration always agrees.
 */
export const useDeviceCopies = create<DeviceCopiesState>((set) => ({
  savedAt: {},
  mark: (path, savedAt) => set((state) => ({ savedAt: { ...state.savedAt, [path]: savedAt } })),
  clear: (path) =>
    set((state) => {
      if (!(path in state.savedAt)) return state;
      const { [path]: _gone, ...rest } = state.savedAt;
      return { savedAt: rest };
    }),
}));

/** When a stored response was fetched: its Date header (set by the server), else now. */
function fetchedAt(response: Response): number {
  const date = Date.parse(response.headers.get('date') ?? '');
  return Number.isNaN(date) ? Date.now() : date;
}

/** Notes whether `response` for `path` came from the network or from a copy on the device. */
export function noteAnswerSource(path: string, response: Response): void {
  const { mark, clear } = useDeviceCopies.getState();
  if (response.headers.has(OFFLINE_COPY_HEADER)) mark(path, fetchedAt(response));
  else clear(path);
}

/**
 * A copy of `path` kept on this device (the worker's API cache or a saved trip), read straight from
 * Cache Storage: offline, this answers without a request that could only fail. Null when there is none.
 */
export async function readDeviceCopy(path: string): Promise<Response | null> {
  if (typeof caches === 'undefined') return null;
  const response = await caches.match(path, { ignoreVary: true }).catch(() => undefined);
  if (!response?.ok) return null;
  useDeviceCopies.getState().mark(path, fetchedAt(response));
  return response;
}
