/**
 * How the agency's marketing figures (site.figures, spec §1) are written on the page, so that
 * '4.9★', '250+', '1K+' and '50,000+' are spelt the same way wherever they appear.
 */

/** 4.9 → '4.9★' */
export function formatRating(rating: number): string {
  return `${rating.toFixed(1)}★`;
}

/** 250 → '250+', 50000 → '50,000+' (Indian digit grouping, identical on the server and in the browser). */
export function formatAtLeast(count: number): string {
  return `${count.toLocaleString('en-IN')}+`;
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
