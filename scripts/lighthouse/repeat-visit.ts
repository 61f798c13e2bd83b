/**
 * Repeat visits with the worker installed (issue 9): a reader opens the first page, the worker takes
 * over, the reader visits each other measured page once; then every page is opened again, `visits`
 * times in a new tab, under Lighthouse's slow-4G and 4× CPU (DevTools throttling). Counts what still
 * reaches the network on any of them, and the median LCP, as for the Lighthouse runs: one visit's LCP
 * on this two-core machine varied from 0.41 to 0.68 s for the same page.
 */
import { chromium, type Request } from 'playwright-core';

/** Lighthouse's mobileSlow4G as DevTools applies it (latency ×3.75, throughput ×0.9). */
const SLOW_4G = { offline: false, latency: 150 * 3.75, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };

export interface RepeatVisit {
  page: string;
  /** Requests that reached the server, from the page or from the worker, by URL path. */
  network: string[];
  /** Of those, what the budget forbids: app files and fonts, and images the first round already loaded. */
  forbidden: string[];
  /** The median of the visits' LCPs. */
  lcpMs: number;
  /** Each visit's LCP, in the order measured. */
  lcpRunsMs: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

const FILE_KINDS = /\.(js|css|woff2?|avif|webp|png|jpe?g|svg)$/;

/** App files, images and fonts (pages and API may revalidate). */
export const isAppFileOrMedia = (path: string) => FILE_KINDS.test(path);

/**
 * The budget (issue 9): no request for app files or fonts, nor for images already seen. An image the
 * first round never loaded may come from the network: on slow 4G Chrome loads lazy images from
 * further down the page, so a repeat visit can show pictures the first one never reached.
 */
export const isForbiddenOnRepeat = (path: string, seen: ReadonlySet<string>) =>
  isAppFileOrMedia(path) && (!path.startsWith('/images/') || seen.has(path));

export async function measureRepeatVisits(origin: string, pages: string[], chromePath: string, chromeFlags: string[], visits = 3): Promise<RepeatVisit[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeFlags });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await context.addInitScript(() => {
      new PerformanceObserver((list) => {
        (window as unknown as { __lcp: number }).__lcp = list.getEntries().at(-1)!.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    // The first page is seen before the worker takes over (its images too), the others after.
    const seen = new Set<string>();
    const onFirstRoundRequest = (request: Request) => void seen.add(new URL(request.url()).pathname);
    context.on('request', onFirstRoundRequest);
    const first = await context.newPage();
    await first.goto(`${origin}${pages[0]}`, { waitUntil: 'load' });
    await first.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const worker = registration.active!;
      if (worker.state !== 'activated') await new Promise((r) => worker.addEventListener('statechange', () => worker.state === 'activated' && r(null)));
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    });
    for (const page of pages.slice(1)) await first.goto(`${origin}${page}`, { waitUntil: 'networkidle' });
    await first.waitForTimeout(2000); // let the worker finish writing what it caches in the background
    await first.close();
    context.off('request', onFirstRoundRequest);

    /** One visit in a new tab: the paths that reached the server and the LCP. */
    const visit = async (page: string) => {
      const tab = await context.newPage();
      const cdp = await context.newCDPSession(tab);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const network: string[] = [];
      const onRequest = (request: Request) => {
        request.response().then((response) => {
          if (response && !response.fromServiceWorker()) network.push(new URL(request.url()).pathname);
        }, () => undefined);
      };
      context.on('request', onRequest);
      await tab.goto(`${origin}${page}`, { waitUntil: 'load' });
      await tab.waitForTimeout(1500);
      context.off('request', onRequest);
      const lcpMs = await tab.evaluate(() => (window as unknown as { __lcp?: number }).__lcp ?? Number.NaN);
      await tab.close();
      return { network, lcpMs };
    };

    const results: RepeatVisit[] = [];
    for (const page of pages) {
      const runs = [];
      for (let i = 0; i < visits; i++) runs.push(await visit(page));
      const paths = [...new Set(runs.flatMap((run) => run.network))].sort();
      const lcpRunsMs = runs.map((run) => run.lcpMs);
      results.push({ page, network: paths, forbidden: paths.filter((path) => isForbiddenOnRepeat(path, seen)), lcpMs: median(lcpRunsMs), lcpRunsMs });
    }
    return results;
  } finally {
    await browser.close();
  }
}

/** Prints the repeat visits and returns what misses the budget. */
export function reportRepeatVisits(visits: RepeatVisit[], precachedPages: Set<string>, maxPrecachedLcpMs: number): string[] {
  const failures: string[] = [];
  console.log(`\nRepeat visit with the worker installed (slow 4G, 4× CPU), median of ${visits[0]?.lcpRunsMs.length ?? 0} visits:\n`);
  console.log('| page | precached | LCP | each visit | network requests |\n| --- | --- | --- | --- | --- |');
  for (const { page, network, forbidden, lcpMs, lcpRunsMs } of visits) {
    const precached = precachedPages.has(page);
    const each = lcpRunsMs.map((ms) => (ms / 1000).toFixed(2)).join(' / ');
    console.log(`| ${page} | ${precached ? 'yes' : 'no'} | ${(lcpMs / 1000).toFixed(2)} s | ${each} | ${network.join(', ') || 'none'} |`);
    if (forbidden.length) failures.push(`${page}: repeat visit requests ${forbidden.join(', ')}`);
    if (precached && !(lcpMs <= maxPrecachedLcpMs)) failures.push(`${page}: repeat-visit LCP ${Math.round(lcpMs)} ms > ${maxPrecachedLcpMs} ms`);
  }
  return failures;
}
