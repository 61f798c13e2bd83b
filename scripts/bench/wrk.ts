import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync } from 'node:fs';
import { TASKSET } from './cpu-split.ts';

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers that were not 2xx/3xx, plus socket errors and timeouts. */
  errors: number;
}

export const WRK = '/usr/bin/wrk';
export const wrkMissing = () => (existsSync(WRK) ? null : 'wrk is not installed (Debian: apt-get install wrk)');

const toMs = (value: string, unit: string) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? Number.NaN);

/** Parses wrk's report (run with --latency). */
export function parseWrk(report: string): LoadResult {
  const latency = (percent: string) => {
    const m = new RegExp(`^\\s+${percent}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(report);
    return m ? toMs(m[1]!, m[2]!) : Number.NaN;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(report)?.[1] ?? Number.NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(report)?.[1] ?? 0);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  return { requestsPerSecond: rps, p50Ms: latency('50'), p99Ms: latency('99'), errors: non2xx + socketErrors };
}

export interface WrkOptions {
  connections?: number;
  seconds?: number;
  headers?: Record<string, string>;
  /** A wrk Lua script (a POST body, say). */
  script?: string;
  /** A `taskset -c` list for wrk (cpu-split.ts), and one thread per CPU in it; without, 2 threads anywhere. */
  cpus?: { list: string; threads: number };
}

/**
 * As much load as wrk can make: `connections` keep-alive connections for `seconds`, every request
 * with `headers` (a browser's accept-encoding: br).
 */
export async function runWrk(url: string, { connections = 100, seconds = 8, headers = {}, script, cpus }: WrkOptions = {}): Promise<LoadResult> {
  const args = [`-t${cpus?.threads ?? 2}`, `-c${connections}`, `-d${seconds}s`, '--latency', '--timeout', '5s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  if (script) args.push('-s', script);
  const command = cpus ? [TASKSET, '-c', cpus.list, WRK, ...args, url] : [WRK, ...args, url];
  // Not execFileSync: this process must keep reading the servers' pipes while wrk runs.
  const { stdout } = await promisify(execFile)(command[0]!, command.slice(1), { encoding: 'utf8' });
  return parseWrk(stdout);
}
