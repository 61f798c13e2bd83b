import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const TASKSET = '/usr/bin/taskset';

/** Which CPUs the servers under test run on, and which the load generator (wrk) runs on. */
export interface CpuSplit {
  /** A `taskset -c` list: the last CPU this process may use. */
  servers: string;
  /** A `taskset -c` list: every other CPU. */
  load: string;
  /** How many CPUs `load` names: one wrk thread each. */
  loadThreads: number;
}

/** "0-2,5" → [0, 1, 2, 5] */
export function parseCpuList(list: string): number[] {
  return list
    .trim()
    .split(',')
    .filter(Boolean)
    .flatMap((part) => {
      const [from, to = from] = part.split('-').map(Number);
      return Array.from({ length: to! - from! + 1 }, (_, i) => from! + i);
    });
}

/**
 * Servers on one CPU, wrk on the others (issue 9). Sharing every CPU, wrk took CPU time from the
 * server it measured, in varying amounts, so a ratio to the hello server moved by ±0.15 from run to
 * run and the p99 followed the scheduler. The hello server and the site share the one CPU in turn,
 * so their ratio compares like with like. Null (nothing pinned) with fewer than 2 CPUs or no taskset
 * (util-linux).
 */
export function benchCpuSplit(): CpuSplit | null {
  if (!existsSync(TASKSET)) return null;
  const report = execFileSync(TASKSET, ['-pc', String(process.pid)], { encoding: 'utf8' }); // "pid 42's current affinity list: 0,1"
  const cpus = parseCpuList(report.slice(report.lastIndexOf(':') + 1));
  if (cpus.length < 2) return null;
  const load = cpus.slice(0, -1);
  return { servers: String(cpus.at(-1)), load: load.join(','), loadThreads: load.length };
}
