import { afterEach, describe, expect, it } from 'vitest';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { NetworkRequest } from 'lighthouse/core/lib/network-request.js';
import { formatLcpGraph, lastLcpGraph, lcpGraphFrom, watchLcpSimulations, type LcpGraphRequest, type SimulatedNode } from '../../../scripts/lighthouse/lcp-graph.ts';

/** Nodes shaped as Lantern's: network nodes carry their request, CPU nodes do not. */
const network = (url: string, resourceType: string, transferSize: number, priority = 'High'): SimulatedNode => ({
  type: 'network',
  request: { url, resourceType, transferSize, priority },
});
const cpu = (): SimulatedNode => ({ type: 'cpu' });
const timings = (...nodes: SimulatedNode[]) => new Map(nodes.map((node) => [node, { startTime: 0, endTime: 1 }]));

const ORIGIN = 'http://127.0.0.1:4371';
const doc = network(`${ORIGIN}/`, 'Document', 11_000, 'VeryHigh');
const css = network(`${ORIGIN}/assets/style-abc.css`, 'Stylesheet', 13_600, 'VeryHigh');
const font = network(`${ORIGIN}/assets/heading.woff2`, 'Font', 12_600);
const hero = network(`${ORIGIN}/images/brand/hero-768.avif`, 'Image', 6_500);
const card = network(`${ORIGIN}/images/destinations/dubai/card-480.avif?v=2`, 'Image', 7_200, 'Low');
const inlineIcon = network('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=', 'Image', 0, 'Low');

describe('the requests Lighthouse’s LCP estimate waited for (issue 9)', () => {
  it('lists each network request of the pessimistic half once, in its order, marking those the optimistic half also counts', () => {
    const requests = lcpGraphFrom(timings(doc, cpu(), css, font, hero), timings(doc, css, cpu(), font, hero, card));
    expect(requests.map((r) => [r.url.replace(ORIGIN, ''), r.type, r.bytes, r.optimistic])).toEqual([
      ['/', 'Document', 11_000, true],
      ['/assets/style-abc.css', 'Stylesheet', 13_600, true],
      ['/assets/heading.woff2', 'Font', 12_600, true],
      ['/images/brand/hero-768.avif', 'Image', 6_500, true],
      ['/images/destinations/dubai/card-480.avif?v=2', 'Image', 7_200, false],
    ]);
  });

  it('prints one line per page: the total, each type with its files, and the low-priority images of the pessimistic half apart', () => {
    const requests = lcpGraphFrom(timings(doc, css, font, hero), timings(doc, css, font, hero, card, inlineIcon));
    expect(formatLcpGraph('/', requests)).toBe(
      '- /: 6 requests, 50.9 KB: Document 11.0 KB (/); Stylesheet 13.6 KB (style-abc.css); Font 12.6 KB (heading.woff2); ' +
        'Image 6.5 KB (hero-768.avif); 2 × Image, pessimistic half only 7.2 KB (card-480.avif, data: URL)',
    );
  });

  it('says so when a page has a single request, or when no simulation was recorded', () => {
    const only: LcpGraphRequest[] = [{ url: `${ORIGIN}/__bare__/`, type: 'Document', bytes: 1_300, priority: 'VeryHigh', optimistic: true }];
    expect(formatLcpGraph('/__bare__/', only)).toBe('- /__bare__/: 1 request, 1.3 KB: Document 1.3 KB (__bare__)');
    expect(formatLcpGraph('/', [])).toBe('- /: no simulation recorded');
  });

  describe('after a run', () => {
    const simulations = Lantern.Simulation.Simulator.allNodeTimings as unknown as Map<string, Map<object, unknown>>;
    afterEach(() => simulations.clear());
    /** A node as the metrics' simulation makes it, its request from one of Lighthouse's NetworkRequests. */
    const fromNetworkLog = (node: SimulatedNode): SimulatedNode => ({ ...node, request: { ...node.request!, rawRequest: new NetworkRequest() } });

    it('reads the two halves of the LCP simulation Lighthouse’s metrics made last, not the insights’ simulation stored after it', () => {
      watchLcpSimulations();
      simulations.set('optimisticFirstContentfulPaint', timings(fromNetworkLog(doc)));
      expect(lastLcpGraph()).toEqual([]);
      // The metrics' simulation of the load, then the trace's, under the same labels (what-if.ts edits only the first).
      simulations.set('optimisticLargestContentfulPaint', timings(fromNetworkLog(doc), fromNetworkLog(css)));
      simulations.set('pessimisticLargestContentfulPaint', timings(fromNetworkLog(doc), fromNetworkLog(css), fromNetworkLog(card)));
      simulations.set('optimisticLargestContentfulPaint', timings(doc, css, font));
      simulations.set('pessimisticLargestContentfulPaint', timings(doc, css, font, card));
      expect(lastLcpGraph().map((r) => [r.type, r.optimistic])).toEqual([
        ['Document', true],
        ['Stylesheet', true],
        ['Image', false],
      ]);
      expect(simulations.get('pessimisticLargestContentfulPaint')?.size).toBe(4);
      // Read once: a run that recorded nothing reads as nothing, not as the run before.
      expect(lastLcpGraph()).toEqual([]);
    });
  });
});
