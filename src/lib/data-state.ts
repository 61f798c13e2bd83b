/**
 * The honest state of a page's data (issue 7): what the screen may claim, given what the query
 * knows. 'not found' only when the server said so (a 404), never for a failed connection.
 */
export type DataState =
  | { kind: 'loading' }
  /** `savedOn`: shown from the device (offline, or a refresh failed), with the date of that copy. */
  | { kind: 'ready'; savedOn: number | null }
  | { kind: 'not-found' }
  /** Offline, and this page's data is not on the device. */
  | { kind: 'offline' }
  /** Online, but the server could not be reached or failed. */
  | { kind: 'unreachable' };

export interface DataStateInput {
  hasData: boolean;
  status: 'pending' | 'error' | 'success';
  error: unknown;
  /** When the data in the cache was fetched (ms). */
  dataUpdatedAt: number;
  online: boolean;
  /** When the copy the device answered with was saved (ms), if the data came from one. */
  copySavedAt: number | null;
}

/**
 * A server's "does not exist". Duck-typed: an error dehydrated into the prerendered page reaches the
 * browser as a plain object with its status, not as an ApiError.
 */
export function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

export function chooseDataState({ hasData, status, error, dataUpdatedAt, online, copySavedAt }: DataStateInput): DataState {
  if (hasData) {
    const fromDevice = !online || status === 'error' || copySavedAt !== null;
    return { kind: 'ready', savedOn: fromDevice ? (copySavedAt ?? dataUpdatedAt) : null };
  }
  if (status === 'pending') return { kind: 'loading' };
  if (isNotFound(error)) return { kind: 'not-found' };
  const offlineError = typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'OfflineError';
  return !online || offlineError ? { kind: 'offline' } : { kind: 'unreachable' };
}
