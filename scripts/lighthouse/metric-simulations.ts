/**
 * Lantern's simulations behind Lighthouse's metrics, kept per run so a report can say what an
 * estimate counted (lcp-graph.ts for LCP, blocking-tasks.ts for TBT).
 *
 * With simulated throttling, Lighthouse loads the page at full speed, then replays the load through
 * Lantern, a model of slow 4G and a 4× slower CPU. Each metric is simulated twice, an "optimistic" and
 * a "pessimistic" half, under labels such as `optimisticLargestContentfulPaint`; the estimate mixes the
 * two. Lantern keeps the last node timings per label for the whole process.
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { NetworkRequest } from 'lighthouse/core/lib/network-request.js';

/** The node shape the reports read: network nodes carry their request, CPU nodes their trace events. */
export interface SimulatedNode {
  type: string;
  request?: { url: string; transferSize: number; priority: string; resourceType?: string; rawRequest?: unknown };
  /** A CPU node's task as traced in the full-speed load (`dur` in microseconds). */
  event?: { dur: number };
  /** Every trace event inside a CPU node's task, nested ones included (`ts` and `dur` in microseconds). */
  childEvents?: ReadonlyArray<{ name: string; ts: number; dur?: number; args?: { data?: { url?: string } } }>;
}

/** When the model starts and ends a node, in milliseconds from the navigation. */
export interface NodeTiming {
  startTime: number;
  endTime: number;
}

export type NodeTimings = ReadonlyMap<SimulatedNode, NodeTiming>;

const simulations = new Map<string, NodeTimings>();
let watching = false;

const fromNetworkLog = (timings: NodeTimings) =>
  [...timings.keys()].some((node) => node.type === 'network' && node.request?.rawRequest instanceof NetworkRequest);

/**
 * Call before the first Lighthouse run whose simulations `takeMetricSimulations` is to read.
 *
 * Lighthouse 13 simulates a load twice under the same labels: first for its metrics, from the
 * network log (each node's request made from one of Lighthouse's NetworkRequests), then for its
 * insights, from the trace. The second overwrites the first in Lantern's map. The score comes from the
 * first; the two differ when the network log was edited (what-if.ts). So this watches what Lantern
 * stores and keeps the metrics' own.
 */
export function watchMetricSimulations(): void {
  if (watching) return;
  watching = true;
  const lantern = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<string, NodeTimings>;
  const store = lantern.set.bind(lantern);
  lantern.set = (label, timings) => {
    if (fromNetworkLog(timings)) simulations.set(label, timings);
    return store(label, timings);
  };
}

/** The metrics' simulations of the Lighthouse run this process made last, by label; read once, so a run that recorded nothing reads as nothing. */
export function takeMetricSimulations(): ReadonlyMap<string, NodeTimings> {
  const taken = new Map(simulations);
  simulations.clear();
  return taken;
}
