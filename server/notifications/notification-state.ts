import type { ChannelName } from './channel.ts';

/**
 * A notification row's life: `pending` (written in the same transaction as its enquiry or expert
 * request) → `delivered` (the channel accepted it) or, after NOTIFICATION_GIVE_UP_MS of failed tries,
 * `failed`. Only the delivery loop moves a row; a restart picks up every `pending` row again.
 */
export type NotificationState = 'pending' | 'delivered' | 'failed';

/** What the agency's inbox shows of one notification. */
export interface NotificationStatus {
  channel: ChannelName;
  state: NotificationState;
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
  nextAttemptAt: string | null;
}
