import type { FastifyInstance } from 'fastify';
import { createDeliveryLoop, type DeliveryLoop } from '../../../server/notifications/delivery-loop.ts';
import { retryDelayMs, type RetrySchedule } from '../../../server/notifications/retry-schedule.ts';
import type { NotificationChannel } from '../../../server/notifications/channel.ts';
import type { Notification } from '../../../server/notifications/notification-message.ts';
import { freshAppPerTest } from '../support/test-app.ts';
import { describeEachEngine } from '../support/engines.ts';
import { inDays } from '../support/http.ts';

const eventually = { timeout: 10_000, interval: 20 };
const silentLog = { warn() {}, error() {} };

/** A channel that records what it is given and fails while `failing` says so. */
function recordingChannel() {
  const delivered: Notification[] = [];
  const channel: NotificationChannel & { failing: string | null; delivered: Notification[] } = {
    name: 'email',
    failing: null,
    delivered,
    async deliver(notification) {
      if (channel.failing) throw new Error(channel.failing);
      delivered.push(notification);
    },
    async close() {},
  };
  return channel;
}

let app: FastifyInstance;
let loop: DeliveryLoop | undefined;

describeEachEngine('the delivery loop', (engine) => {
  const current = freshAppPerTest(engine);
  beforeEach(() => {
    app = current.app;
  });
  afterEach(async () => {
    await loop?.stop();
    loop = undefined;
  });

  /** An enquiry stored with an e-mail notification row, as the route does it. */
  async function storedEnquiry() {
    return app.db.transaction(async (tx) => {
      const saved = await app.enquiries.save({ name: 'Meera Iyer', date: inDays(40), contact: '+91 98450 12345', email: 'meera@example.com' }, undefined, tx);
      if (saved.kind !== 'created') throw new Error('not created');
      const item = { kind: 'enquiry' as const, id: saved.enquiry.id };
      await app.notificationOutbox.add(item, ['email'], tx);
      return item;
    });
  }

  const loopWith = (channel: NotificationChannel, retry: RetrySchedule, extra: { pollMs?: number } = {}) =>
    createDeliveryLoop({ outbox: app.notificationOutbox, channels: [channel], loadItem: (kind, id) => app.inbox.get(kind, id), retry, log: silentLog, ...extra });

  it('delivers what an earlier process left pending as soon as it starts', async () => {
    const item = await storedEnquiry();
    const channel = recordingChannel();
    loop = loopWith(channel, { baseMs: 10, maxMs: 10, giveUpAfterMs: 60_000 });
    loop.start();
    await vi.waitFor(() => expect(channel.delivered.map((n) => n.item.id)).toEqual([item.id]), eventually);
    expect(channel.delivered[0]!.item).toMatchObject({ kind: 'enquiry', name: 'Meera Iyer', email: 'meera@example.com' });
  });

  it('tries again with backoff, remembering the last error, until the channel accepts', async () => {
    const item = await storedEnquiry();
    const channel = recordingChannel();
    channel.failing = 'connect ECONNREFUSED 127.0.0.1:2525';
    loop = loopWith(channel, { baseMs: 20, maxMs: 40, giveUpAfterMs: 60_000 });
    loop.start();
    await vi.waitFor(async () => expect((await app.notificationOutbox.statusOf(item))[0]!.attempts).toBeGreaterThanOrEqual(3), eventually);
    expect((await app.notificationOutbox.statusOf(item))[0]).toMatchObject({ state: 'pending', lastError: 'connect ECONNREFUSED 127.0.0.1:2525' });
    channel.failing = null;
    await vi.waitFor(async () => expect((await app.notificationOutbox.statusOf(item))[0]).toMatchObject({ state: 'delivered', lastError: null }), eventually);
    expect(channel.delivered).toHaveLength(1);
  });

  it('gives a notification up as failed once it has been failing for too long', async () => {
    const item = await storedEnquiry();
    const channel = recordingChannel();
    channel.failing = 'mailbox unavailable';
    loop = loopWith(channel, { baseMs: 10, maxMs: 10, giveUpAfterMs: 0 });
    loop.start();
    await vi.waitFor(async () => expect(await app.notificationOutbox.statusOf(item)).toEqual([expect.objectContaining({ state: 'failed', attempts: 1, lastError: 'mailbox unavailable', nextAttemptAt: null })]), eventually);
  });

  it('takes over a row leased by a loop that died once the lease runs out, and delivers it once', async () => {
    const item = await storedEnquiry();
    const now = new Date();
    // Another process claimed the row and was killed before it could deliver.
    expect(await app.notificationOutbox.claimDue({ now, leaseUntil: new Date(now.getTime() + 300), channels: ['email'], limit: 10 })).toHaveLength(1);
    const channel = recordingChannel();
    loop = loopWith(channel, { baseMs: 10, maxMs: 10, giveUpAfterMs: 60_000 }, { pollMs: 50 });
    loop.start();
    expect(await app.notificationOutbox.claimDue({ now: new Date(), leaseUntil: new Date(), channels: ['email'], limit: 10 })).toEqual([]);
    await vi.waitFor(() => expect(channel.delivered.map((n) => n.item.id)).toEqual([item.id]), eventually);
    await vi.waitFor(async () => expect((await app.notificationOutbox.statusOf(item))[0]!.state).toBe('delivered'), eventually);
  });

  it('marks a notification of an item that no longer exists failed instead of retrying forever', async () => {
    await app.notificationOutbox.add({ kind: 'expert-request', id: 'gone' }, ['email']);
    const channel = recordingChannel();
    loop = loopWith(channel, { baseMs: 10, maxMs: 10, giveUpAfterMs: 60_000 });
    loop.start();
    await vi.waitFor(
      async () => expect(await app.notificationOutbox.statusOf({ kind: 'expert-request', id: 'gone' })).toEqual([expect.objectContaining({ state: 'failed', lastError: 'the expert-request gone no longer exists' })]),
      eventually,
    );
    expect(channel.delivered).toEqual([]);
  });

  it('once the mail server takes a message again, sends every notification waiting on it at once, not at its own next try', async () => {
    const waiting = [await storedEnquiry(), await storedEnquiry()];
    const channel = recordingChannel();
    channel.failing = 'connect ECONNREFUSED 127.0.0.1:2525';
    // After a failure the next try is a minute away, far beyond the wait below.
    loop = loopWith(channel, { baseMs: 60_000, maxMs: 60_000, giveUpAfterMs: 3_600_000 });
    loop.start();
    for (const item of waiting) await vi.waitFor(async () => expect((await app.notificationOutbox.statusOf(item))[0]!.attempts).toBe(1), eventually);

    channel.failing = null;
    const fresh = await storedEnquiry();
    loop.nudge();
    await vi.waitFor(() => expect(channel.delivered.map((n) => n.item.id).sort()).toEqual([...waiting, fresh].map((item) => item.id).sort()), eventually);
    await vi.waitFor(async () => expect(await app.notificationOutbox.countByState()).toEqual({ pending: 0, delivered: 3, failed: 0 }), eventually);
  });

  it('after a restart, the first message the mail server takes also sends what the earlier process left backed off', async () => {
    const left = await storedEnquiry();
    // The earlier process failed to send it while the mail server was down: next try in an hour.
    const [row] = await app.notificationOutbox.claimDue({ now: new Date(), leaseUntil: new Date(Date.now() + 1000), channels: ['email'], limit: 1 });
    await app.notificationOutbox.markRetry(row!.id, 'connect ECONNREFUSED 127.0.0.1:2525', new Date(Date.now() + 3_600_000));
    const fresh = await storedEnquiry();
    const channel = recordingChannel();
    loop = loopWith(channel, { baseMs: 60_000, maxMs: 60_000, giveUpAfterMs: 7_200_000 });
    loop.start();
    await vi.waitFor(() => expect(channel.delivered.map((n) => n.item.id).sort()).toEqual([left.id, fresh.id].sort()), eventually);
  });
});

describe('retryDelayMs', () => {
  const schedule = { baseMs: 1000, maxMs: 300_000, giveUpAfterMs: 0 };
  it('doubles from the base up to the cap', () => {
    expect([1, 2, 3, 4, 9, 10, 30].map((failures) => retryDelayMs(failures, schedule, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 256_000, 300_000, 300_000]);
  });
  it('spreads tries by ±20 %', () => {
    expect(retryDelayMs(3, schedule, () => 0)).toBe(3200);
    expect(retryDelayMs(3, schedule, () => 1)).toBe(4800);
  });
});
