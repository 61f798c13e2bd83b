/**
 * Repeat visits with the worker installed (issue 9): a reader opens the first page, the worker takes
 * over, the reader visits each other measured page once; then every page is opened again, `visits`
 * times in a new tab, under Lighthouse's slow-4G and 4× CPU (DevTools throttling). Counts what still
 * reaches the network on any of them, and the median LCP, as for the Lighthouse runs: one visit's LCP
 * on this two-core machine varied from 0.41 to 0.68 s for the same page. Chrome is driven over bare
 * DevTools Protocol (cdp-browser.ts), so nothing but the page runs in its renderer, as on a phone.
 */
import { launchCdpBrowser } from './cdp-browser.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

const FILE_KINDS = /\.(js|css|woff2?|avif|webp|png|jpe?g|svg|ico)$/;

/** App files, images and fonts (pages and API may revalidate). */
export const isAppFileOrMedia = (path: string) => FILE_KINDS.test(path);

/**
 * The budget (issue 9): no request for app files or fonts, nor for images already seen. An image the
 * first round never loaded may come from the network: on slow 4G Chrome loads lazy images from
 * further down the page, so a repeat visit can show pictures the first one never reached.
 */
export const isForbiddenOnRepeat = (path: string, seen: ReadonlySet<string>) =>
  isAppFileOrMedia(path) && (!path.startsWith('/images/') || seen.has(path));

/** The first round's wait for the worker and for the pages' late requests to end (Playwright's "networkidle"). */
const QUIET_MS = 500;
const QUIET_TIMEOUT_MS = 15_000;

export async function measureRepeatVisits(origin: string, pages: string[], chromePath: string, chromeFlags: string[], visits = 3): Promise<RepeatVisit[]> {
  const browser = await launchCdpBrowser(chromePath, chromeFlags);
  try {
    const { browserContextId } = await browser.send('Target.createBrowserContext');
    // The worker's own requests count too: each worker is attached as it starts, and held until its
    // network is watched, so not even its first request is missed.
    await browser.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true, filter: [{ type: 'service_worker', exclude: false }, { exclude: true }] });
    browser.on((event) => {
      if (event.method !== 'Target.attachedToTarget') return;
      const { sessionId } = event.params as { sessionId: string };
      void browser
        .send('Network.enable', {}, sessionId)
        .finally(() => browser.send('Runtime.runIfWaitingForDebugger', {}, sessionId))
        .catch(() => undefined); // a worker that stops at once
    });

    // Every request of the origin, from a page or a worker: sent, and answered by the network.
    const sent = new Set<string>();
    const fromNetwork = new Set<string>();
    const inFlight = new Set<string>();
    let lastActivity = Date.now();
    const pathOf = (url: string) => (url.startsWith(origin) ? new URL(url).pathname : null);
    browser.on(({ method, params, sessionId }) => {
      const key = `${sessionId}:${params?.requestId}`;
      if (method === 'Network.requestWillBeSent') {
        const path = pathOf(params.request.url);
        if (path) sent.add(path);
        inFlight.add(key);
      } else if (method === 'Network.responseReceived') {
        const path = pathOf(params.response.url);
        if (path && !params.response.fromServiceWorker) fromNetwork.add(path);
      } else if (method === 'Network.loadingFinished' || method === 'Network.loadingFailed') {
        inFlight.delete(key);
      } else return;
      lastActivity = Date.now();
    });
    const quiet = async () => {
      const deadline = Date.now() + QUIET_TIMEOUT_MS;
      while ((inFlight.size || Date.now() - lastActivity < QUIET_MS) && Date.now() < deadline) await sleep(100);
    };

    /** A new tab at a phone's size: a 412 × 823 viewport at 1.75×, touch. */
    const openTab = async () => {
      const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank', browserContextId });
      const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
      for (const [method, params] of [
        ['Page.enable', {}],
        ['Network.enable', {}],
        ['Emulation.setDeviceMetricsOverride', { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true }],
        ['Emulation.setTouchEmulationEnabled', { enabled: true }],
      ] as const) {
        await browser.send(method, params, sessionId);
      }
      const evaluate = async (expression: string) => (await browser.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true }, sessionId)).result.value;
      return {
        sessionId,
        evaluate,
        goto: async (path: string) => {
          const loaded = browser.next('Page.loadEventFired', sessionId);
          const { errorText } = await browser.send('Page.navigate', { url: `${origin}${path}` }, sessionId);
          if (errorText) throw new Error(`${path}: ${errorText}`);
          await loaded;
        },
        close: () => browser.send('Target.closeTarget', { targetId }),
      };
    };

    // The first page is seen before the worker takes over (its images too), the others after.
    const first = await openTab();
    await first.goto(pages[0]!);
    await first.evaluate(`navigator.serviceWorker.ready
      .then(() => navigator.serviceWorker.controller ?? new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true })))
      .then(() => true)`);
    for (const page of pages.slice(1)) {
      await first.goto(page);
      await quiet();
    }
    await sleep(2000); // let the worker finish writing what it caches in the background
    await quiet();
    await first.close();
    const seen = new Set(sent);

    /** One visit in a new tab: the paths that reached the server and the LCP. */
    const visit = async (page: string) => {
      const tab = await openTab();
      await browser.send('Network.emulateNetworkConditions', SLOW_4G, tab.sessionId);
      await browser.send('Emulation.setCPUThrottlingRate', { rate: 4 }, tab.sessionId);
      fromNetwork.clear();
      await tab.goto(page);
      await sleep(1500);
      const network = [...fromNetwork];
      const lcpMs = Number(
        (await tab.evaluate(`Promise.race([
          new Promise((r) => new PerformanceObserver((list) => r(list.getEntries().at(-1).startTime)).observe({ type: 'largest-contentful-paint', buffered: true })),
          new Promise((r) => setTimeout(() => r(null), 1000)),
        ])`)) ?? Number.NaN,
      );
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
