import { dehydrate, hydrate, QueryClient, QueryObserver } from '@tanstack/react-query';
import { answersAsOfNow } from '../../src/app/page-data.ts';

const MINUTE = 60_000;
const key = ['itineraries', 'list', 'bali'];

/** The page data of a page prerendered `ageMs` ago: one answer, one failure. */
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
    hydrate(asOfNow, answersAsOfNow(old));
    expect(fetchesOnMount(asOfNow)).toBe(false);
    expect(asOfNow.getQueryData(key)).toEqual([{ _id: 'bali-honeymoon' }]);
  });

  it('dates only answers, not failures', () => {
    const [answer] = prerenderedAgo(10 * MINUTE).queries;
    const failure = { ...answer!, queryHash: '["x"]', queryKey: ['x'], state: { ...answer!.state, status: 'error' as const, dataUpdatedAt: 1 } };
    const dated = answersAsOfNow({ mutations: [], queries: [answer!, failure] }, 1234);
    expect(dated.queries.map((q) => q.state.dataUpdatedAt)).toEqual([1234, 1]);
  });
});
