import { paths } from '../../shared/config/paths.ts';
import { adminItemPath, formatAgencyTime, INBOX_KIND_LABEL, travelDateText, travellerChatNumber, type InboxItem } from '../inbox/inbox-item.ts';
import type { NotificationStatus } from '../notifications/notification-state.ts';
import { adminDocument } from './admin-layout.ts';
import { html, type HtmlPart } from './html.ts';

export interface ItemPageModel {
  brandName: string;
  item: InboxItem;
  notifications: NotificationStatus[];
  /** Shown once after "mark handled" / "mark open" (Post/Redirect/Get). */
  notice?: 'handled' | 'reopened';
}

/** Where the "mark handled" form posts: the item's own path + /handled. */
export const handledPath = (item: Pick<InboxItem, 'kind' | 'id'>) => `${adminItemPath(item)}/handled`;

const CHANNEL_LABEL = { email: 'E-mail to the agency', webhook: 'Webhook' } as const;

function notificationLine(n: NotificationStatus) {
  const label = CHANNEL_LABEL[n.channel];
  if (n.state === 'delivered') return html`<li>${label}: delivered ${n.deliveredAt && formatAgencyTime(n.deliveredAt)}</li>`;
  const tries = `${n.attempts} ${n.attempts === 1 ? 'try' : 'tries'}`;
  if (n.state === 'failed') return html`<li class="warn">${label}: not delivered, gave up after ${tries}. Last error: ${n.lastError ?? 'unknown'}</li>`;
  return html`<li>${label}: waiting${n.attempts > 0 && html` (${tries} so far, next ${n.nextAttemptAt && formatAgencyTime(n.nextAttemptAt)}; last error: ${n.lastError ?? 'unknown'})`}</li>`;
}

function details(item: InboxItem) {
  const row = (term: string, value: HtmlPart) => html`<div><dt>${term}</dt><dd>${value}</dd></div>`;
  const phone = html`<a href="tel:${item.phone.replace(/[^\d+]/g, '')}">${item.phone}</a>`;
  return item.kind === 'enquiry'
    ? html`<dl class="details">${row('Phone', phone)}${row('E-mail', html`<a href="mailto:${item.email ?? ''}">${item.email}</a>`)}${row('Preferred date', travelDateText(item))}${row('Reference', item.id)}</dl>`
    : html`<dl class="details">${row('Itinerary', html`<a href="${paths.itinerary.href(item.itineraryId ?? '')}">${item.itineraryName}</a>`)}${row('WhatsApp', phone)}${row('Travellers', String(item.travelers))}${row('Travel dates', item.travelDate)}${row('Reference', item.id)}</dl>`;
}

/** One enquiry or expert request: every detail, ways to reply, "mark handled", and how the agency was told. */
export function itemPage({ brandName, item, notifications, notice }: ItemPageModel): string {
  const chat = travellerChatNumber(item.phone);
  const body = html`<p><a class="back" href="/admin">← Inbox</a></p>
${notice && html`<p class="notice" role="status">${notice === 'handled' ? 'Marked as handled.' : 'Marked as open again.'}</p>`}
<article class="detail">
<p class="item-head"><span class="kind kind--${item.kind}">${INBOX_KIND_LABEL[item.kind]}</span><span class="status status--${item.handledAt ? 'handled' : 'open'}">${item.handledAt ? `Handled ${formatAgencyTime(item.handledAt)}` : 'Open'}</span></p>
<h1>${item.name}</h1>
<p class="received">Received <time datetime="${item.receivedAt}">${formatAgencyTime(item.receivedAt)}</time></p>
<div class="actions">
${chat && html`<a class="button" href="https://wa.me/${chat}">Reply on WhatsApp</a>`}
<a class="button button--quiet" href="tel:${item.phone.replace(/[^\d+]/g, '')}">Call</a>
${item.email && html`<a class="button button--quiet" href="mailto:${item.email}">E-mail</a>`}
</div>
${details(item)}
<form class="handled" method="post" action="${handledPath(item)}">
<input type="hidden" name="handled" value="${item.handledAt ? '0' : '1'}">
<button class="button${item.handledAt ? ' button--quiet' : ''}" type="submit">${item.handledAt ? 'Mark as open again' : 'Mark handled'}</button>
</form>
<section class="notifications" aria-labelledby="notified">
<h2 id="notified">Notifications</h2>
${notifications.length ? html`<ul>${notifications.map(notificationLine)}</ul>` : html`<p>No notification is configured (SMTP_URL and NOTIFY_EMAIL, or NOTIFY_WEBHOOK_URL).</p>`}
</section>
</article>`;
  return adminDocument({ brandName, title: item.name, body });
}

/** An unknown or mistyped inbox address. */
export function itemNotFoundPage(brandName: string): string {
  return adminDocument({
    brandName,
    title: 'Not found',
    body: html`<h1>Not found</h1><p>There is no enquiry at this address. It may have been typed wrongly.</p><p><a class="back" href="/admin">← Inbox</a></p>`,
  });
}
