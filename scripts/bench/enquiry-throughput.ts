/**
 * `npm run bench:enquiries`: how fast the real server stores enquiries with notifications on, and how
 * soon a notification arrives once its mail server is back. Prints figures; asserts nothing.
 *
 * 1. Enquiry POSTs from 10 keep-alive connections for BENCH_SECONDS (default 10), the rate limit raised
 *    by configuration (ENQUIRY_RATE_LIMIT=1000000: still counted, never reached), e-mail notifications
 *    to a local SMTP server: requests/s, p50, p99, errors, and how long the outbox takes to deliver
 *    every notification after the load stops. Each server gets a free port of its own.
 * 2. The mail server goes down, 1 or 10 enquiries arrive during the outage, the mail server comes
 *    back after 5 s and after 30 s (default retry schedule): seconds from its return to the first
 *    e-mail and to the last.
 * On SQLite, and on PostgreSQL when it can run here (scripts/postgres-cluster.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresUnavailableReason, startPostgresCluster } from '../postgres-cluster.ts';
import { percentile, postLoad, siteDir, startServer } from './bench-server.ts';
import { SmtpSink } from './smtp-sink.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
/** Mail-server outages to measure, in seconds (BENCH_OUTAGES=5,30; empty skips them). */
const OUTAGES_S = (process.env.BENCH_OUTAGES ?? '5,30').split(',').filter(Boolean).map(Number);
type Engine = 'sqlite' | 'postgres';
const dist = siteDir();
const future = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
const enquiry = (i: number) => ({ name: `Bench Traveller ${i}`, date: future, contact: '+91 98450 12345', email: `traveller${i}@example.com` });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** An SMTP sink that notes when each e-mail arrived. */
function arrivalsSink() {
  const arrivals: number[] = [];
  return Object.assign(new SmtpSink(() => void arrivals.push(performance.now())), { arrivals });
}

async function waitFor(condition: () => boolean, timeoutMs: number): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > until) return false;
    await sleep(20);
  }
  return true;
}

async function throughput(engine: Engine, database: Record<string, string>, notify: boolean) {
  const smtp = await arrivalsSink().start();
  const notifications: Record<string, string> = notify ? { SMTP_URL: smtp.url, NOTIFY_EMAIL: 'desk@bench.example' } : {};
  const server = await startServer({ ...database, DIST_DIR: dist, ENQUIRY_RATE_LIMIT: '1000000', ...notifications });
  try {
    await postLoad(`${server.origin}/api/inquiries/submit`, CONNECTIONS, 1, enquiry); // warm-up
    await sleep(500);
    const before = smtp.arrivals.length;
    const result = await postLoad(`${server.origin}/api/inquiries/submit`, CONNECTIONS, SECONDS, enquiry);
    const loadEnded = performance.now();
    const delivered = !notify || (await waitFor(() => smtp.arrivals.length - before >= result.requests - result.errors, 120_000));
    const drainS = (performance.now() - loadEnded) / 1000;
    const drain = !notify ? 'notifications off' : `all notifications delivered ${delivered ? `${drainS.toFixed(1)} s after the load` : 'NOT within 120 s'}`;
    console.log(
      `  ${engine.padEnd(8)} ${(result.requests / result.seconds).toFixed(0).padStart(6)} enquiries/s   p50 ${percentile(result.latenciesMs, 50).toFixed(1)} ms   p99 ${percentile(result.latenciesMs, 99).toFixed(1)} ms   ` +
        `errors ${result.errors}/${result.requests}   ${drain}`,
    );
  } finally {
    await server.stop();
    await smtp.stop();
  }
}

/**
 * `count` enquiries sent during an outage, evenly spread: one alone waits out its own backoff; of
 * several, the latest (shortest backoff) gets through first and the others follow it at once.
 */
async function arrivalAfterOutage(engine: Engine, database: Record<string, string>, outageS: number, count: number) {
  const smtp = await arrivalsSink().start();
  await smtp.stop();
  const server = await startServer({ ...database, DIST_DIR: dist, SMTP_URL: smtp.url, NOTIFY_EMAIL: 'desk@bench.example' });
  try {
    for (let i = 0; i < count; i++) {
      const res = await fetch(`${server.origin}/api/inquiries/submit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(enquiry(i)) });
      if (res.status !== 201) throw new Error(`enquiry answered ${res.status}`);
      await sleep((outageS * 1000) / count);
    }
    await smtp.start();
    const back = performance.now();
    const arrived = await waitFor(() => smtp.arrivals.length >= count, 10 * 60_000);
    const after = (at: number | undefined) => `${((at! - back) / 1000).toFixed(1)} s`;
    const figures = !arrived ? `NOT all within 10 min` : count === 1 ? `the e-mail ${after(smtp.arrivals[0])}` : `first e-mail ${after(smtp.arrivals[0])}, all ${after(smtp.arrivals.at(-1))}`;
    console.log(`  ${engine.padEnd(8)} outage ${String(outageS).padStart(2)} s, ${String(count).padStart(2)} enquiries: ${figures} after the mail server came back`);
  } finally {
    await server.stop();
    await smtp.stop();
  }
}

/** A fresh database per measurement: a temp folder, or a new database in a throwaway PostgreSQL. */
type OpenDatabase = () => Promise<{ env: Record<string, string>; done(): void }>;
const engines: Array<[Engine, OpenDatabase]> = [
  [
    'sqlite',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'bench-enquiries-'));
      return { env: { DATA_DIR: dir }, done: () => rmSync(dir, { recursive: true, force: true }) };
    },
  ],
];
const pgReason = postgresUnavailableReason();
// PostgreSQL's own defaults (fsync on), as in production.
const cluster = pgReason ? null : startPostgresCluster({ durable: true });
if (cluster) {
  let n = 0;
  engines.push([
    'postgres',
    async () => {
      const name = `bench_${n++}`;
      const client = new pg.Client(cluster.url);
      await client.connect();
      await client.query(`CREATE DATABASE ${name}`);
      await client.end();
      return { env: { DATABASE_URL: cluster.urlFor(name) }, done: () => {} };
    },
  ]);
}

console.log(`Enquiry benchmark: ${CONNECTIONS} connections, ${SECONDS} s, notifications by e-mail; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on this machine`);
if (pgReason) console.log(`  (PostgreSQL skipped: ${pgReason})`);
try {
  console.log('\nEnquiry POST rate (the same run without notifications, for comparison):');
  for (const [engine, open] of engines) {
    for (const notify of [true, false]) {
      const db = await open();
      await throughput(engine, db.env, notify);
      db.done();
    }
  }
  console.log('\nNotification arrival after the mail server returns (default retry: 1 s doubling to 5 min):');
  for (const [engine, open] of engines) {
    for (const outage of OUTAGES_S) {
      for (const count of [1, 10]) {
        const db = await open();
        await arrivalAfterOutage(engine, db.env, outage, count);
        db.done();
      }
    }
  }
} finally {
  cluster?.stop();
}
