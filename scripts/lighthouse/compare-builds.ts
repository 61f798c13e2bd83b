/**
 * `npm run lighthouse:compare -- <build A> <build B>`: Lighthouse 13 mobile (the settings of
 * lighthouserc.json) on the same pages of two builds, served side by side by the real server and
 * measured in turn, A then B in odd rounds and B then A in even ones, so both see the same machine
 * load. One run's LCP on a two-core machine moves by 50–150 ms with its load, so a change worth
 * 50 ms shows in a paired comparison and not between two `npm run lighthouse` runs (issue 9).
 *
 * A build is a folder holding a whole `npm run build` (copy dist/ aside before changing the code,
 * or build elsewhere with DIST_DIR). LIGHTHOUSE_RUNS (5) and LIGHTHOUSE_PAGES (`/` and the
 * destination page, comma-separated) as for run.ts.
 */
import { resolve } from 'node:path';
import type { Result } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { serveBuiltSite } from '../lib/built-site.ts';
import { audit, readLighthouseRc } from './audit.ts';
import { connectCdpBrowser } from './cdp-browser.ts';
import { median, medianIndex } from './summary.ts';
import { formatLcpGraph, lcpGraphOf, type LcpGraphRequest } from './lcp-graph.ts';
import { takeMetricSimulations, watchMetricSimulations } from './metric-simulations.ts';

const builds = process.argv.slice(2).map((dir) => resolve(dir));
if (builds.length !== 2) {
  console.error('usage: npm run lighthouse:compare -- <build A> <build B>');
  process.exit(2);
}
const rc = readLighthouseRc();
const { settings } = rc.ci.collect;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const pages = process.env.LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim()) ?? rc.bareReference.pages;

const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time' } as const;
const perf = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

watchMetricSimulations();
const sites = [await serveBuiltSite(4381, { distDir: builds[0] }), await serveBuiltSite(4382, { distDir: builds[1] })];
const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? rc.ci.collect.chromePath, chromeFlags: settings.chromeFlags.split(' ') });
const browser = await connectCdpBrowser(chrome.port);
/** A blank tab to clear storage from (Chromium refuses Storage.clearDataForOrigin on the browser target). */
const { targetId } = await browser.send('Target.createTarget', { url: 'about:blank' });
const { sessionId } = await browser.send('Target.attachToTarget', { targetId, flatten: true });
/** Results by page, then by build (0 = A, 1 = B). */
const results = new Map(pages.map((page) => [page, [[], []] as Result[][]]));
/** Each run's LCP graph (lcp-graph.ts), in the order of `results`. */
const graphs = new Map(pages.map((page) => [page, [[], []] as LcpGraphRequest[][][]]));
try {
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      for (const build of round % 2 ? [0, 1] : [1, 0]) {
        const lhr = await audit(`${sites[build]!.origin}${page}`, settings, chrome.port);
        results.get(page)![build]!.push(lhr);
        graphs.get(page)![build]!.push(lcpGraphOf(takeMetricSimulations()));
        // Lighthouse clears the storage of the origin it audits before a run, not after. Left alone, the
        // service worker this load installed goes on precaching the site (1.4 MB) in the background
        // while the other build is measured: on two cores that read as 450–700 ms of TBT for B against
        // about 150 ms for A, with the same build on both sides.
        await browser.send('Storage.clearDataForOrigin', { origin: sites[build]!.origin, storageTypes: 'all' }, sessionId);
        process.stdout.write(`run ${round}/${runs} ${'AB'[build]} ${page}: LCP ${Math.round(lhr.audits[METRICS.LCP]!.numericValue!)} ms\n`);
      }
    }
  }
} finally {
  await browser.close();
  chrome.kill();
  for (const site of sites) site.stop();
}

console.log(`\nA: ${builds[0]}\nB: ${builds[1]}\nLighthouse mobile, medians of ${runs} paired runs:\n`);
console.log('| page | build | Perf | FCP | LCP | TBT | LCP B − A |\n| --- | --- | --- | --- | --- | --- | --- |');
for (const [page, [a, b]] of results) {
  const lcp = (lhrs: Result[]) => median(lhrs.map((lhr) => lhr.audits[METRICS.LCP]!.numericValue!));
  for (const [name, lhrs] of [['A', a!], ['B', b!]] as const) {
    const ms = (id: string) => `${Math.round(median(lhrs.map((lhr) => lhr.audits[id]!.numericValue!)))} ms`;
    const difference = name === 'B' ? `${Math.round(lcp(b!) - lcp(a!))} ms` : '';
    console.log(`| ${page} | ${name} | ${median(lhrs.map(perf))} | ${ms(METRICS.FCP)} | ${ms(METRICS.LCP)} | ${ms(METRICS.TBT)} | ${difference} |`);
  }
}

console.log('\nWhat each LCP estimate waited for, in the run with the median LCP (lcp-graph.ts):');
for (const [page, builds] of results) {
  builds.forEach((lhrs, build) => {
    const middle = medianIndex(lhrs.map((lhr) => lhr.audits[METRICS.LCP]!.numericValue!));
    console.log(formatLcpGraph(`${page} (${'AB'[build]})`, graphs.get(page)![build]![middle] ?? []));
  });
}
