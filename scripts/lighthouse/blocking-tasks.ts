/**
 * The tasks Lighthouse's Total Blocking Time estimate counted, as its model saw them (issue 9).
 *
 * Lantern replays each main-thread task of the full-speed load in a simulated one, 4× longer (2× for
 * a task that lays out the page). TBT then sums, over the tasks of 50 ms or more, the part over 50 ms
 * that falls between the simulated first contentful paint (FCP) and the page becoming interactive. The
 * estimate is the mean of two halves: the optimistic half counts from the pessimistic FCP to the
 * optimistic time to interactive, the pessimistic half from the optimistic FCP to the pessimistic one.
 *
 * What it counts is not always what ran after the paint. Lantern's FCP keeps only the *first* task
 * that laid anything out, and Chromium often lays out the still-empty document once before the HTML
 * is parsed; the task that styles and lays out the first screen then lands after FCP in the model,
 * though it came before the paint in the real load. A brand-new renderer's first task (the new
 * document and its script context) can straddle FCP too, on the bare reference page as on the site.
 * `npm run lighthouse` prints this list for each page so its TBT can be read rather than guessed.
 */
import { basename } from 'node:path';
import type { NodeTiming, NodeTimings, SimulatedNode } from './metric-simulations.ts';

/** Lantern's threshold: a task's first 50 ms never count. */
const BLOCKING_THRESHOLD_MS = 50;

/** What a task did, by the trace events inside it (nested events of one kind count once). */
const WORK_KINDS: ReadonlyArray<readonly [kind: string, events: readonly string[]]> = [
  ['new document', ['DocumentLoader::CommitNavigation']],
  ['style and layout', ['UpdateLayoutTree', 'Layout']],
  ['HTML parsing', ['ParseHTML']],
  ['stylesheet parsing', ['ParseAuthorStyleSheet']],
  ['script', ['EvaluateScript', 'v8.evaluateModule', 'v8.compileModule', 'v8.compile', 'v8.callFunction', 'FunctionCall', 'ScriptCatchup', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback']],
  ['paint', ['PrePaint', 'Paint', 'Layerize', 'Commit']],
  ['image decoding', ['Decode Image']],
  ['garbage collection', ['MajorGC', 'MinorGC', 'V8.GC_MARK_COMPACTOR', 'V8.GC_SCAVENGER']],
];

export interface BlockingTask {
  /** What the task did, the longest first, in full-speed milliseconds: `style and layout 31 ms`, `script 4 ms (index.js)`. */
  work: string[];
  /** The task's length in the full-speed load. */
  observedMs: number;
  /** Its length in the simulation. */
  simulatedMs: number;
  /** Simulated start, from the navigation. */
  startMs: number;
  /** Its share of the estimate: the mean of what the two halves count. */
  blockingMs: number;
}

export interface BlockingEstimate {
  /** The sum of the tasks' shares: Lighthouse's estimate. */
  totalMs: number;
  /** The counted tasks, in simulated order. */
  tasks: BlockingTask[];
}

type Half = 'optimistic' | 'pessimistic';
type Simulations = ReadonlyMap<string, NodeTimings>;

const lastEnd = (timings: NodeTimings | undefined, keep: (node: SimulatedNode) => boolean = () => true): number =>
  timings ? Math.max(0, ...[...timings].filter(([node]) => keep(node)).map(([, timing]) => timing.endTime)) : Number.NaN;

const isLowPriorityImage = (node: SimulatedNode) =>
  node.type === 'network' && node.request?.resourceType === 'Image' && (node.request.priority === 'Low' || node.request.priority === 'VeryLow');

/** A script's file name; a page's own inline script goes by its page's (`/` for the start page). */
const fileName = (url: string) => basename(new URL(url, 'http://localhost/').pathname) || '/';

const lengthOf = (timing: NodeTiming) => timing.endTime - timing.startTime;

/** Lantern's time to interactive for one half: its LCP (low-priority images aside), or the end of its last task over 50 ms. */
function interactiveAt(simulations: Simulations, half: Half): number {
  const lcp = lastEnd(simulations.get(`${half}LargestContentfulPaint`), (node) => !isLowPriorityImage(node));
  const longTaskEnds = [...(simulations.get(`${half}Interactive`) ?? [])]
    .filter(([node, timing]) => node.type === 'cpu' && lengthOf(timing) > BLOCKING_THRESHOLD_MS)
    .map(([, timing]) => timing.endTime);
  return Math.max(lcp, ...longTaskEnds);
}

/** Lantern's blocking time of one simulated task within [from, to]. */
function blockingWithin(timing: NodeTiming, from: number, to: number): number {
  if (lengthOf(timing) < BLOCKING_THRESHOLD_MS || timing.endTime < from || timing.startTime > to) return 0;
  const clipped = Math.min(timing.endTime, to) - Math.max(timing.startTime, from);
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS;
}

/** Milliseconds covered by a set of (possibly nested) events. */
function coveredMs(events: ReadonlyArray<{ ts: number; dur?: number }>): number {
  const spans = events.map((e) => [e.ts, e.ts + (e.dur ?? 0)] as const).sort((a, b) => a[0] - b[0]);
  let total = 0;
  let [start, end] = [Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY];
  for (const [s, e] of spans) {
    if (s > end) {
      if (end > start) total += end - start;
      [start, end] = [s, e];
    } else end = Math.max(end, e);
  }
  if (end > start) total += end - start;
  return total / 1000;
}

/** The kinds of work in a CPU node of at least 1 ms, the longest first. */
export function workOf(node: SimulatedNode): string[] {
  const events = node.childEvents ?? [];
  return WORK_KINDS.map(([kind, names]) => {
    const mine = events.filter((e) => names.includes(e.name));
    const files = kind === 'script' ? [...new Set(mine.flatMap((e) => (e.args?.data?.url ? [fileName(e.args.data.url)] : [])))] : [];
    return { kind, ms: coveredMs(mine), files };
  })
    .filter(({ ms }) => ms >= 1)
    .sort((a, b) => b.ms - a.ms)
    .map(({ kind, ms, files }) => `${kind} ${Math.round(ms)} ms${files.length ? ` (${files.slice(0, 2).join(', ')}${files.length > 2 ? ', …' : ''})` : ''}`);
}

/** The estimate and the tasks it counted, from one run's simulations (metric-simulations.ts); null when the run recorded none. */
export function blockingTasksOf(simulations: Simulations): BlockingEstimate | null {
  const halves = (['optimistic', 'pessimistic'] as const).map((half) => ({
    timings: simulations.get(`${half}TotalBlockingTime`),
    // Each half counts from the other half's FCP (Lantern's TotalBlockingTime).
    from: lastEnd(simulations.get(`${half === 'optimistic' ? 'pessimistic' : 'optimistic'}FirstContentfulPaint`)),
    to: interactiveAt(simulations, half),
  }));
  if (halves.some((h) => !h.timings || Number.isNaN(h.from))) return null;

  // The same task is a different node object in each half's graph, but the same traced event.
  const tasks = new Map<unknown, { node: SimulatedNode; timing: NodeTiming; blockingMs: number }>();
  for (const { timings, from, to } of halves) {
    for (const [node, timing] of timings!) {
      if (node.type !== 'cpu') continue;
      const share = blockingWithin(timing, from, to) / halves.length;
      const key = node.event ?? node;
      const task = tasks.get(key) ?? { node, timing, blockingMs: 0 };
      task.blockingMs += share;
      tasks.set(key, task);
    }
  }
  const counted = [...tasks.values()]
    .filter((t) => t.blockingMs > 0)
    .sort((a, b) => a.timing.startTime - b.timing.startTime)
    .map(({ node, timing, blockingMs }) => ({
      work: workOf(node),
      observedMs: (node.event?.dur ?? 0) / 1000,
      simulatedMs: lengthOf(timing),
      startMs: timing.startTime,
      blockingMs,
    }));
  return { totalMs: counted.reduce((sum, t) => sum + t.blockingMs, 0), tasks: counted };
}

const ms = (value: number) => `${Math.round(value)} ms`;

/** One line per page: the estimate, then each counted task with its share, its length at full speed and simulated, and what it did. */
export function formatBlockingTasks(page: string, estimate: BlockingEstimate | null): string {
  if (!estimate) return `- ${page}: no simulation recorded`;
  if (!estimate.tasks.length) return `- ${page}: 0 ms, no task of 50 ms or more (simulated) between the first paint and interactive`;
  const tasks = estimate.tasks.map(
    (t) => `${ms(t.blockingMs)} of a task of ${ms(t.observedMs)} at full speed, ${ms(t.simulatedMs)} simulated from ${ms(t.startMs)} (${t.work.join(', ') || 'no traced work of 1 ms'})`,
  );
  return `- ${page}: ${ms(estimate.totalMs)}: ${tasks.join('; ')}`;
}
