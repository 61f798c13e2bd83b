/**
 * API figures for `npm run bench`: the built server's content GETs under load, as a browser asks
 * (accept-encoding: br, 100 keep-alive connections), against a bare Fastify hello measured in the
 * same run on the same machine, each URL right after a hello run of its own.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchCpuSplit, type CpuSplit } from './cpu-split.ts';
import { startServerProcess } from './server-process.ts';
import { runWrk, wrkMissing, type LoadResult, type WrkOptions } from './wrk.ts';

export const API_BUDGETS = { ratioToHello: 0.5, p99Ms: 20 };

const CONTENT_URLS = ['/api/page/dubai', '/api/page/Bali', '/api/itineraries/honeymoon', '/api/itineraries/id/bali-ubud-uluwatu-honeymoon', '/api/blogs/destination/maldives'];
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianOf = (runs: LoadResult[]): LoadResult => ({
  requestsPerSecond: median(runs.map((r) => r.requestsPerSecond)),
  p50Ms: median(runs.map((r) => r.p50Ms)),
  p99Ms: median(runs.map((r) => r.p99Ms)),
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
});

export interface ApiFigure {
  label: string;
  result: LoadResult;
  ratio?: number;
}

/** The split this run uses (cpu-split.ts), and how the report names it. */
const split: CpuSplit | null = benchCpuSplit();
export const cpuSplitText = split ? `servers on CPU ${split.servers}, wrk on CPU ${split.load}` : 'servers and wrk sharing the CPUs (no taskset, or 1 CPU)';
const wrkCpus: WrkOptions['cpus'] = split ? { list: split.load, threads: split.loadThreads } : undefined;

/** Starts the built server (SQLite in a temp folder, or `databaseUrl`) for the time of `work`. */
async function withServer<T>(distDir: string, databaseUrl: string | undefined, work: (origin: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
  const server = await startServerProcess({ DIST_DIR: resolve(distDir), DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, { keepLogs: false, cpus: split?.servers });
  try {
    return await work(server.origin);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Untimed load on every target first: both servers start cold, and V8 optimises each under load. */
const WARM_UP_SECONDS = 2;

/**
 * Content GETs against the hello reference, for `rounds` rounds: within a round each URL is measured
 * right after a hello run of its own, and its ratio taken to that run. On this shared VM hello's rate
 * moved between 12,800 and 25,900 req/s within a minute while the site's stayed within 7,900–10,700,
 * so a ratio to a hello measured half a minute apart said more about the machine than the server.
 * One figure per URL: medians of the rounds (rates, latencies, and ratios); hello first.
 */
export async function measureContent({ distDir, rounds = 5, seconds = 3 }: { distDir: string; rounds?: number; seconds?: number }): Promise<ApiFigure[]> {
  const missing = wrkMissing();
  if (missing) throw new Error(missing);
  const hello = await startServerProcess({}, { script: 'scripts/bench/hello-server.ts', keepLogs: false, cpus: split?.servers });
  try {
    return await withServer(distDir, undefined, async (origin) => {
      const load = (url: string, runSeconds = seconds) => runWrk(url, { seconds: runSeconds, headers: BROWSER, cpus: wrkCpus });
      for (const url of [`${hello.origin}/`, ...CONTENT_URLS.map((path) => origin + path)]) await load(url, WARM_UP_SECONDS);
      const helloRuns: LoadResult[] = [];
      const runs = new Map<string, { results: LoadResult[]; ratios: number[] }>(CONTENT_URLS.map((path) => [path, { results: [], ratios: [] }]));
      for (let round = 0; round < rounds; round++) {
        for (const path of CONTENT_URLS) {
          const reference = await load(`${hello.origin}/`);
          const result = await load(origin + path);
          helloRuns.push(reference);
          runs.get(path)!.results.push(result);
          runs.get(path)!.ratios.push(result.requestsPerSecond / reference.requestsPerSecond);
        }
      }
      return [
        { label: 'bare Fastify hello', result: medianOf(helloRuns) },
        ...[...runs].map(([path, { results, ratios }]) => ({ label: `GET ${path}`, result: medianOf(results), ratio: median(ratios) })),
      ];
    });
  } finally {
    await hello.stop();
  }
}

/** Durable enquiry writes from 10 connections (each one stored, committed before its 201). */
export async function measureEnquiryPosts({ distDir, seconds = 5, databaseUrl }: { distDir: string; seconds?: number; databaseUrl?: string }): Promise<ApiFigure> {
  const result = await withServer(distDir, databaseUrl, (origin) =>
    runWrk(`${origin}/api/inquiries/submit`, { seconds, connections: 10, script: resolve(import.meta.dirname, 'post-enquiry.lua'), cpus: wrkCpus }),
  );
  return { label: `POST /api/inquiries/submit on ${databaseUrl ? 'PostgreSQL' : 'SQLite'} (10 connections, durable)`, result };
}

/** Prints the figures; returns the labels over budget. */
export function reportApi(figures: ApiFigure[]): string[] {
  const over: string[] = [];
  for (const { label, result, ratio } of figures) {
    const within = ratio === undefined || (ratio >= API_BUDGETS.ratioToHello && result.p99Ms <= API_BUDGETS.p99Ms);
    if (!within) over.push(label);
    const ratioText = ratio === undefined ? '' : `, ${ratio.toFixed(2)}× hello (budget ≥ ${API_BUDGETS.ratioToHello}), p99 budget ≤ ${API_BUDGETS.p99Ms} ms`;
    console.log(`${within ? 'ok  ' : 'OVER'} ${label}: ${result.requestsPerSecond.toFixed(0)} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, errors ${result.errors}${ratioText}`);
  }
  return over;
}
