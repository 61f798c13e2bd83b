import { chooseDataState, type DataStateInput } from '../../src/lib/data-state.ts';
import { ApiError, OfflineError } from '../../src/lib/api-client.ts';

const DAY = 24 * 3600 * 1000;
const fetched = Date.UTC(2026, 10, 20);
const base: DataStateInput = { hasData: false, status: 'pending', error: null, dataUpdatedAt: 0, online: true, copySavedAt: null };

describe('the honest state of a data page', () => {
  it('is loading while the first answer is on its way', () => {
    expect(chooseDataState(base)).toEqual({ kind: 'loading' });
  });

  it('shows fresh data from the network without an offline note', () => {
    expect(chooseDataState({ ...base, hasData: true, status: 'success', dataUpdatedAt: fetched })).toEqual({ kind: 'ready', savedOn: null });
  });

  it('says "not found" only when the server answered 404', () => {
    expect(chooseDataState({ ...base, status: 'error', error: new ApiError(404, 'Destination not found', null) })).toEqual({ kind: 'not-found' });
    // An error dehydrated into a prerendered page arrives as a plain object with its status.
    expect(chooseDataState({ ...base, status: 'error', error: { name: 'ApiError', status: 404 } })).toEqual({ kind: 'not-found' });
  });

  it('never calls a failed connection "not found"', () => {
    expect(chooseDataState({ ...base, status: 'error', error: new TypeError('Failed to fetch'), online: false })).toEqual({ kind: 'offline' });
    expect(chooseDataState({ ...base, status: 'error', error: new OfflineError('/api/page/Bali'), online: true })).toEqual({ kind: 'offline' });
    expect(chooseDataState({ ...base, status: 'error', error: new TypeError('Failed to fetch'), online: true })).toEqual({ kind: 'unreachable' });
    expect(chooseDataState({ ...base, status: 'error', error: new ApiError(503, 'busy', null), online: true })).toEqual({ kind: 'unreachable' });
  });

  it('dates data shown offline by when it was fetched', () => {
    expect(chooseDataState({ ...base, hasData: true, status: 'success', dataUpdatedAt: fetched, online: false })).toEqual({ kind: 'ready', savedOn: fetched });
  });

  it('dates data shown after a failed refresh, even online', () => {
    const state = chooseDataState({ ...base, hasData: true, status: 'error', error: new TypeError('Failed to fetch'), dataUpdatedAt: fetched });
    expect(state).toEqual({ kind: 'ready', savedOn: fetched });
  });

  it('dates an answer the device gave from a saved copy by that copy, not by when it was read', () => {
    const savedAt = fetched - 5 * DAY;
    expect(chooseDataState({ ...base, hasData: true, status: 'success', dataUpdatedAt: fetched, online: false, copySavedAt: savedAt })).toEqual({
      kind: 'ready',
      savedOn: savedAt,
    });
  });
});
