/**
 * Calendar days written as YYYY-MM-DD (what `<input type="date">` gives), and the "today" that the
 * enquiry's travel date is compared with, in the browser and on the server.
 */

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** True when `value` is written YYYY-MM-DD (whether or not that day exists). */
export function isDayFormat(value: string): boolean {
  return DAY_PATTERN.test(value);
}

/** True when `value` (YYYY-MM-DD) names a day that exists in the calendar: not 2027-02-30. */
export function isCalendarDay(value: string): boolean {
  const m = DAY_PATTERN.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The traveller's own date today (their device's time zone): what the browser compares with. */
export function localDay(now: Date = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The UTC date of `moment`. */
export function utcDay(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
}

/** `day` moved by whole years (29 February lands on 28 February in a common year). */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, 1));
  const lastOfMonth = new Date(Date.UTC(y + years, m, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, lastOfMonth));
  return utcDay(target);
}

/** A written-at time older than this is not trusted to judge a travel date (a stale or wrong clock). */
const WRITTEN_AT_TRUSTED_DAYS = 30;

/**
 * The first travel day the server accepts.
 *
 * The browser refuses a date before the traveller's own local today. The server only knows UTC, and a
 * traveller's local date can be a day behind it (UTC−12 … UTC−1 in their evening) or ahead of it
 * (UTC+1 … UTC+14 in their morning). Ahead is harmless (their today is after the UTC day), so the
 * server allows one day before the UTC day: nobody anywhere on Earth whose browser accepted the date
 * is refused by the server.
 *
 * An enquiry written offline can reach the server days later. Its `writtenAt` (when the traveller
 * pressed Send, kept in the device's outbox) is the moment judged, so a date that was in the future
 * when it was written is not refused on replay. It is only trusted when it is not in the future and
 * not more than 30 days old.
 */
export function earliestDayOnServer(now: Date, writtenAt?: Date): string {
  const trusted =
    writtenAt && !Number.isNaN(writtenAt.getTime()) && writtenAt <= now && now.getTime() - writtenAt.getTime() <= WRITTEN_AT_TRUSTED_DAYS * DAY_MS;
  return addDays(utcDay(trusted ? writtenAt : now), -1);
}
