import { DELIVERY_TIMEOUT_MS, type NotificationChannel } from './channel.ts';
import { webhookPayload } from './notification-message.ts';

export interface WebhookChannelOptions {
  /** NOTIFY_WEBHOOK_URL: receives a JSON POST per notification. */
  url: string;
  /** SITE_URL, for the link to the inbox. */
  siteUrl: string;
  timeoutMs?: number;
}

/**
 * A JSON POST per notification; any 2xx is delivered, anything else (or no answer within the timeout)
 * is tried again later. The `Idempotency-Key` header carries the notification id so a receiver can
 * drop the rare second delivery (a crash between its 2xx and the row being marked delivered).
 */
export function createWebhookChannel({ url, siteUrl, timeoutMs = DELIVERY_TIMEOUT_MS }: WebhookChannelOptions): NotificationChannel {
  return {
    name: 'webhook',
    async deliver(notification) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': notification.id },
        body: JSON.stringify(webhookPayload(notification, { siteUrl })),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`the webhook answered ${response.status} ${response.statusText}`.trim());
    },
    async close() {},
  };
}
