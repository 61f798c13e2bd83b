/**
 * `npm run bench:reliability`: the real built server under faults, on SQLite and on PostgreSQL,
 * printing figures (issue 11). Builds first when there is no build. Takes about 6 minutes.
 *   --only=durability,fuzz,soak,shutdown,disk   run some of them
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { postgresUnavailableReason, startPostgresCluster, type PostgresCluster } from './postgres-cluster.ts';
import { postgresTarget, sqliteTarget, type Target } from './bench/reliability/targets.ts';
import { durabilityRun } from './bench/reliability/durability.ts';
import { fuzz } from './bench/reliability/fuzz.ts';
import { soak } from './bench/reliability/soak.ts';
import { shutdownUnderLoad } from './bench/reliability/shutdown.ts';
import { dataDirFaults } from './bench/reliability/data-dir.ts';
import { smallFileSystemUnavailable } from './small-file-system.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = join(root, 'dist');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7).split(',');
const wanted = (name: string) => !only || only.includes(name);

if (!existsSync(join(distDir, 'index.html'))) {
  console.log('No build found: building first.');
  execFileSync(process.execPath, [join(root, 'scripts/build.ts')], { stdio: 'inherit' });
}

const noPostgres = postgresUnavailableReason();
const cluster: PostgresCluster | null = noPostgres ? null : startPostgresCluster({ durable: true });
const engines: Array<() => Promise<Target>> = [async () => sqliteTarget(distDir)];
if (cluster) engines.push(() => postgresTarget(distDir, cluster));
else console.log(`PostgreSQL skipped: ${noPostgres}`);

/** Runs `work` on a fresh database of the engine made by `make`. */
async function on<T>(make: () => Promise<Target>, work: (target: Target) => Promise<T>): Promise<T> {
  const target = await make();
  try {
    return await work(target);
  } finally {
    await target.remove();
  }
}

try {
  for (const make of engines) {
    const engine = (await on(make, async (t) => t.engine));
    console.log(`\n=== ${engine} ===`);
    if (wanted('durability')) {
      for (let run = 1; run <= 3; run++) {
        const r = await on(make, (t) => durabilityRun(t));
        console.log(`durability run ${run}: ${r.sent} sent at once, kill -9 after half were acknowledged: acknowledged ${r.acknowledged} / found ${r.found} / lost ${r.lost}`);
      }
    }
    if (wanted('fuzz')) {
      const f = await on(make, (t) => fuzz(t));
      console.log(`fuzz: ${f.requests} malformed requests: 5xx ${f.serverErrors}, crashes ${f.crashes}, /api answers without a JSON message ${f.apiWithoutMessage}, no answer ${f.noAnswer}, rows stored from invalid input ${f.rowsStored}`);
      for (const example of f.examples) console.log(`    e.g. ${example}`);
    }
    if (wanted('soak')) {
      const s = await on(make, (t) => soak(t, distDir));
      console.log(`soak: ${s.seconds} s at ${(s.requests / s.seconds).toFixed(0)} req/s of pages and API GETs: ${s.requests} requests, errors ${s.errors}, p50 ${s.p50Ms.toFixed(1)} ms, p99 ${s.p99Ms.toFixed(1)} ms, memory ${s.memoryMiB.start.toFixed(0)} / ${s.memoryMiB.middle.toFixed(0)} / ${s.memoryMiB.end.toFixed(0)} MiB (start / middle / end)`);
    }
    if (wanted('shutdown')) {
      const d = await on(make, (t) => shutdownUnderLoad(t));
      console.log(`shutdown under load: SIGTERM with ${d.inFlightAtSignal} requests in flight: completed ${d.inFlightCompleted}, reset ${d.inFlightReset}; sent after the signal: answered ${d.afterSignal.answered}, refused ${d.afterSignal.refused}; exit code ${d.exitCode}; enquiries acknowledged ${d.acknowledged} / found ${d.found}; integrity_check ${d.integrity}`);
    }
  }
  if (wanted('disk')) {
    console.log('\n=== data directory faults (SQLite) ===');
    const unavailable = smallFileSystemUnavailable();
    if (unavailable) console.log(`skipped: ${unavailable}`);
    else {
      const faults = await dataDirFaults(distDir);
      console.log(`read-only data directory at start: ${faults.readOnlyStart}`);
      console.log(`full disk at start: ${faults.fullDiskStart}`);
      const f = faults.fullWhileRunning;
      console.log(`disk full while running, 300 enquiries: 2xx ${f.answered2xx} (all stored: ${f.stored2xx === f.answered2xx ? 'yes' : `NO, ${f.answered2xx - f.stored2xx} lost`}), 503 ${f.answered503}, other ${f.other}; /api/ready ${f.ready}; message: "${f.message}"`);
    }
  }
} finally {
  cluster?.stop();
}
