import { claim, dueAt, LEASE_MS, newEntry, retryDelay, settle, canRemove, type OutboxEntry } from '../../../../src/features/enquiry/outbox/outbox-entry.ts';

const enquiry = { name: 'Meera Iyer', date: '2027-01-20', contact: '+91 98450 12345', email: 'meera@example.com' };
const T0 = 1_800_000_000_000;
const queued = (): OutboxEntry => newEntry('enquiry', enquiry, 'key-0001-abcdef', T0);

describe('claim', () => {
  it('takes a queued entry: sending, one more attempt, leased to the claimer', () => {
    expect(claim(queued(), 'page-a', T0 + 5)).toEqual({ ...queued(), status: 'sending', attempts: 1, lease: { holder: 'page-a', until: T0 + 5 + LEASE_MS } });
  });

  it('leaves an entry someone else is sending alone until their lease runs out', () => {
    const sending = claim(queued(), 'page-a', T0)!;
    expect(claim(sending, 'worker-b', T0 + LEASE_MS - 1)).toBeNull();
    expect(claim(sending, 'worker-b', T0 + LEASE_MS)).toMatchObject({ status: 'sending', attempts: 2, lease: { holder: 'worker-b' } });
  });

  it('never takes a decided entry', () => {
    const sending = claim(queued(), 'page-a', T0)!;
    expect(claim(settle(sending, 'page-a', { type: 'delivered' }, T0)!, 'page-a', T0 + 1)).toBeNull();
    expect(claim(settle(sending, 'page-a', { type: 'refused', status: 400, fieldErrors: {} }, T0)!, 'page-a', T0 + 1)).toBeNull();
  });
});

describe('settle', () => {
  const sending = () => claim(queued(), 'page-a', T0)!;

  it('records a delivery with the server’s answer and drops the lease', () => {
    const delivered = settle(sending(), 'page-a', { type: 'delivered', message: 'Thank you!', id: 'row-1' }, T0 + 300)!;
    expect(delivered.status).toBe('delivered');
    expect(delivered.receipt).toEqual({ message: 'Thank you!', id: 'row-1', at: T0 + 300 });
    expect(delivered.lease).toBeUndefined();
  });

  it('accepts a delivery from a holder whose lease was taken over: the key made it one row either way', () => {
    const takenOver = claim(sending(), 'worker-b', T0 + LEASE_MS)!;
    expect(settle(takenOver, 'page-a', { type: 'delivered' }, T0 + LEASE_MS + 1)?.status).toBe('delivered');
  });

  it('ignores a failure or a refusal from a holder whose lease was taken over (no clobbering the newer try)', () => {
    const takenOver = claim(sending(), 'worker-b', T0 + LEASE_MS)!;
    expect(settle(takenOver, 'page-a', { type: 'retry', reason: 'timeout' }, T0 + LEASE_MS + 1)).toBeNull();
    expect(settle(takenOver, 'page-a', { type: 'refused', status: 400, fieldErrors: {} }, T0 + LEASE_MS + 1)).toBeNull();
  });

  it('puts a failed try back in the queue with its reason and time', () => {
    const again = settle(sending(), 'page-a', { type: 'retry', reason: 'server', message: 'Busy' }, T0 + 900)!;
    expect(again).toMatchObject({ status: 'queued', attempts: 1, lastFailure: { reason: 'server', message: 'Busy', at: T0 + 900 } });
    expect(again.lease).toBeUndefined();
  });

  it('keeps the refusal’s message and field messages', () => {
    const refused = settle(sending(), 'page-a', { type: 'refused', status: 400, message: 'Please check', fieldErrors: { name: 'Please tell us your name.' } }, T0)!;
    expect(refused).toMatchObject({ status: 'refused', refusal: { status: 400, message: 'Please check', fieldErrors: { name: 'Please tell us your name.' } } });
  });

  it('changes nothing once an entry is decided', () => {
    const delivered = settle(sending(), 'page-a', { type: 'delivered' }, T0)!;
    expect(settle(delivered, 'worker-b', { type: 'delivered', message: 'again' }, T0 + 1)).toBeNull();
    expect(settle(delivered, 'page-a', { type: 'retry', reason: 'network' }, T0 + 1)).toBeNull();
  });
});

describe('when an entry falls due', () => {
  it('backs off 2 s, 4 s, 8 s … up to a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 12].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
  });

  it('is due at once when new, after the back-off when it failed, when the lease ends while sending, never once decided', () => {
    expect(dueAt(queued())).toBe(T0);
    const sending = claim(queued(), 'page-a', T0)!;
    expect(dueAt(sending)).toBe(T0 + LEASE_MS);
    const failed = settle(sending, 'page-a', { type: 'retry', reason: 'network' }, T0 + 100)!;
    expect(dueAt(failed)).toBe(T0 + 100 + 2000);
    expect(dueAt(settle(claim(failed, 'page-a', T0 + 2100)!, 'page-a', { type: 'delivered' }, T0 + 2200)!)).toBeNull();
  });

  it('may be removed only once decided', () => {
    const sending = claim(queued(), 'page-a', T0)!;
    expect([queued(), sending].map(canRemove)).toEqual([false, false]);
    expect(canRemove(settle(sending, 'page-a', { type: 'delivered' }, T0)!)).toBe(true);
  });
});
