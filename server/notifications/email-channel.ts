import nodemailer from 'nodemailer';
import { DELIVERY_TIMEOUT_MS, type NotificationChannel } from './channel.ts';
import { notificationMessage } from './notification-message.ts';

export interface EmailChannelOptions {
  /** SMTP_URL, e.g. smtps://user:password@smtp.example.com:465 or smtp://127.0.0.1:2525. */
  smtpUrl: string;
  /** NOTIFY_EMAIL: one address or several separated by commas; the first is also the sender. */
  to: string;
  /** Display name of the sender, e.g. "Taleweave Journeys website". */
  fromName: string;
  /** SITE_URL, for the link to the inbox. */
  siteUrl: string;
  timeoutMs?: number;
}

/**
 * E-mail through nodemailer. The Message-ID comes from the notification id, so a mail client shows a
 * notification delivered twice (a crash between the server's "250 OK" and marking it delivered) once.
 */
export function createEmailChannel({ smtpUrl, to, fromName, siteUrl, timeoutMs = DELIVERY_TIMEOUT_MS }: EmailChannelOptions): NotificationChannel {
  // A few pooled connections: a burst of enquiries is announced over open SMTP sessions rather than
  // one connection and handshake per e-mail.
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  const sender = to.split(',')[0]!.trim();
  const domain = sender.split('@')[1] ?? 'localhost';

  return {
    name: 'email',
    async deliver(notification) {
      const { subject, text } = notificationMessage(notification.item, { siteUrl });
      await transport.sendMail({
        from: { name: fromName, address: sender },
        to,
        replyTo: notification.item.email ?? undefined,
        subject,
        text,
        messageId: `<${notification.id}@${domain}>`,
        textEncoding: 'base64',
      });
    },
    async close() {
      transport.close();
    },
  };
}
