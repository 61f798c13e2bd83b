import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { answersAsOfNow, embedQueries } from '../../src/app/page-answers.ts';

const MINUTE = 60_000;
const key = ['itineraries', 'list', 'bali'];

/** The queries of a page prerendered `ageMs` ago, as TanStack dehydrates them: one answer. */
function prerenderedAgo(ageMs: number) {
  const server = new QueryClient();
  server.setQueryData(key, [{ _id: 'bali-honeymoon' }], { updatedAt: Date.now() - ageMs });
  return dehydrate(server);
}

/** Mounts an observer as a page's component does, and tells whether it asked the API. */
function fetchesOnMount(client: QueryClient) {
  const queryFn = vi.fn(async () => []);
  const unsubscribe = new QueryObserver(client, { queryKey: key, queryFn }).subscribe(() => {});
  unsubscribe();
  return queryFn.mock.calls.length > 0;
}

describe('answersAsOfNow', () => {
  const client = () => new QueryClient({ defaultOptions: { queries: { staleTime: 5 * MINUTE } } });

  it("keeps a page hydrated from its build's answers from asking the API for them again", () => {
    const old = prerenderedAgo(3 * 24 * 60 * MINUTE);
    const asPrerendered = client();
    hydrate(asPrerendered, old);
    expect(fetchesOnMount(asPrerendered)).toBe(true);

    const asOfNow = client();
    hydrate(asOfNow, answersAsOfNow(embedQueries(old)));
    expect(fetchesOnMount(asOfNow)).toBe(false);
    expect(asOfNow.getQueryData(key)).toEqual([{ _id: 'bali-honeymoon' }]);
    expect(asOfNow.getQueryState(key)).toMatchObject({ status: 'success', fetchStatus: 'idle', error: null, isInvalidated: false });
  });

  it('embeds an answer as its key and data only, and a failure whole, which it hydrates undated', () => {
    const [answer] = prerenderedAgo(10 * MINUTE).queries;
    const failure = { ...answer!, queryHash: '["x"]', queryKey: ['x'], state: { ...answer!.state, data: undefined, status: 'error' as const, error: new Error('not found'), dataUpdatedAt: 1 } };
    const embedded = embedQueries({ mutations: [], queries: [answer!, failure] });
    expect(embedded).toEqual([[key, [{ _id: 'bali-honeymoon' }]], failure]);
    const dated = answersAsOfNow(embedded, 1234);
    expect(dated.queries.map((q) => [q.queryHash, q.state.status, q.state.dataUpdatedAt])).toEqual([
      [JSON.stringify(key), 'success', 1234],
      ['["x"]', 'error', 1],
    ]);
    const hydrated = client();
    hydrate(hydrated, dated);
    expect(hydrated.getQueryState(['x'])?.status).toBe('error');
  });
});
