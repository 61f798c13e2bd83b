import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../db/sql-client.ts';
import type { InboxItem } from '../inbox/inbox-item.ts';
import type { ChannelName } from '../notifications/channel.ts';
import { channelsFromConfig } from '../notifications/channels-from-config.ts';
import { createDeliveryLoop } from '../notifications/delivery-loop.ts';
import { DEFAULT_RETRY } from '../notifications/retry-schedule.ts';

/** How routes announce a stored enquiry or expert request to the agency. */
export interface Notifier {
  /** The configured channels; empty when none is (then no notification rows are written). */
  readonly channels: readonly ChannelName[];
  /** Writes one outbox row per channel, inside the transaction `tx` that stores the item. */
  record(item: Pick<InboxItem, 'kind' | 'id'>, tx: SqlExecutor): Promise<void>;
  /** Call after the transaction commits: delivery starts at once instead of at the next poll. */
  nudge(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/**
 * The notification outbox's delivery loop. It starts when the server is ready (delivering what an
 * earlier process left, kill -9 included) and stops on close before the database does, waiting for
 * deliveries under way. With no channel configured, nothing is recorded and the loop never runs.
 */
async function notifications(app: FastifyInstance) {
  const channels = channelsFromConfig(app.config, app.content.site.brandName);
  const loop = createDeliveryLoop({
    outbox: app.notificationOutbox,
    channels,
    loadItem: (kind, id) => app.inbox.get(kind, id),
    retry: { ...DEFAULT_RETRY, baseMs: app.config.notifyRetryBaseMs, maxMs: app.config.notifyRetryMaxMs },
    log: app.log,
  });
  const names = channels.map((channel) => channel.name);
  if (names.length && !app.config.siteUrl) {
    app.log.warn('SITE_URL is not set: notifications link to the inbox by path (/admin/…), which a phone cannot open from an e-mail');
  }

  app.decorate<Notifier>('notifier', {
    channels: names,
    record: (item, tx) => app.notificationOutbox.add(item, names, tx),
    nudge: () => loop.nudge(),
  });
  app.addHook('onReady', async () => loop.start());
  app.addHook('onClose', async () => {
    await loop.stop();
    await Promise.all(channels.map((channel) => channel.close()));
  });
}

export default fp(notifications, {
  name: 'notifications',
  dependencies: ['config', 'content', 'database', 'notification-outbox-repository', 'inbox-repository'],
});
