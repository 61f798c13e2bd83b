import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { benchCpuSplit, parseCpuList } from '../../../scripts/bench/cpu-split.ts';
import { startServerProcess } from '../../../scripts/bench/server-process.ts';

/** The CPUs the kernel lets a process run on (Cpus_allowed_list in /proc/PID/status). */
const allowedCpus = (pid: number) => parseCpuList(/^Cpus_allowed_list:\s*(.+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))![1]!);

test('reads taskset CPU lists with ranges and single CPUs', () => {
  expect(parseCpuList('0-2,5')).toEqual([0, 1, 2, 5]);
  expect(parseCpuList(' 3\n')).toEqual([3]);
  expect(parseCpuList('0,1')).toEqual([0, 1]);
});

test('the servers get one CPU of their own and wrk every other one', () => {
  const split = benchCpuSplit();
  const mine = allowedCpus(process.pid);
  if (mine.length < 2) return expect(split).toBeNull(); // nothing to split on one CPU
  expect(split).not.toBeNull();
  expect(parseCpuList(split!.servers)).toEqual([mine.at(-1)]);
  expect(parseCpuList(split!.load)).toEqual(mine.slice(0, -1));
  expect(split!.loadThreads).toBe(mine.length - 1);
});

test.runIf(availableParallelism() >= 2)('a server started on a CPU list runs only there, and still stops on SIGTERM', async () => {
  const cpu = String(allowedCpus(process.pid).at(-1));
  const hello = await startServerProcess({}, { script: 'scripts/bench/hello-server.ts', keepLogs: false, cpus: cpu });
  try {
    expect(allowedCpus(hello.child.pid!)).toEqual([Number(cpu)]);
    expect(await (await fetch(`${hello.origin}/`)).json()).toEqual({ hello: 'world' });
  } finally {
    expect(await hello.stop()).toBe(0);
  }
});
