/**
 * `npm run lighthouse:what-if -- <page> "<edit>" ["<edit>"…]`: what Lighthouse's estimate would
 * say if some requests of a page's load were gone, or of another size, before building anything
 * (issue 9). For example, `npm run lighthouse:what-if -- / "drop boot-" "size style- 5000"`.
 *
 * It loads the page LIGHTHOUSE_RUNS (3) times with the settings of lighthouserc.json, keeping each
 * load's trace and network log (Lighthouse's gather mode). Then it audits each load twice (audit
 * mode): as recorded, and with the edits applied to its network log (network-log-edits.ts). It prints
 * the medians and the LCP graph of each (lcp-graph.ts).
 *
 * Lighthouse's model replays the edited requests on its simulated slow 4G, while the main thread's
 * recorded work stays as it was. So an edit that would also change that work (a script that no
 * longer runs) reads as the network part of the change only. Confirm a promising edit with a build and
 * `npm run lighthouse:compare`.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import { launch } from 'chrome-launcher';
import { buildIfNeeded, serveBuiltSite } from '../lib/built-site.ts';
import { readLighthouseRc } from './audit.ts';
import { formatLcpGraph, lcpGraphOf, type LcpGraphRequest } from './lcp-graph.ts';
import { takeMetricSimulations, watchMetricSimulations } from './metric-simulations.ts';
import { applyEdits, parseEdit, type ProtocolEvent } from './network-log-edits.ts';
import { median, medianIndex } from './summary.ts';

const [page, ...editTexts] = process.argv.slice(2);
let edits;
try {
  if (!page?.startsWith('/') || !editTexts.length) throw new Error('usage: npm run lighthouse:what-if -- <page path> "drop <part of a URL>" ["size <part of a URL> <bytes>" "protocol <part of a URL> h2"…]');
  edits = editTexts.map(parseEdit);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

const { settings } = readLighthouseRc().ci.collect;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const METRICS = { FCP: 'first-contentful-paint', LCP: 'largest-contentful-paint', TBT: 'total-blocking-time' } as const;
const workDir = mkdtempSync(join(tmpdir(), 'lighthouse-what-if-'));

/** Lighthouse's audits on a saved load (no browser), and the LCP graph its simulation kept. */
async function auditSaved(url: string, dir: string): Promise<{ lhr: Result; graph: LcpGraphRequest[] }> {
  const result = await lighthouse(url, { ...settings, auditMode: dir, output: 'json', logLevel: 'error' });
  if (!result?.lhr || result.lhr.runtimeError) throw new Error(`${dir}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
  return { lhr: result.lhr, graph: lcpGraphOf(takeMetricSimulations()) };
}

watchMetricSimulations();
const recorded: Array<{ lhr: Result; graph: LcpGraphRequest[] }> = [];
const edited: typeof recorded = [];
try {
  buildIfNeeded();
  const site = await serveBuiltSite(Number(process.env.LIGHTHOUSE_PORT ?? 4371));
  const url = `${site.origin}${page}`;
  const chrome = await launch({ chromePath: process.env.CHROMIUM_PATH ?? readLighthouseRc().ci.collect.chromePath, chromeFlags: settings.chromeFlags.split(' ') });
  const loads: string[] = [];
  try {
    for (let run = 1; run <= runs; run++) {
      const dir = join(workDir, `load-${run}`);
      await lighthouse(url, { ...settings, port: chrome.port, gatherMode: dir, logLevel: 'error' });
      loads.push(dir);
      console.log(`load ${run}/${runs} of ${page} recorded`);
    }
  } finally {
    chrome.kill();
    site.stop();
  }
  for (const dir of loads) {
    recorded.push(await auditSaved(url, dir));
    const editedDir = `${dir}-edited`;
    cpSync(dir, editedDir, { recursive: true });
    const logFile = join(editedDir, 'devtoolslog.json');
    writeFileSync(logFile, JSON.stringify(applyEdits(JSON.parse(readFileSync(logFile, 'utf8')) as ProtocolEvent[], edits)));
    edited.push(await auditSaved(url, editedDir));
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

if (!process.exitCode) {
  const ms = (results: typeof recorded, id: string) => Math.round(median(results.map(({ lhr }) => lhr.audits[id]!.numericValue!)));
  const lcp = (results: typeof recorded) => ms(results, METRICS.LCP);
  const perf = (results: typeof recorded) => median(results.map(({ lhr }) => Math.round((lhr.categories.performance?.score ?? 0) * 100)));
  console.log(`\n${page}, ${runs} loads, each audited as recorded and with: ${editTexts.join('; ')}\n`);
  console.log('| load | Perf | FCP | LCP | TBT | LCP change |\n| --- | --- | --- | --- | --- | --- |');
  for (const [name, results] of [['as recorded', recorded], ['edited', edited]] as const) {
    const change = name === 'edited' ? `${lcp(edited) - lcp(recorded)} ms` : '';
    console.log(`| ${name} | ${perf(results)} | ${ms(results, METRICS.FCP)} ms | ${lcp(results)} ms | ${ms(results, METRICS.TBT)} ms | ${change} |`);
  }
  console.log('\nWhat the LCP estimate waited for, in the load with the median LCP (lcp-graph.ts):');
  for (const [name, results] of [['as recorded', recorded], ['edited', edited]] as const) {
    const middle = medianIndex(results.map(({ lhr }) => lhr.audits[METRICS.LCP]!.numericValue!));
    console.log(formatLcpGraph(`${page} ${name}`, results[middle]!.graph));
  }
}
