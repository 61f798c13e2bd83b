import { adminItemPath, formatAgencyTime, INBOX_KIND_LABEL, travelDateText, type InboxItem } from '../inbox/inbox-item.ts';
import { inboxSearchParams, type InboxQuery } from '../inbox/inbox-query.ts';
import { adminDocument } from './admin-layout.ts';
import { html } from './html.ts';

export const ADMIN_CSV_PATH = '/api/admin/enquiries.csv';

export interface InboxPageModel {
  brandName: string;
  query: InboxQuery;
  items: InboxItem[];
  /** Totals over the whole inbox, whatever the search. */
  counts: { open: number; handled: number };
  hasMore: boolean;
}

function tripLine(item: InboxItem): string {
  if (item.kind === 'enquiry') return `Travelling ${travelDateText(item)}`;
  const travellers = item.travelers === 1 ? '1 traveller' : `${item.travelers} travellers`;
  return `${item.itineraryName} · ${travellers} · ${item.travelDate}`;
}

function itemCard(item: InboxItem) {
  const status = item.handledAt ? 'handled' : 'open';
  return html`<li class="item item--${status}">
<a class="item-link" href="${adminItemPath(item)}">
<span class="item-head"><span class="kind kind--${item.kind}">${INBOX_KIND_LABEL[item.kind]}</span><span class="status status--${status}">${item.handledAt ? 'Handled' : 'Open'}</span></span>
<strong class="item-name">${item.name}</strong>
<span class="item-trip">${tripLine(item)}</span>
<span class="item-contact">${item.phone}${item.email && html` · ${item.email}`}</span>
<time class="item-time" datetime="${item.receivedAt}">${formatAgencyTime(item.receivedAt)}</time>
</a>
</li>`;
}

function emptyState(query: InboxQuery) {
  if (query.q) return html`<p class="empty">Nothing matches “${query.q}”. Try part of a name, a phone number or an e-mail address.</p>`;
  if (query.status === 'open') return html`<p class="empty">Nothing is waiting: every enquiry has been handled.</p>`;
  return html`<p class="empty">No enquiries yet. New ones appear here as soon as travellers send them.</p>`;
}

/** The agency's inbox: enquiries and expert requests together, newest first, with search and a status filter. */
export function inboxPage({ brandName, query, items, counts, hasMore }: InboxPageModel): string {
  const option = (value: InboxQuery['status'], label: string) =>
    html`<option value="${value}"${query.status === value && html` selected`}>${label}</option>`;
  const body = html`<div class="toolbar">
<h1>Inbox</h1>
<p class="counts"><strong>${counts.open}</strong> open · ${counts.handled} handled</p>
<a class="button button--quiet" href="${ADMIN_CSV_PATH}${inboxSearchParams({ q: query.q, status: query.status })}" download>Download CSV</a>
</div>
<form class="search" method="get" action="/admin" role="search">
<label class="visually-hidden" for="q">Search the inbox</label>
<input id="q" name="q" type="search" value="${query.q}" placeholder="Name, phone, e-mail or itinerary" autocomplete="off">
<label class="visually-hidden" for="status">Show</label>
<select id="status" name="status">${option('all', 'All')}${option('open', 'Open')}${option('handled', 'Handled')}</select>
<button class="button" type="submit">Search</button>
</form>
${items.length ? html`<ol class="items">${items.map(itemCard)}</ol>` : emptyState(query)}
<nav class="pager" aria-label="Pages">
${query.page > 1 && html`<a class="button button--quiet" href="/admin${inboxSearchParams({ ...query, page: query.page - 1 })}">← Newer</a>`}
${hasMore && html`<a class="button button--quiet" href="/admin${inboxSearchParams({ ...query, page: query.page + 1 })}">Older →</a>`}
</nav>`;
  return adminDocument({ brandName, title: query.q ? `Search: ${query.q}` : 'Inbox', body });
}
