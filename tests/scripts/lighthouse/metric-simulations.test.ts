import { afterEach, describe, expect, it } from 'vitest';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { NetworkRequest } from 'lighthouse/core/lib/network-request.js';
import { takeMetricSimulations, watchMetricSimulations, type SimulatedNode } from '../../../scripts/lighthouse/metric-simulations.ts';

const ORIGIN = 'http://127.0.0.1:4371';
const network = (url: string, rawRequest?: unknown): SimulatedNode => ({ type: 'network', request: { url: `${ORIGIN}${url}`, transferSize: 1_000, priority: 'High', resourceType: 'Document', rawRequest } });
const timings = (...nodes: SimulatedNode[]) => new Map(nodes.map((node) => [node, { startTime: 0, endTime: 1 }]));

describe('the simulations behind Lighthouse’s metrics (issue 9)', () => {
  const lantern = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<string, Map<object, unknown>>;
  afterEach(() => lantern.clear());

  it('keeps, per label, the metrics’ simulation made from the network log, not the insights’ simulation stored after it', () => {
    watchMetricSimulations();
    const metrics = timings(network('/', new NetworkRequest()), network('/style.css', new NetworkRequest()));
    lantern.set('optimisticLargestContentfulPaint', metrics);
    lantern.set('optimisticTotalBlockingTime', timings(network('/', new NetworkRequest())));
    // The trace's simulation of the same load, under the same label (what-if.ts edits only the first).
    lantern.set('optimisticLargestContentfulPaint', timings(network('/'), network('/style.css'), network('/font.woff2')));
    const taken = takeMetricSimulations();
    expect([...taken.keys()]).toEqual(['optimisticLargestContentfulPaint', 'optimisticTotalBlockingTime']);
    expect(taken.get('optimisticLargestContentfulPaint')).toBe(metrics);
    // Lantern itself still holds the last one.
    expect(lantern.get('optimisticLargestContentfulPaint')?.size).toBe(3);
    // Read once: a run that recorded nothing reads as nothing, not as the run before.
    expect(takeMetricSimulations().size).toBe(0);
  });
});
