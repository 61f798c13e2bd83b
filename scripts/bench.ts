/**
 * `npm run bench` (after `npm run build`): prints bundle, precache (scripts/bench/frontend.ts) and API
 * figures and checks their budgets; exits 1 when a budget is exceeded. Figures, not timed assertions in unit tests.
 */
import { join, resolve } from 'node:path';
import { statSync } from 'node:fs';
import { cpuSplitText, measureContent, measureEnquiryPosts, reportApi } from './bench/api-throughput.ts';
import { postgresUnavailableReason, startPostgresCluster } from './postgres-cluster.ts';
import { wrkMissing } from './bench/wrk.ts';
import { benchFrontend, measuredPages } from './bench/frontend.ts';
import { benchFirstRoundTrip } from './bench/first-round-trip.ts';
import { searchIndexSize } from './build/search-index-size.ts';

/** Downloaded the first time search is opened, and precached for offline search. */
const SEARCH_INDEX_BROTLI_KIB = 100;

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
try {
  statSync(join(dist, 'index.html'));
} catch {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}

const failures = benchFrontend(root, dist);
failures.push(...(await benchFirstRoundTrip(dist, measuredPages(root))));
const searchIndex = searchIndexSize(dist);
if (!searchIndex) failures.push('search index missing from dist/assets');
else {
  const kib = (b: number) => b / 1024;
  const ok = kib(searchIndex.brotliBytes) <= SEARCH_INDEX_BROTLI_KIB;
  console.log(`${ok ? 'ok  ' : 'OVER'} search index ${searchIndex.file} (brotli): ${kib(searchIndex.brotliBytes).toFixed(1)} KiB (budget ${SEARCH_INDEX_BROTLI_KIB} KiB; ${kib(searchIndex.bytes).toFixed(0)} KiB raw, ${kib(searchIndex.gzipBytes).toFixed(0)} KiB gzip)`);
  if (!ok) failures.push('search index');
}

// API: the real server under load from wrk, against a bare Fastify hello in the same run.
console.log(`\nAPI (wrk, 100 connections, accept-encoding: br; medians of 5 rounds, each URL paired with a hello run; ${cpuSplitText})`);
if (wrkMissing()) console.log(`     skipped: ${wrkMissing()}`);
else {
  failures.push(...reportApi(await measureContent({ distDir: dist })));
  reportApi([await measureEnquiryPosts({ distDir: dist })]);
  const noPostgres = postgresUnavailableReason();
  if (noPostgres) console.log(`     PostgreSQL figure skipped: ${noPostgres}`);
  else {
    const cluster = startPostgresCluster({ durable: true });
    try {
      reportApi([await measureEnquiryPosts({ distDir: dist, databaseUrl: cluster.url })]);
    } finally {
      cluster.stop();
    }
  }
}

if (failures.length) {
  console.error(`\nOver budget: ${failures.join(', ')}`);
  process.exit(1);
}
