import type { InboxItem, InboxKind } from '../inbox/inbox-item.ts';
import type { ClaimedNotification, NotificationOutbox } from '../repositories/notification-outbox.ts';
import { DELIVERY_TIMEOUT_MS, type ChannelName, type NotificationChannel } from './channel.ts';
import { retryDelayMs, type RetrySchedule } from './retry-schedule.ts';

export interface DeliveryLoopOptions {
  outbox: NotificationOutbox;
  channels: readonly NotificationChannel[];
  loadItem(kind: InboxKind, id: string): Promise<InboxItem | null>;
  retry: RetrySchedule;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  /** Rows claimed per round and delivered side by side. */
  batchSize?: number;
  /** A nudge waits this long, so a burst of enquiries is claimed and marked in a few batches. */
  nudgeDelayMs?: number;
  /** Even with nothing due, look again this often (rows written by other instances). */
  pollMs?: number;
  deliveryTimeoutMs?: number;
  /** stop() waits this long at most for deliveries under way; rows still out are retried by the next start once their lease ends. */
  stopTimeoutMs?: number;
}

export interface DeliveryLoop {
  /** Starts the loop (delivers whatever is due, including rows left by an earlier process). */
  start(): void;
  /** Something new is due: deliver now rather than at the next poll. */
  nudge(): void;
  /** Stops claiming and waits (up to stopTimeoutMs) for deliveries under way. */
  stop(): Promise<void>;
}

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    work.then(resolve, reject).finally(() => clearTimeout(timer));
  });

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * Delivers the notification outbox: claims due rows (with a lease, so a crashed process's rows come
 * back), sends each through its channel, and marks it delivered, or schedules the next try with
 * exponential backoff, or after `retry.giveUpAfterMs` marks it failed. Nothing here runs inside a
 * traveller's request: a slow or dead mail server delays notifications, never an answer.
 */
export function createDeliveryLoop(options: DeliveryLoopOptions): DeliveryLoop {
  const { outbox, channels, loadItem, retry, log, batchSize = 16, nudgeDelayMs = 20, pollMs = 5000, deliveryTimeoutMs = DELIVERY_TIMEOUT_MS, stopTimeoutMs = 5000 } = options;
  const byName = new Map<ChannelName, NotificationChannel>(channels.map((c) => [c.name, c]));
  const names = [...byName.keys()];
  // Long enough for a delivery to time out and be recorded; a dead process's rows return after it.
  const leaseMs = deliveryTimeoutMs * 2;
  // Channels whose last try failed; at start all, since an earlier process may have left rows backed off.
  const suspect = new Set<ChannelName>(names);
  let stopped = true;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let nudged: NodeJS.Timeout | undefined;

  /** Sends one notification; true when the channel accepted it (the caller marks the batch delivered). */
  async function deliver(row: ClaimedNotification): Promise<boolean> {
    const channel = byName.get(row.channel)!;
    try {
      const item = await loadItem(row.itemKind, row.itemId);
      if (!item) {
        await outbox.markFailed(row.id, `the ${row.itemKind} ${row.itemId} no longer exists`);
        return false;
      }
      await withTimeout(channel.deliver({ id: row.id, item }), deliveryTimeoutMs);
      return true;
    } catch (error) {
      const message = describe(error);
      const age = Date.now() - Date.parse(row.createdAt);
      if (age >= retry.giveUpAfterMs) {
        log.error({ notificationId: row.id, channel: row.channel, err: message }, 'notification given up');
        await outbox.markFailed(row.id, message);
      } else {
        log.warn({ notificationId: row.id, channel: row.channel, attempt: row.attempts + 1, err: message }, 'notification not delivered; will try again');
        await outbox.markRetry(row.id, message, new Date(Date.now() + retryDelayMs(row.attempts + 1, retry)));
      }
      return false;
    }
  }

  /**
   * A channel that failed (or may have, before this start) and now accepted everything sent to it in
   * a round is back: the rows waiting on it go out now rather than each at its own backed-off try.
   */
  async function retryWaitingOnRecoveredChannels(claimed: readonly ClaimedNotification[], accepted: readonly boolean[]): Promise<void> {
    const failedNow = new Set(claimed.filter((_row, i) => !accepted[i]).map((row) => row.channel));
    const recovered = new Set(claimed.filter((row, i) => accepted[i] && suspect.has(row.channel) && !failedNow.has(row.channel)).map((row) => row.channel));
    for (const channel of failedNow) suspect.add(channel);
    for (const channel of recovered) {
      suspect.delete(channel);
      await outbox.retryNow(channel, new Date());
    }
  }

  async function round(): Promise<void> {
    while (!stopped) {
      const now = new Date();
      const claimed = await outbox.claimDue({ now, leaseUntil: new Date(now.getTime() + leaseMs), channels: names, limit: batchSize });
      if (!claimed.length) return;
      const accepted = await Promise.all(claimed.map((row) => deliver(row)));
      await outbox.markDelivered(claimed.filter((_row, i) => accepted[i]).map((row) => row.id), new Date());
      await retryWaitingOnRecoveredChannels(claimed, accepted);
    }
  }

  async function schedule(): Promise<void> {
    if (stopped) return;
    const due = await outbox.nextDueAt(names).catch(() => null);
    const wait = due ? Math.min(Math.max(0, Date.parse(due) - Date.now()), pollMs) : pollMs;
    clearTimeout(timer);
    timer = setTimeout(kick, wait);
    timer.unref();
  }

  function kick(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    again = false;
    running = round()
      .catch((error) => log.error({ err: describe(error) }, 'notification loop round failed'))
      .then(() => (again ? undefined : schedule()))
      .catch(() => {})
      .finally(() => {
        running = null;
        if (again) kick();
      });
  }

  return {
    start() {
      if (!names.length || !stopped) return;
      stopped = false;
      kick();
    },
    nudge() {
      if (stopped || nudged) return;
      nudged = setTimeout(() => {
        nudged = undefined;
        kick();
      }, nudgeDelayMs);
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearTimeout(nudged);
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([running, new Promise((resolve) => (waited = setTimeout(resolve, stopTimeoutMs)))]);
      clearTimeout(waited);
    },
  };
}
