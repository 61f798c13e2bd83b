import { agencySortableTime, INBOX_KIND_LABEL, type InboxItem } from '../inbox/inbox-item.ts';

/** The spreadsheet's columns, in order: what the agency needs to follow up, sortable where it matters. */
const COLUMNS: ReadonlyArray<readonly [string, (item: InboxItem) => string | number | null]> = [
  ['Received (IST)', (item) => agencySortableTime(item.receivedAt)],
  ['Kind', (item) => INBOX_KIND_LABEL[item.kind]],
  ['Name', (item) => item.name],
  ['Phone', (item) => item.phone],
  ['E-mail', (item) => item.email],
  ['Travel date', (item) => item.travelDate],
  ['Travellers', (item) => item.travelers],
  ['Itinerary', (item) => item.itineraryName],
  ['Itinerary id', (item) => item.itineraryId],
  ['Status', (item) => (item.handledAt ? 'Handled' : 'Open')],
  ['Handled (IST)', (item) => (item.handledAt ? agencySortableTime(item.handledAt) : null)],
  ['Reference', (item) => item.id],
];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, line break or edge space. A value
 * starting with = + - @ (or a tab or carriage return) would run as a formula when the file is opened
 * in a spreadsheet (CSV injection), so it is prefixed with an apostrophe and shows as text
 * ("'+91 98450 12345": a phone number, not a sum).
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** UTF-8 byte order mark: without it Excel reads the file as Windows-1252 and garbles Devanagari. */
const BOM = '\uFEFF';

/** The inbox as CSV that Excel, Numbers and Google Sheets open as they should: BOM, CRLF line ends. */
export function inboxCsv(items: Iterable<InboxItem>): string {
  const lines = [COLUMNS.map(([header]) => csvField(header)).join(',')];
  for (const item of items) lines.push(COLUMNS.map(([, value]) => csvField(value(item))).join(','));
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** `enquiries-2026-11-23.csv`: named by the agency's date of the download. */
export function inboxCsvFileName(now: Date): string {
  return `enquiries-${agencySortableTime(now.toISOString()).slice(0, 10)}.csv`;
}
