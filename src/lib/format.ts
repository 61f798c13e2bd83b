/** 125000 → "₹1,25,000" (Indian digit grouping). */
export function formatRupees(amount: number | string): string {
  return `₹${Number(amount).toLocaleString('en-IN')}`;
}

/** spec §2: 'RS. {price}' with Indian grouping, e.g. "RS. 1,25,000". */
export function formatRs(amount: number | string): string {
  return `RS. ${Number(amount).toLocaleString('en-IN')}`;
}

/** A date a traveller reads on this device: "24 Nov 2026" (only rendered after hydration). */
export function formatDeviceDate(ms: number): string {
  return new Date(ms).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
}
