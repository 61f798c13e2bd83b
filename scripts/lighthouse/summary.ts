/**
 * Medians of Lighthouse runs, the table `npm run lighthouse` prints, and the budgets of
 * lighthouserc.json checked against the medians.
 */
import type { Result } from 'lighthouse';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;

/** One page's medians: category scores 0–100 and metric values (ms, CLS unitless). */
export type PageSummary = Record<(typeof CATEGORIES)[number] | (typeof METRICS)[number], number>;

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Which run gave the median (the lower of the middle two for an even count), to show that run's details. */
export const medianIndex = (values: number[]): number => values.indexOf([...values].sort((a, b) => a - b)[(values.length - 1) >> 1]!);

export function summarise(runs: Result[]): PageSummary {
  const out = {} as PageSummary;
  for (const c of CATEGORIES) out[c] = median(runs.map((r) => Math.round((r.categories[c]?.score ?? 0) * 100)));
  for (const m of METRICS) out[m] = median(runs.map((r) => r.audits[m]?.numericValue ?? Number.NaN));
  return out;
}

type Assertion = [level: string, options: { minScore?: number; maxNumericValue?: number }];

/** The budgets of lighthouserc.json (`categories:x` minScore, audit maxNumericValue) against one page. */
export function checkBudgets(page: string, summary: PageSummary, assertions: Record<string, Assertion>): string[] {
  const failures: string[] = [];
  for (const [key, [level, options]] of Object.entries(assertions)) {
    if (level === 'off') continue;
    if (key.startsWith('categories:') && options.minScore !== undefined) {
      const score = summary[key.slice('categories:'.length) as keyof PageSummary];
      if (score < options.minScore * 100) failures.push(`${page}: ${key} ${score} < ${options.minScore * 100}`);
    } else if (options.maxNumericValue !== undefined) {
      const value = summary[key as keyof PageSummary];
      if (!(value <= options.maxNumericValue)) failures.push(`${page}: ${key} ${value.toFixed(key === 'cumulative-layout-shift' ? 3 : 0)} > ${options.maxNumericValue}`);
    }
  }
  return failures;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A Markdown table, so the figures paste straight into a note. */
export function formatTable(rows: Array<{ page: string; summary: PageSummary; ratio?: number }>): string {
  const head = ['page', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'LCP ÷ bare'];
  const lines = rows.map(({ page, summary: s, ratio }) =>
    [
      page,
      s.performance,
      s.accessibility,
      s['best-practices'],
      s.seo,
      seconds(s['first-contentful-paint']),
      seconds(s['largest-contentful-paint']),
      `${Math.round(s['total-blocking-time'])} ms`,
      s['cumulative-layout-shift'].toFixed(3),
      ratio === undefined ? '' : `${ratio.toFixed(2)}×`,
    ].join(' | '),
  );
  return [head.join(' | '), head.map(() => '---').join(' | '), ...lines].map((l) => `| ${l} |`).join('\n');
}
