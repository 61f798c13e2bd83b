import { createPageCourier } from '../../../../src/features/enquiry/outbox/page-courier.ts';
import { newEntry, type OutboxEntry, type SendOutcome } from '../../../../src/features/enquiry/outbox/outbox-entry.ts';
import { createMemoryOutboxStore } from '../../../../src/features/enquiry/outbox/outbox-store.ts';

const enquiry = { name: 'Meera Iyer', date: '2027-01-20', contact: '+91 98450 12345', email: 'meera@example.com' };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function courierFor(entries: OutboxEntry[], online = () => true) {
  const store = createMemoryOutboxStore(entries);
  const send = vi.fn(async (): Promise<SendOutcome> => ({ type: 'delivered' }));
  const courier = createPageCourier({ store, holder: 'page-new', send, now: () => Date.now(), isOnline: online, onChange: () => {} });
  return { store, send, courier };
}

it('takes over an entry a closed page left "sending" once that page’s lease runs out', async () => {
  const left: OutboxEntry = { ...newEntry('enquiry', enquiry, 'key-left-0001', Date.now()), status: 'sending', attempts: 1, lease: { holder: 'page-gone', until: Date.now() + 3000 } };
  const { store, send, courier } = courierFor([left]);
  await courier.deliverNow();
  expect(send).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(2999);
  expect(send).not.toHaveBeenCalled();
  await vi.advanceTimersByTimeAsync(1);
  expect(send).toHaveBeenCalledTimes(1);
  expect((await store.list()).map((e) => [e.status, e.attempts])).toEqual([['delivered', 2]]);
});

it('offline it neither tries nor polls; asked again when the connection returns, it sends', async () => {
  let online = false;
  const { send, courier } = courierFor([newEntry('enquiry', enquiry, 'key-off-00001', Date.now())], () => online);
  await courier.deliverNow();
  await vi.advanceTimersByTimeAsync(60 * 60_000);
  expect(send).not.toHaveBeenCalled();
  expect(vi.getTimerCount()).toBe(0);
  online = true;
  await courier.deliverNow();
  expect(send).toHaveBeenCalledTimes(1);
});

it('retries a failed try after its back-off while the page stays open', async () => {
  const { store, send, courier } = courierFor([newEntry('enquiry', enquiry, 'key-flaky-001', Date.now())]);
  send.mockResolvedValueOnce({ type: 'retry', reason: 'server', message: 'Busy' });
  await courier.deliverNow();
  expect((await store.list())[0]).toMatchObject({ status: 'queued', lastFailure: { reason: 'server', message: 'Busy' } });
  await vi.advanceTimersByTimeAsync(1999);
  expect(send).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(1);
  expect(send).toHaveBeenCalledTimes(2);
  expect((await store.list())[0]!.status).toBe('delivered');
});
