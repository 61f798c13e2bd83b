/** 125000 → "₹1,25,000" (Indian digit grouping). */
export function formatRupees(amount: number | string): string {
  return `₹${Number(amount).toLocaleString('en-IN')}`;
}

/** spec §2: 'RS. {price}' with Indian grouping, e.g. "RS. 1,25,000". */
export function formatRs(amount: number | string): string {
  return `RS. ${Number(amount).toLocaleString('en-IN')}`;
}

/** spec §2 blog page: 'Posted on {creation date}', e.g. "14 March 2026" (the agency's time zone). */
export function formatPostedOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });
}
