import { deliverOutbox } from '../../../../src/features/enquiry/outbox/deliver-outbox.ts';
import { LEASE_MS, newEntry, type OutboxEntry, type SendOutcome } from '../../../../src/features/enquiry/outbox/outbox-entry.ts';
import { createMemoryOutboxStore } from '../../../../src/features/enquiry/outbox/outbox-store.ts';

const T0 = 1_800_000_000_000;
const enquiry = (name: string) => ({ name, date: '2027-01-20', contact: '+91 98450 12345', email: `${name.toLowerCase()}@example.com` });
const entry = (key: string, at = T0) => newEntry('enquiry', enquiry(key), key, at);

/** A server that stores each key once and answers after `delayMs` of the test's clock. */
function fakeServer() {
  const stored = new Map<string, number>();
  const posts: string[] = [];
  return {
    stored,
    posts,
    send: async (e: OutboxEntry): Promise<SendOutcome> => {
      posts.push(e.key);
      await new Promise((r) => setTimeout(r, 5));
      stored.set(e.key, (stored.get(e.key) ?? 0) + 1);
      return { type: 'delivered', message: 'Stored', id: `row-${e.key}` };
    },
  };
}

it('page and worker delivering the same outbox at once: each entry is posted once and ends delivered', async () => {
  const store = createMemoryOutboxStore([entry('a-000001'), entry('b-000002'), entry('c-000003')]);
  const server = fakeServer();
  const clock = () => T0 + 10;
  const changes: string[] = [];
  await Promise.all([
    deliverOutbox(store, { holder: 'page-1', send: server.send, now: clock, onChange: () => changes.push('page') }),
    deliverOutbox(store, { holder: 'worker-1', send: server.send, now: clock, onChange: () => changes.push('worker'), ignoreBackoff: true }),
  ]);
  expect(server.posts.sort()).toEqual(['a-000001', 'b-000002', 'c-000003']);
  expect([...server.stored.values()]).toEqual([1, 1, 1]);
  expect((await store.list()).map((e) => [e.key, e.status, e.receipt?.id])).toEqual([
    ['a-000001', 'delivered', 'row-a-000001'],
    ['b-000002', 'delivered', 'row-b-000002'],
    ['c-000003', 'delivered', 'row-c-000003'],
  ]);
  expect(changes.length).toBe(6); // a claim and a settle per entry, whoever did them
});

it('a try that outlives its lease cannot undo the newer try: late failure ignored, delivery kept', async () => {
  let now = T0;
  const store = createMemoryOutboxStore([entry('a-000001')]);
  let failLate!: () => void;
  const hanging = deliverOutbox(store, {
    holder: 'page-closed',
    send: () => new Promise<SendOutcome>((resolve) => (failLate = () => resolve({ type: 'retry', reason: 'timeout' }))),
    now: () => now,
    onChange: () => {},
  });
  await vi.waitFor(() => expect(failLate).toBeDefined());

  now = T0 + LEASE_MS - 1;
  const early = fakeServer();
  await deliverOutbox(store, { holder: 'worker-1', send: early.send, now: () => now, onChange: () => {}, ignoreBackoff: true });
  expect(early.posts).toEqual([]); // the lease still holds

  now = T0 + LEASE_MS;
  const server = fakeServer();
  expect(await deliverOutbox(store, { holder: 'worker-1', send: server.send, now: () => now, onChange: () => {}, ignoreBackoff: true })).toEqual([]);
  failLate();
  await hanging;
  const [only] = await store.list();
  expect(only).toMatchObject({ status: 'delivered', attempts: 2, receipt: { id: 'row-a-000001' } });
});

it('the page respects the back-off of a failed entry; the worker’s sync (the connection is back) does not wait for it', async () => {
  const failed: OutboxEntry = { ...entry('a-000001'), attempts: 1, lastFailure: { reason: 'network', at: T0 } };
  const store = createMemoryOutboxStore([failed]);
  const page = fakeServer();
  const pending = await deliverOutbox(store, { holder: 'page-1', send: page.send, now: () => T0 + 1999, onChange: () => {} });
  expect(page.posts).toEqual([]);
  expect(pending.map((e) => e.status)).toEqual(['queued']);

  const worker = fakeServer();
  await deliverOutbox(store, { holder: 'worker-1', send: worker.send, now: () => T0 + 1999, onChange: () => {}, ignoreBackoff: true });
  expect(worker.posts).toEqual(['a-000001']);
});

it('a refusal is final: the entry is not posted again, and other entries still go', async () => {
  const store = createMemoryOutboxStore([entry('a-000001'), entry('b-000002', T0 + 1)]);
  const posts: string[] = [];
  const send = async (e: OutboxEntry): Promise<SendOutcome> => {
    posts.push(e.key);
    return e.key === 'a-000001' ? { type: 'refused', status: 400, message: 'No', fieldErrors: { date: 'Please choose a date from today on.' } } : { type: 'delivered' };
  };
  await deliverOutbox(store, { holder: 'page-1', send, now: () => T0 + 5, onChange: () => {} });
  await deliverOutbox(store, { holder: 'page-1', send, now: () => T0 + 10, onChange: () => {} });
  expect(posts).toEqual(['a-000001', 'b-000002']);
  expect((await store.list()).map((e) => e.status)).toEqual(['refused', 'delivered']);
});
