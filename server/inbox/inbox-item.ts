import { formatCalendarDay } from '../../shared/format.ts';

/** What the agency receives from the site: an enquiry (spec §3) or an expert request ('PLAN WITH AN EXPERT'). */
export type InboxKind = 'enquiry' | 'expert-request';

/** One enquiry or expert request as the agency sees it in the inbox, the CSV and the notifications. */
export interface InboxItem {
  kind: InboxKind;
  id: string;
  /** ISO time the server stored it. */
  receivedAt: string;
  name: string;
  /** The enquiry's contact, the expert request's WhatsApp number. */
  phone: string;
  /** Enquiries only. */
  email: string | null;
  /** The enquiry's day (YYYY-MM-DD), the expert request's free text. */
  travelDate: string;
  /** Expert requests only. */
  travelers: number | null;
  itineraryId: string | null;
  itineraryName: string | null;
  /** ISO time someone at the agency marked it handled; null while it is open. */
  handledAt: string | null;
}

export const INBOX_KIND_LABEL: Record<InboxKind, string> = { enquiry: 'Enquiry', 'expert-request': 'Expert request' };

/** The agency works from Bengaluru (content/site.json): times are shown in India Standard Time. */
export const AGENCY_TIME_ZONE = 'Asia/Kolkata';

const agencyTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: AGENCY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-23T11:23:00Z" → "23 Nov 2026, 16:53 IST". */
export function formatAgencyTime(iso: string): string {
  return `${agencyTime.format(new Date(iso))} IST`;
}

/** The travel date as a reader writes it ("12 March 2027"); an expert request's free text as typed. */
export function travelDateText(item: Pick<InboxItem, 'kind' | 'travelDate'>): string {
  return item.kind === 'enquiry' ? formatCalendarDay(item.travelDate) : item.travelDate;
}

/** Where the agency opens one item: /admin/enquiries/{id} or /admin/expert-requests/{id}. */
export function adminItemPath(item: Pick<InboxItem, 'kind' | 'id'>): string {
  return `/admin/${item.kind === 'enquiry' ? 'enquiries' : 'expert-requests'}/${encodeURIComponent(item.id)}`;
}

/**
 * The number to open a WhatsApp chat with the traveller (wa.me wants digits with the country code).
 * A 10-digit Indian mobile written without +91 (the agency's usual traveller) gets it; otherwise the
 * digits of an international number (+… or 00…), or null when the country cannot be told.
 */
export function travellerChatNumber(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  if (/^[6-9]\d{9}$/.test(digits) && !phone.trim().startsWith('+')) return `91${digits}`;
  if (/^0[6-9]\d{9}$/.test(digits)) return `91${digits.slice(1)}`;
  if (/^00[1-9]\d{7,}$/.test(digits)) return digits.slice(2);
  return digits.length >= 8 && phone.trim().startsWith('+') ? digits : null;
}

const IST_OFFSET_MS = 5.5 * 3600 * 1000;

/** "2026-11-23T11:23:00Z" → "2026-11-23 16:53" in India Standard Time (no daylight saving), for spreadsheets. */
export function agencySortableTime(iso: string): string {
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}
