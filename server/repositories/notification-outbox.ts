import { randomUUID } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isoTimestamp, type SqlClient, type SqlExecutor } from '../db/sql-client.ts';
import type { InboxItem } from '../inbox/inbox-item.ts';
import type { ChannelName } from '../notifications/channel.ts';
import type { NotificationState, NotificationStatus } from '../notifications/notification-state.ts';

/** A notification the delivery loop has claimed. */
export interface ClaimedNotification {
  id: string;
  itemKind: InboxItem['kind'];
  itemId: string;
  channel: ChannelName;
  attempts: number;
  createdAt: string;
}

type ItemRef = Pick<InboxItem, 'kind' | 'id'>;

/**
 * The transactional outbox: `add` runs in the transaction that stores the enquiry or expert request,
 * so both exist or neither does. Only the delivery loop (server/notifications/delivery-loop.ts) moves
 * a row on: claim (a lease) → delivered, or tried again later, or failed.
 */
export interface NotificationOutbox {
  add(item: ItemRef, channels: readonly ChannelName[], tx?: SqlExecutor): Promise<void>;
  /** Leases up to `limit` due rows of these channels until `leaseUntil`; rows leased by a loop that died come back once the lease ends. */
  claimDue(options: { now: Date; leaseUntil: Date; channels: readonly ChannelName[]; limit: number }): Promise<ClaimedNotification[]>;
  /** Marks rows delivered, several at once (one write for a batch). */
  markDelivered(ids: readonly string[], at: Date): Promise<void>;
  markRetry(id: string, error: string, nextAttemptAt: Date): Promise<void>;
  markFailed(id: string, error: string): Promise<void>;
  /** Makes every pending row of `channel` waiting for a later try due at `now` (its server is back). */
  retryNow(channel: ChannelName, now: Date): Promise<void>;
  /** When the next pending row of these channels is due (ISO), or null. */
  nextDueAt(channels: readonly ChannelName[]): Promise<string | null>;
  statusOf(item: ItemRef): Promise<NotificationStatus[]>;
  countByState(): Promise<Record<NotificationState, number>>;
}

declare module 'fastify' {
  interface FastifyInstance {
    notificationOutbox: NotificationOutbox;
  }
}

interface Row {
  id: string;
  item_kind: InboxItem['kind'];
  item_id: string;
  channel: ChannelName;
  state: NotificationState;
  attempts: number;
  next_attempt_at: string | Date;
  last_error: string | null;
  created_at: string | Date;
  delivered_at: string | Date | null;
}

const placeholders = (from: number, count: number) => Array.from({ length: count }, (_, i) => `$${from + i}`).join(', ');
const optionalTime = (value: string | Date | null) => (value === null ? null : isoTimestamp(value));

export function createNotificationOutbox(db: SqlClient): NotificationOutbox {
  // Several PostgreSQL instances may claim at once: SKIP LOCKED lets each take different rows.
  const lock = db.dialect === 'postgres' ? 'FOR UPDATE SKIP LOCKED' : '';
  return {
    async add(item, channels, tx = db) {
      const now = new Date().toISOString();
      for (const channel of channels) {
        await tx.execute(
          `INSERT INTO notifications (id, item_kind, item_id, channel, state, attempts, next_attempt_at, created_at)
           VALUES ($1, $2, $3, $4, 'pending', 0, $5, $5)`,
          [randomUUID(), item.kind, item.id, channel, now],
        );
      }
    },
    async claimDue({ now, leaseUntil, channels, limit }) {
      if (!channels.length) return [];
      const rows = await db.query<Row>(
        `UPDATE notifications SET lease_until = $1 WHERE id IN (
           SELECT id FROM notifications
           WHERE state = 'pending' AND next_attempt_at <= $2 AND (lease_until IS NULL OR lease_until <= $2)
             AND channel IN (${placeholders(4, channels.length)})
           ORDER BY next_attempt_at LIMIT $3 ${lock})
         RETURNING *`,
        [leaseUntil.toISOString(), now.toISOString(), limit, ...channels],
      );
      return rows.map((row) => ({
        id: row.id,
        itemKind: row.item_kind,
        itemId: row.item_id,
        channel: row.channel,
        attempts: Number(row.attempts),
        createdAt: isoTimestamp(row.created_at),
      }));
    },
    async markDelivered(ids, at) {
      if (!ids.length) return;
      await db.execute(
        `UPDATE notifications SET state = 'delivered', attempts = attempts + 1, delivered_at = $1, lease_until = NULL, last_error = NULL
         WHERE id IN (${placeholders(2, ids.length)})`,
        [at.toISOString(), ...ids],
      );
    },
    async markRetry(id, error, nextAttemptAt) {
      await db.execute('UPDATE notifications SET attempts = attempts + 1, last_error = $2, next_attempt_at = $3, lease_until = NULL WHERE id = $1', [
        id,
        error,
        nextAttemptAt.toISOString(),
      ]);
    },
    async markFailed(id, error) {
      await db.execute(`UPDATE notifications SET state = 'failed', attempts = attempts + 1, last_error = $2, lease_until = NULL WHERE id = $1`, [id, error]);
    },
    async retryNow(channel, now) {
      await db.execute(`UPDATE notifications SET next_attempt_at = $1 WHERE state = 'pending' AND channel = $2 AND next_attempt_at > $1`, [
        now.toISOString(),
        channel,
      ]);
    },
    async nextDueAt(channels) {
      if (!channels.length) return null;
      const [row] = await db.query<{ due: string | Date | null }>(
        `SELECT min(next_attempt_at) AS due FROM notifications WHERE state = 'pending' AND channel IN (${placeholders(1, channels.length)})`,
        channels,
      );
      return row?.due ? isoTimestamp(row.due) : null;
    },
    async statusOf(item) {
      const rows = await db.query<Row>('SELECT * FROM notifications WHERE item_kind = $1 AND item_id = $2 ORDER BY channel', [item.kind, item.id]);
      return rows.map((row) => ({
        channel: row.channel,
        state: row.state,
        attempts: Number(row.attempts),
        lastError: row.last_error,
        deliveredAt: optionalTime(row.delivered_at),
        nextAttemptAt: row.state === 'pending' ? isoTimestamp(row.next_attempt_at) : null,
      }));
    },
    async countByState() {
      const counts: Record<NotificationState, number> = { pending: 0, delivered: 0, failed: 0 };
      for (const row of await db.query<{ state: NotificationState; n: number | string }>('SELECT state, count(*) AS n FROM notifications GROUP BY state')) {
        counts[row.state] = Number(row.n);
      }
      return counts;
    },
  };
}

/** Decorates `fastify.notificationOutbox`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('notificationOutbox', createNotificationOutbox(app.db));
  },
  { name: 'notification-outbox-repository', dependencies: ['database'] },
);
