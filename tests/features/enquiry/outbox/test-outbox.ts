import { createPageOutbox, replacePageOutbox } from '../../../../src/features/enquiry/outbox/page-outbox.ts';
import { createMemoryOutboxStore, type OutboxStore } from '../../../../src/features/enquiry/outbox/outbox-store.ts';
import { useOutboxView } from '../../../../src/features/enquiry/outbox/outbox-view-store.ts';

/**
 * Gives every test an empty outbox of its own: the in-memory store behind the same interface as
 * IndexedDB (jsdom has none), a started page outbox, and a fresh view. Returns the current store.
 */
export function withEmptyOutbox() {
  let store: OutboxStore;
  let stop = () => {};
  // Forms load the schema check on submit; loaded once here, it answers within the tests' fake time.
  beforeAll(() => import('../../../../src/features/enquiry/outbox/check-payload.ts'));
  beforeEach(() => {
    store = createMemoryOutboxStore();
    const outbox = createPageOutbox(store);
    replacePageOutbox(outbox);
    useOutboxView.setState(useOutboxView.getInitialState(), true);
    stop = outbox.start();
  });
  afterEach(() => {
    stop();
    vi.restoreAllMocks();
  });
  return { store: () => store };
}

/** What navigator.onLine reports until the test ends. */
export function setNavigatorOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}
