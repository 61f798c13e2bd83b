import type { UseQueryResult } from '@tanstack/react-query';
import { chooseDataState, type DataState } from '../lib/data-state.ts';
import { useDeviceCopies } from '../lib/device-copies.ts';
import { useOnline } from './use-online.ts';

/** The honest state of `query`, whose data is the API answer at `apiPath` (see lib/data-state.ts). */
export function useDataState(query: UseQueryResult<unknown>, apiPath: string): DataState {
  const online = useOnline();
  const copySavedAt = useDeviceCopies((state) => state.savedAt[apiPath] ?? null);
  return chooseDataState({
    hasData: query.data !== undefined,
    status: query.status,
    error: query.error,
    dataUpdatedAt: query.dataUpdatedAt,
    online,
    copySavedAt,
  });
}
