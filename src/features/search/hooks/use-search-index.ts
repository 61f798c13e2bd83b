import { useCallback, useRef, useState } from 'react';
import type MiniSearch from 'minisearch';
import { loadSearchIndex } from '../api/load-search-index.ts';

export type SearchIndexState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; index: MiniSearch } | { status: 'error' };

/**
 * The index, loaded when `open()` is first called (the search field is focused, or the search page
 * has a query): nothing is downloaded for readers who never search. After a failure, `open()` retries.
 */
export function useSearchIndex(): { state: SearchIndexState; open: () => void } {
  const [state, setState] = useState<SearchIndexState>({ status: 'idle' });
  // The latest status without waiting for a render: typing fast calls open() many times.
  const status = useRef<SearchIndexState['status']>('idle');

  const open = useCallback(() => {
    if (status.current === 'loading' || status.current === 'ready') return;
    const settle = (next: SearchIndexState) => {
      status.current = next.status;
      setState(next);
    };
    settle({ status: 'loading' });
    loadSearchIndex().then(
      (index) => settle({ status: 'ready', index }),
      () => settle({ status: 'error' }),
    );
  }, []);

  return { state, open };
}
