import { describe, expect, it } from 'vitest';
import type { Result } from 'lighthouse';
import { formatObservedTable, observedSettings, summariseObserved } from '../../../scripts/lighthouse/observed.ts';

/** A Lighthouse result with only what the observed summary reads: three metrics and the long-tasks audit (ms from navigation). */
function run({ fcp, lcp, tbt, tasks }: { fcp: number; lcp: number; tbt: number; tasks: Array<[start: number, duration: number]> }): Result {
  return {
    audits: {
      'first-contentful-paint': { numericValue: fcp },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: tbt },
      'long-tasks': { details: { type: 'table', items: tasks.map(([startTime, duration]) => ({ url: 'http://127.0.0.1:4371/', startTime, duration })) } },
    },
  } as unknown as Result;
}

describe('Lighthouse under devtools throttling, the cross-check for TBT (issue 9)', () => {
  it('keeps every setting but lets Chromium throttle itself instead of simulating', () => {
    const settings = { formFactor: 'mobile' as const, throttlingMethod: 'simulate' as const, onlyCategories: ['performance'] };
    expect(observedSettings(settings)).toEqual({ formFactor: 'mobile', throttlingMethod: 'devtools', onlyCategories: ['performance'] });
    expect(settings.throttlingMethod).toBe('simulate');
  });

  it('takes the medians, and the tasks after the first paint from the run whose TBT is the median', () => {
    const summary = summariseObserved([
      run({ fcp: 1700, lcp: 1700, tbt: 90, tasks: [[1800, 140]] }),
      // The median TBT: its first-screen task ran before the paint, its hydration task after.
      run({ fcp: 1650, lcp: 1720, tbt: 19, tasks: [[3050, 50], [620, 114], [1480, 190], [1576, 97]] }),
      run({ fcp: 1800, lcp: 1810, tbt: 0, tasks: [[1470, 215]] }),
    ]);
    expect(summary).toEqual({
      fcpMs: 1700,
      lcpMs: 1720,
      tbtMs: 19,
      // 620+114 ended before the paint at 1650; 1480+190 straddles it, so it blocked after the paint too.
      tasksAfterPaint: [
        { startMs: 1480, durationMs: 190 },
        { startMs: 1576, durationMs: 97 },
        { startMs: 3050, durationMs: 50 },
      ],
    });
  });

  it('drops a task that ended before the first paint', () => {
    const summary = summariseObserved([run({ fcp: 1700, lcp: 1700, tbt: 0, tasks: [[1500, 200], [600, 100]] })]);
    expect(summary.tasksAfterPaint).toEqual([]);
  });

  it('prints a Markdown table a note can quote', () => {
    const table = formatObservedTable([
      { page: '/', summary: { fcpMs: 1703, lcpMs: 1703, tbtMs: 4.6, tasksAfterPaint: [{ startMs: 1576, durationMs: 97.4 }] } },
      { page: '/__bare__/', summary: { fcpMs: 744, lcpMs: 744, tbtMs: 0, tasksAfterPaint: [] } },
    ]);
    expect(table.split('\n')).toEqual([
      '| page | FCP | LCP | TBT | tasks of 50 ms or more after the first paint (median-TBT run), at 4× CPU |',
      '| --- | --- | --- | --- | --- |',
      '| / | 1.70 s | 1.70 s | 5 ms | 97 ms at 1.58 s |',
      '| /__bare__/ | 0.74 s | 0.74 s | 0 ms | none |',
    ]);
  });
});
