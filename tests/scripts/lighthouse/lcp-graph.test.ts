import { describe, expect, it } from 'vitest';
import { formatLcpGraph, lcpGraphFrom, lcpGraphOf, type LcpGraphRequest } from '../../../scripts/lighthouse/lcp-graph.ts';
import type { SimulatedNode } from '../../../scripts/lighthouse/metric-simulations.ts';

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

  it('reads nothing from a run without an LCP simulation', () => {
    expect(lcpGraphOf(new Map())).toEqual([]);
    expect(lcpGraphOf(new Map([['optimisticLargestContentfulPaint', timings(doc)]]))).toEqual([]);
    expect(lcpGraphOf(new Map([['optimisticLargestContentfulPaint', timings(doc)], ['pessimisticLargestContentfulPaint', timings(doc, card)]])).map((r) => r.optimistic)).toEqual([true, false]);
  });
});
