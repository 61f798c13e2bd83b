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
import type { NodeTimings } from './metric-simulations.ts';

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

/** The list for one run's simulations (metric-simulations.ts); empty when the run recorded none. */
export function lcpGraphOf(simulations: ReadonlyMap<string, NodeTimings>): LcpGraphRequest[] {
  const optimistic = simulations.get('optimisticLargestContentfulPaint');
  const pessimistic = simulations.get('pessimisticLargestContentfulPaint');
  return optimistic && pessimistic ? lcpGraphFrom(optimistic, pessimistic) : [];
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
