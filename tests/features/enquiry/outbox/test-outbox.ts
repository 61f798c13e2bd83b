import { act } from '@testing-library/react';
import { createPageOutbox, replacePageOutbox } from '../../../../src/features/enquiry/outbox/page-outbox.ts';
import { createMemoryOutboxStore, type OutboxStore } from '../../../../src/features/enquiry/outbox/outbox-store.ts';
import { useOutboxView } from '../../../../src/features/enquiry/outbox/outbox-view-store.ts';
import { handOff } from '../../../../src/features/enquiry/hand-off.ts';

/**
 * A form test's world: fake timers, a mocked fetch (the server) and WhatsApp hand-off, and an empty
 * outbox of its own per test: the in-memory store behind the same interface as IndexedDB (jsdom has
 * none), a started page outbox and a fresh view.
 */
export function outboxTestBed() {
  const fetchMock = vi.fn<typeof fetch>();
  const navigate = vi.fn<(url: string) => void>();
  let store: OutboxStore;
  let stop = () => {};
  // Forms load the schema check on submit; loaded once here, it answers within the tests' fake time.
  beforeAll(() => import('../../../../src/features/enquiry/outbox/check-payload.ts'));
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', fetchMock);
    handOff.navigate = navigate;
    store = createMemoryOutboxStore();
    const outbox = createPageOutbox(store);
    replacePageOutbox(outbox);
    useOutboxView.setState(useOutboxView.getInitialState(), true);
    stop = outbox.start();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    navigate.mockReset();
  });
  return {
    fetchMock,
    navigate,
    store: () => store,
    /** Lets promises and due timers run (the in-memory outbox answers in microtasks). */
    settle: (ms = 0) => act(() => vi.advanceTimersByTimeAsync(ms)),
  };
}

/** A JSON answer of the server. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** What navigator.onLine reports until the test ends. */
export function setNavigatorOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}
