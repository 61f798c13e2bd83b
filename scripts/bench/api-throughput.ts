/**
 * API figures for `npm run bench`: the built server's content GETs under load, as a browser asks
 * (accept-encoding: br, 100 keep-alive connections), against a bare Fastify hello measured in the
 * same run on the same machine, alternating round by round so both see the same background load.
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

/** Content GETs and the hello reference, alternating for `rounds` rounds: one figure per URL (medians), hello first. */
export async function measureContent({ distDir, rounds = 3, seconds = 5 }: { distDir: string; rounds?: number; seconds?: number }): Promise<ApiFigure[]> {
  const missing = wrkMissing();
  if (missing) throw new Error(missing);
  const hello = await startServerProcess({}, { script: 'scripts/bench/hello-server.ts', keepLogs: false, cpus: split?.servers });
  try {
    return await withServer(distDir, undefined, async (origin) => {
      for (const url of CONTENT_URLS) await fetch(origin + url, { headers: BROWSER }); // compress once, before timing
      const runs = new Map<string, LoadResult[]>();
      const record = (label: string, result: LoadResult) => runs.set(label, [...(runs.get(label) ?? []), result]);
      for (let round = 0; round < rounds; round++) {
        record('bare Fastify hello', await runWrk(`${hello.origin}/`, { seconds, headers: BROWSER, cpus: wrkCpus }));
        for (const url of CONTENT_URLS) record(`GET ${url}`, await runWrk(origin + url, { seconds, headers: BROWSER, cpus: wrkCpus }));
      }
      const helloRate = medianOf(runs.get('bare Fastify hello')!).requestsPerSecond;
      return [...runs].map(([label, list]) => {
        const result = medianOf(list);
        return { label, result, ratio: label === 'bare Fastify hello' ? undefined : result.requestsPerSecond / helloRate };
      });
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
