/**
 * `npm run bench` (after `npm run build`): prints bundle, precache and API figures and checks the
 * budgets below; exits 1 when a budget is exceeded. Figures, not timed assertions in unit tests.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureContent, measureEnquiryPosts, reportApi } from './bench/api-throughput.ts';
import { postgresUnavailableReason, startPostgresCluster } from './postgres-cluster.ts';
import { wrkMissing } from './bench/wrk.ts';
import { landingInitialJs, precacheSize } from './build/build-report.ts';
import { searchIndexSize } from './build/search-index-size.ts';

const BUDGETS = {
  landingInitialJsGzipKiB: 180,
  largestRouteChunkGzipKiB: 40,
  precacheKiB: 3 * 1024,
  /** Downloaded the first time search is opened, and precached for offline search. */
  searchIndexBrotliKiB: 100,
};

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
try {
  statSync(join(dist, 'index.html'));
} catch {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}

const kib = (b: number) => b / 1024;
const failures: string[] = [];
const check = (label: string, value: number, budget: number, unit = 'KiB') => {
  const ok = value <= budget;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${label}: ${value.toFixed(1)} ${unit} (budget ${budget} ${unit})`);
  if (!ok) failures.push(label);
};

const landing = landingInitialJs(dist);
check('landing page initial JS (gzip)', kib(landing.gzipBytes), BUDGETS.landingInitialJsGzipKiB);
const chunks = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js') && !landing.files.includes(`assets/${f}`));
const largest = chunks.map((f) => ({ f, size: gzipSync(readFileSync(join(dist, 'assets', f))).length })).sort((a, b) => b.size - a.size)[0];
if (largest) check(`largest lazy chunk ${largest.f} (gzip)`, kib(largest.size), BUDGETS.largestRouteChunkGzipKiB);
const precache = precacheSize(dist);
check(`service worker precache (${precache.entries} entries)`, kib(precache.bytes), BUDGETS.precacheKiB);
const searchIndex = searchIndexSize(dist);
if (!searchIndex) failures.push('search index missing from dist/assets');
else {
  check(`search index ${searchIndex.file} (brotli; ${kib(searchIndex.bytes).toFixed(0)} KiB raw, ${kib(searchIndex.gzipBytes).toFixed(0)} KiB gzip)`, kib(searchIndex.brotliBytes), BUDGETS.searchIndexBrotliKiB);
}

// API: the real server under load from wrk, against a bare Fastify hello in the same run.
console.log('\nAPI (wrk, 100 connections, accept-encoding: br; medians of 3 rounds)');
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
