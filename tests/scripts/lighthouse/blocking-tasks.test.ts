import { describe, expect, it } from 'vitest';
import { blockingTasksOf, formatBlockingTasks, workOf } from '../../../scripts/lighthouse/blocking-tasks.ts';
import type { NodeTiming, SimulatedNode } from '../../../scripts/lighthouse/metric-simulations.ts';

type Event = NonNullable<SimulatedNode['childEvents']>[number];
/** A trace event inside a task: `at` and `ms` in milliseconds (the trace counts microseconds). */
const event = (name: string, at: number, ms: number, url?: string): Event => ({ name, ts: at * 1000, dur: ms * 1000, ...(url ? { args: { data: { url } } } : {}) });
/** A CPU node as Lantern's: its task's trace event and every event inside it. */
const task = (observedMs: number, ...childEvents: Event[]): SimulatedNode => ({ type: 'cpu', event: { dur: observedMs * 1000 }, childEvents });
const at = (startTime: number, endTime: number): NodeTiming => ({ startTime, endTime });
const request = (url: string, resourceType: string, priority = 'High'): SimulatedNode => ({ type: 'network', request: { url: `http://127.0.0.1:4371${url}`, transferSize: 10_000, priority, resourceType } });

const page = request('/', 'Document', 'VeryHigh');
const stylesheet = request('/style.css', 'Stylesheet', 'VeryHigh');
const card = request('/card.avif', 'Image', 'Low');
const newDocument = task(50, event('DocumentLoader::CommitNavigation', 0, 45), event('LocalWindowProxy::Initialize', 5, 20));
const firstScreen = task(45, event('ParseHTML', 100, 4), event('UpdateLayoutTree', 104, 15), event('Layout', 119, 16), event('v8.evaluateModule', 135, 2, 'http://127.0.0.1:4371/'));
const hydration = task(20, event('v8.callFunction', 300, 18), event('FunctionCall', 300, 18, 'http://127.0.0.1:4371/assets/react-abc.js'), event('RunMicrotasks', 310, 6));
const short = task(10, event('Paint', 200, 8));

/** One run's simulations, as metric-simulations.ts keeps them (the same graph in both TBT halves). */
function simulationsOf({ fcp, lcp, tasks }: { fcp: { optimistic: number; pessimistic: number }; lcp: number; tasks: Array<[SimulatedNode, NodeTiming]> }) {
  const all = new Map<SimulatedNode, NodeTiming>([[page, at(0, 600)], [stylesheet, at(600, 750)], [card, at(750, 2_000)], ...tasks]);
  return new Map([
    ['optimisticFirstContentfulPaint', new Map([[page, at(0, 600)], [stylesheet, at(600, fcp.optimistic)]])],
    ['pessimisticFirstContentfulPaint', new Map([[page, at(0, 600)], [stylesheet, at(600, fcp.pessimistic)]])],
    // Low-priority images do not hold LCP, so not interactive either.
    ['optimisticLargestContentfulPaint', new Map([[page, at(0, 600)], [card, at(600, 2_000)], [stylesheet, at(600, lcp)]])],
    ['pessimisticLargestContentfulPaint', new Map([[page, at(0, 600)], [card, at(600, 2_000)], [stylesheet, at(600, lcp)]])],
    ['optimisticInteractive', all],
    ['pessimisticInteractive', all],
    ['optimisticTotalBlockingTime', all],
    ['pessimisticTotalBlockingTime', all],
  ]);
}

describe('the tasks Lighthouse’s TBT estimate counted (issue 9)', () => {
  it('counts each task’s time over 50 ms after the simulated first paint, as the mean of the two halves', () => {
    const estimate = blockingTasksOf(
      simulationsOf({
        fcp: { optimistic: 750, pessimistic: 770 },
        lcp: 900,
        tasks: [
          [newDocument, at(600, 800)], // 200 ms simulated (4×), straddling FCP: 800 − 770 and 800 − 750 → 0 and 0 over 50
          [firstScreen, at(800, 890)], // 90 ms simulated (a layout task, 2×), all after FCP: 40 in each half
          [short, at(890, 930)], // under 50 ms: never counts
          [hydration, at(1_000, 1_080)], // 80 ms (4×): 30
        ],
      }),
    );
    expect(estimate!.tasks.map((t) => [t.observedMs, t.simulatedMs, t.startMs, t.blockingMs])).toEqual([
      [45, 90, 800, 40],
      [20, 80, 1_000, 30],
    ]);
    expect(estimate!.totalMs).toBe(70);
  });

  it('clips a task that straddles the first paint to the part after it, each half from the other half’s first paint', () => {
    // Optimistic half from the pessimistic FCP (700): 900 − 700 − 50 = 150; pessimistic half from 650: 200. Mean 175.
    const estimate = blockingTasksOf(simulationsOf({ fcp: { optimistic: 650, pessimistic: 700 }, lcp: 900, tasks: [[newDocument, at(600, 900)]] }));
    expect(estimate!.tasks.map((t) => t.blockingMs)).toEqual([175]);
    expect(estimate!.totalMs).toBe(175);
  });

  it('stops counting when the page is interactive: at its LCP, or at the end of its last task over 50 ms', () => {
    // Interactive at the end of the hydration task (1,080); a task after that is not blocking anything.
    const late = task(30, event('TimerFire', 2_000, 28));
    const estimate = blockingTasksOf(
      simulationsOf({ fcp: { optimistic: 750, pessimistic: 750 }, lcp: 900, tasks: [[hydration, at(1_000, 1_080)], [late, at(1_080, 1_120)]] }),
    );
    expect(estimate!.tasks.map((t) => t.blockingMs)).toEqual([30]);
  });

  it('says what each task did, the longest work first, nested events of one kind counted once', () => {
    expect(workOf(firstScreen)).toEqual(['style and layout 31 ms', 'HTML parsing 4 ms', 'script 2 ms (/)']);
    expect(workOf(hydration)).toEqual(['script 18 ms (react-abc.js)']);
    expect(workOf(newDocument)).toEqual(['new document 45 ms']);
    expect(workOf(task(3, event('Layout', 0, 0.5)))).toEqual([]);
  });

  it('prints one line per page: the estimate, then each task’s share, its length at full speed and simulated, and its work', () => {
    const estimate = blockingTasksOf(simulationsOf({ fcp: { optimistic: 750, pessimistic: 750 }, lcp: 900, tasks: [[firstScreen, at(800, 890)], [hydration, at(1_000, 1_080)]] }));
    expect(formatBlockingTasks('/', estimate)).toBe(
      '- /: 70 ms: 40 ms of a task of 45 ms at full speed, 90 ms simulated from 800 ms (style and layout 31 ms, HTML parsing 4 ms, script 2 ms (/)); ' +
        '30 ms of a task of 20 ms at full speed, 80 ms simulated from 1000 ms (script 18 ms (react-abc.js))',
    );
    expect(formatBlockingTasks('/privacy-policy', blockingTasksOf(simulationsOf({ fcp: { optimistic: 750, pessimistic: 750 }, lcp: 900, tasks: [[short, at(800, 840)]] })))).toBe(
      '- /privacy-policy: 0 ms, no task of 50 ms or more (simulated) between the first paint and interactive',
    );
    expect(formatBlockingTasks('/', blockingTasksOf(new Map()))).toBe('- /: no simulation recorded');
  });
});
