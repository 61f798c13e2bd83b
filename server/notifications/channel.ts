import type { Notification } from './notification-message.ts';

/** The ways the agency can be told: `email` (SMTP_URL + NOTIFY_EMAIL) and `webhook` (NOTIFY_WEBHOOK_URL). */
export type ChannelName = 'email' | 'webhook';

/** One way of telling the agency. `deliver` resolves once the far side has accepted the notification. */
export interface NotificationChannel {
  readonly name: ChannelName;
  deliver(notification: Notification): Promise<void>;
  close(): Promise<void>;
}

/** How long one delivery try may take before it counts as failed (a mail server that hangs must not hold the loop). */
export const DELIVERY_TIMEOUT_MS = 15_000;
