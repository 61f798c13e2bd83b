/**
 * How numbers, dates and names are written on the page, in one place. Everything here gives the
 * same text in the prerender (Node) and in the browser: fixed locale (en-IN) and time zone.
 */

/**
 * 50000 → "50,000", 12500000 → "1,25,00,000" (Indian digit grouping, as `toLocaleString('en-IN')`).
 * Whole numbers are grouped here: the first `Intl` call of a page loads the browser's locale data
 * (about 25 ms of main thread, four times that on a slow phone) while the prices and figures hydrate.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-IN');
  const digits = String(Math.abs(count));
  const lastThree = digits.slice(-3);
  const grouped = digits.length > 3 ? `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return count < 0 ? `-${grouped}` : grouped;
}

/** 125000 → "₹1,25,000". */
export function formatRupees(amount: number | string): string {
  return `₹${formatCount(Number(amount))}`;
}

/** spec §2: 'RS. {price}' with Indian grouping, e.g. "RS. 1,25,000". */
export function formatRs(amount: number | string): string {
  return `RS. ${formatCount(Number(amount))}`;
}

/** 4.9 → '4.9★' (the agency's marketing figures, spec §1). */
export function formatRating(rating: number): string {
  return `${rating.toFixed(1)}★`;
}

/** 250 → '250+', 50000 → '50,000+'. */
export function formatAtLeast(count: number): string {
  return `${formatCount(count)}+`;
}

/** 1000 → '1K+', 1500 → '1.5K+', 250 → '250+': the short form the stats cards use. */
export function formatCompactAtLeast(count: number): string {
  if (count < 1000) return formatAtLeast(count);
  const thousands = Math.floor(count / 100) / 10;
  return `${Number.isInteger(thousands) ? thousands.toFixed(0) : thousands.toFixed(1)}K+`;
}

/** 95 → '95%' */
export function formatPercent(value: number): string {
  return `${value}%`;
}

/** 1 → '01': the two-digit numbers of counters and numbered lists. */
export function formatTwoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** India Standard Time is UTC+5:30 all year (no daylight saving). */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/**
 * '2025-08-17' or an ISO timestamp → '17 August 2025', the day as it is in India. Worked out here,
 * not with `Intl.DateTimeFormat`: the first one with a time zone loads the browser's locale and zone
 * data, about 110 ms at 4× CPU while a policy page hydrated (issue 9).
 */
export function formatLongDate(iso: string): string {
  const inIndia = new Date(new Date(iso).getTime() + IST_OFFSET_MS);
  return `${inIndia.getUTCDate()} ${MONTHS[inIndia.getUTCMonth()]} ${inIndia.getUTCFullYear()}`;
}

/** 'dubai' → 'Dubai'. */
export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A date a traveller reads on this device: "24 Nov 2026" (only rendered after hydration). */
export function formatDeviceDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}
