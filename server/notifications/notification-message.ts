import { adminItemPath, formatAgencyTime, INBOX_KIND_LABEL, travelDateText, travellerChatNumber, type InboxItem } from '../inbox/inbox-item.ts';

/** One notification to deliver: the outbox row's id (stable across retries) and what it is about. */
export interface Notification {
  id: string;
  item: InboxItem;
}

export interface MessageOptions {
  /** Public origin of the site (SITE_URL), so the link to the inbox can be opened from a phone; empty gives a path. */
  siteUrl: string;
}

/** What the agency reads: subject and plain-text lines with everything needed to act. */
export interface NotificationMessage {
  subject: string;
  text: string;
  adminUrl: string;
}

const travellersText = (count: number | null) => (count === 1 ? '1 traveller' : `${count ?? '?'} travellers`);

function detailLines(item: InboxItem): string[] {
  const chat = travellerChatNumber(item.phone);
  const lines =
    item.kind === 'enquiry'
      ? [`Name: ${item.name}`, `Phone: ${item.phone}`, `E-mail: ${item.email ?? ''}`, `Preferred date: ${travelDateText(item)}`]
      : [
          `Itinerary: ${item.itineraryName ?? ''} (${item.itineraryId ?? ''})`,
          `Name: ${item.name}`,
          `WhatsApp: ${item.phone}`,
          `Travellers: ${item.travelers ?? ''}`,
          `Travel dates: ${travelDateText(item)}`,
        ];
  if (chat) lines.push(`Reply on WhatsApp: https://wa.me/${chat}`);
  return lines;
}

/** The notification's words, shared by the e-mail and the webhook (its `text` field). */
export function notificationMessage(item: InboxItem, { siteUrl }: MessageOptions): NotificationMessage {
  const adminUrl = `${siteUrl.replace(/\/+$/, '')}${adminItemPath(item)}`;
  const label = INBOX_KIND_LABEL[item.kind];
  const subject =
    item.kind === 'enquiry'
      ? `New enquiry: ${item.name}, travelling ${travelDateText(item)}`
      : `New expert request: ${item.name}, ${item.itineraryName ?? 'an itinerary'} (${travellersText(item.travelers)})`;
  const text = [
    `${label} received ${formatAgencyTime(item.receivedAt)}`,
    '',
    ...detailLines(item),
    '',
    `Open it in the inbox: ${adminUrl}`,
  ].join('\n');
  return { subject, text, adminUrl };
}

/** The webhook's JSON body: the facts as fields for automations, plus `text` for chat webhooks (Slack-style). */
export function webhookPayload(notification: Notification, options: MessageOptions) {
  const { item } = notification;
  const message = notificationMessage(item, options);
  return {
    event: `${item.kind}.received`,
    notificationId: notification.id,
    kind: item.kind,
    id: item.id,
    receivedAt: item.receivedAt,
    name: item.name,
    phone: item.phone,
    email: item.email,
    travelDate: item.travelDate,
    travelDateText: travelDateText(item),
    travelers: item.travelers,
    itinerary: item.itineraryId ? { id: item.itineraryId, name: item.itineraryName } : null,
    adminUrl: message.adminUrl,
    subject: message.subject,
    text: message.text,
  };
}
export type WebhookPayload = ReturnType<typeof webhookPayload>;
