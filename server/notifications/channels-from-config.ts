import type { AppConfig } from '../config.ts';
import { ConfigError } from '../config.ts';
import type { NotificationChannel } from './channel.ts';
import { createEmailChannel } from './email-channel.ts';
import { createWebhookChannel } from './webhook-channel.ts';

/**
 * The channels the configuration asks for: e-mail (SMTP_URL + NOTIFY_EMAIL), webhook
 * (NOTIFY_WEBHOOK_URL), both, or none. Half an e-mail setting is refused at start rather than
 * silently sending nothing.
 */
export function channelsFromConfig(config: AppConfig, brandName: string): NotificationChannel[] {
  const siteUrl = config.siteUrl ?? '';
  const channels: NotificationChannel[] = [];
  if (Boolean(config.smtpUrl) !== Boolean(config.notifyEmail)) {
    throw new ConfigError(
      config.smtpUrl
        ? 'SMTP_URL is set but NOTIFY_EMAIL is not: say which address the agency reads (or unset SMTP_URL).'
        : 'NOTIFY_EMAIL is set but SMTP_URL is not: give the mail server to send through, e.g. smtps://user:password@smtp.example.com:465.',
    );
  }
  if (config.smtpUrl && config.notifyEmail) {
    channels.push(createEmailChannel({ smtpUrl: config.smtpUrl, to: config.notifyEmail, fromName: `${brandName} website`, siteUrl }));
  }
  if (config.notifyWebhookUrl) channels.push(createWebhookChannel({ url: config.notifyWebhookUrl, siteUrl }));
  return channels;
}
