/** Which items the inbox shows: a search over name, phone, e-mail, dates and itinerary, a status and a page. */
export interface InboxQuery {
  q: string;
  status: InboxStatusFilter;
  /** 1-based. */
  page: number;
}
export const INBOX_STATUS_FILTERS = ['all', 'open', 'handled'] as const;
export type InboxStatusFilter = (typeof INBOX_STATUS_FILTERS)[number];

/** Items per page of the inbox: a day's work for a busy agency, light enough for a phone. */
export const INBOX_PAGE_SIZE = 50;
/** A search longer than this is not a search anyone typed. */
export const INBOX_QUERY_MAX = 100;

/** The query string of an inbox page (or the CSV) for `query`, leaving out defaults. */
export function inboxSearchParams(query: Partial<InboxQuery>): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.status && query.status !== 'all') params.set('status', query.status);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
