/**
 * The requests Lighthouse's LCP estimate waited for, as its model saw them (issue 9).
 *
 * With simulated throttling, Lighthouse does not load the page on slow 4G. It loads it at full speed,
 * then replays the load through Lantern, a model of a slow network and CPU. For LCP, the model
 * keeps every request that had *ended before the LCP observed at full speed*, whether or not the
 * paint needed it. The estimate is half "optimistic" (without low-priority images) and half
 * "pessimistic" (with them, and with every layout task).
 *
 * So a request counts by when it finished on a fast machine, not by what it is for. On `/` that
 * means the deferred boot script, the lazy card images below the hero and the heading font all
 * count, while the bare reference page counts two requests. `npm run lighthouse` prints this list for
 * each page so its LCP, and its ratio to the bare page, can be read rather than guessed.
 */
import { basename } from 'node:path';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { NetworkRequest } from 'lighthouse/core/lib/network-request.js';

export interface LcpGraphRequest {
  url: string;
  /** Chromium's resource type: Document, Stylesheet, Font, Script, Image, Fetch… */
  type: string;
  /** Bytes on the wire, headers included, as the model transfers them. */
  bytes: number;
  priority: string;
  /** Also in the optimistic half (the pessimistic half holds every request of the list). */
  optimistic: boolean;
}

/** The node shape this module reads from Lantern's simulations. */
export interface SimulatedNode {
  type: string;
  request?: { url: string; transferSize: number; priority: string; resourceType?: string; rawRequest?: unknown };
}

export type NodeTimings = ReadonlyMap<SimulatedNode, unknown>;

const OPTIMISTIC = 'optimisticLargestContentfulPaint';
const PESSIMISTIC = 'pessimisticLargestContentfulPaint';

/** The list from the two halves' simulations: each network node once, in the pessimistic half's order. */
export function lcpGraphFrom(optimistic: NodeTimings, pessimistic: NodeTimings): LcpGraphRequest[] {
  const inOptimistic = new Set([...optimistic.keys()].flatMap((node) => (node.type === 'network' && node.request ? [node.request.url] : [])));
  const requests: LcpGraphRequest[] = [];
  for (const node of pessimistic.keys()) {
    if (node.type !== 'network' || !node.request) continue;
    const { url, transferSize, priority, resourceType } = node.request;
    requests.push({ url, type: resourceType ?? 'Other', bytes: transferSize, priority, optimistic: inOptimistic.has(url) });
  }
  return requests;
}

/**
 * Lighthouse 13 simulates a load twice under the same labels: first for its metrics, from the
 * network log (each node's request made from one of Lighthouse's NetworkRequests), then for its
 * insights, from the trace. Lantern keeps one node-timings map per label for the whole process, so
 * the second overwrites the first. The score comes from the first; the two differ when the network log
 * was edited (what-if.ts). So this watches what Lantern stores and keeps the metrics' own.
 */
const metricSimulations = new Map<string, NodeTimings>();
let watching = false;

const fromNetworkLog = (timings: NodeTimings) =>
  [...timings.keys()].some((node) => node.type === 'network' && node.request?.rawRequest instanceof NetworkRequest);

/** Call before the first Lighthouse run whose graph `lastLcpGraph` is to read. */
export function watchLcpSimulations(): void {
  if (watching) return;
  watching = true;
  const simulations = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<string, NodeTimings>;
  const store = simulations.set.bind(simulations);
  simulations.set = (label, timings) => {
    if ((label === OPTIMISTIC || label === PESSIMISTIC) && fromNetworkLog(timings)) metricSimulations.set(label, timings);
    return store(label, timings);
  };
}

/** The list for the Lighthouse run this process made last (after `watchLcpSimulations`); empty before one. */
export function lastLcpGraph(): LcpGraphRequest[] {
  const optimistic = metricSimulations.get(OPTIMISTIC);
  const pessimistic = metricSimulations.get(PESSIMISTIC);
  metricSimulations.clear();
  if (!optimistic || !pessimistic) return [];
  return lcpGraphFrom(optimistic, pessimistic);
}

const kilobytes = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A file's name without a data URL's payload or a query string. */
const fileName = (url: string) => (url.startsWith('data:') ? 'data: URL' : basename(new URL(url).pathname) || '/');

/**
 * One line per page: the total, then the requests grouped by type, each group with its files, and
 * the low-priority images that only the pessimistic half counts set apart.
 */
export function formatLcpGraph(page: string, requests: readonly LcpGraphRequest[]): string {
  if (!requests.length) return `- ${page}: no simulation recorded`;
  const groups = new Map<string, LcpGraphRequest[]>();
  for (const request of requests) {
    const key = request.optimistic ? request.type : `${request.type}, pessimistic half only`;
    groups.set(key, [...(groups.get(key) ?? []), request]);
  }
  const total = requests.reduce((sum, r) => sum + r.bytes, 0);
  const parts = [...groups].map(([key, group]) => {
    const bytes = group.reduce((sum, r) => sum + r.bytes, 0);
    const files = group.map((r) => fileName(r.url)).join(', ');
    return `${group.length > 1 ? `${group.length} × ` : ''}${key} ${kilobytes(bytes)} (${files})`;
  });
  return `- ${page}: ${requests.length} request${requests.length === 1 ? '' : 's'}, ${kilobytes(total)}: ${parts.join('; ')}`;
}
