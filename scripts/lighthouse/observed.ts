/**
 * The same pages loaded under devtools throttling: Chromium itself runs its CPU 4× slower and its
 * network at slow 4G, and Lighthouse reports the load as it happened instead of Lantern's
 * simulation of it. It is the cross-check for TBT. The budgets stay on the simulated figures (issue 9).
 *
 * Lantern counts a task after the first paint when the real load ran it before. Two cases:
 * - the task that styles and lays out the first screen;
 * - a fresh renderer's first task.
 * The "To read a TBT" section of README.md explains why. Under devtools throttling those tasks sit
 * where they ran, so what blocks after the first paint is measured, not modelled.
 *
 * Its FCP and LCP are not the simulated ones. Devtools throttling adds 562.5 ms to every request
 * (Lighthouse's stand-in for connection set-up), so each request in the chain before the first
 * paint costs that much.
 */
import type { Flags, Result } from 'lighthouse';
import { median, medianIndex } from './summary.ts';

export const observedSettings = (settings: Flags): Flags => ({ ...settings, throttlingMethod: 'devtools' });

/** One main-thread task of 50 ms or more, in ms from the navigation, as Lighthouse's long-tasks audit lists it. */
export interface ObservedTask {
  startMs: number;
  durationMs: number;
}

export interface ObservedSummary {
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** In the run with the median TBT: the long tasks that ended after its first paint, in order. */
  tasksAfterPaint: ObservedTask[];
}

const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function longTasks(lhr: Result): ObservedTask[] {
  const details = lhr.audits['long-tasks']?.details as { items?: Array<{ startTime?: number; duration?: number }> } | undefined;
  return (details?.items ?? [])
    .filter((item) => typeof item.startTime === 'number' && typeof item.duration === 'number')
    .map((item) => ({ startMs: item.startTime!, durationMs: item.duration! }))
    .sort((a, b) => a.startMs - b.startMs);
}

export function summariseObserved(runs: Result[]): ObservedSummary {
  const tbts = runs.map((lhr) => metric(lhr, 'total-blocking-time'));
  const middle = runs[medianIndex(tbts)];
  const paintMs = middle ? metric(middle, 'first-contentful-paint') : Number.NaN;
  return {
    fcpMs: median(runs.map((lhr) => metric(lhr, 'first-contentful-paint'))),
    lcpMs: median(runs.map((lhr) => metric(lhr, 'largest-contentful-paint'))),
    tbtMs: median(tbts),
    tasksAfterPaint: middle ? longTasks(middle).filter((task) => task.startMs + task.durationMs > paintMs) : [],
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const tasks = (list: ObservedTask[]) =>
  list.length ? list.map((t) => `${Math.round(t.durationMs)} ms at ${seconds(t.startMs)}`).join(', ') : 'none';

/** A Markdown table, like the simulated one (summary.ts). */
export function formatObservedTable(rows: Array<{ page: string; summary: ObservedSummary }>): string {
  const head = ['page', 'FCP', 'LCP', 'TBT', 'tasks of 50 ms or more after the first paint (median-TBT run), at 4× CPU'];
  const lines = rows.map(({ page, summary: s }) =>
    [page, seconds(s.fcpMs), seconds(s.lcpMs), `${Math.round(s.tbtMs)} ms`, tasks(s.tasksAfterPaint)].join(' | '),
  );
  return [head.join(' | '), head.map(() => '---').join(' | '), ...lines].map((l) => `| ${l} |`).join('\n');
}
