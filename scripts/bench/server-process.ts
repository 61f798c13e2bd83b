import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { TASKSET } from './cpu-split.ts';

const root = resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:PORT */
  origin: string;
  port: number;
  /** Every JSON log line so far. */
  logs: Array<Record<string, unknown>>;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** A port nothing listens on right now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/**
 * Runs the real `server/server.ts` (or another `script`) in a process of its own on a free port and
 * resolves once it answers HTTP. `env` adds to a plain environment: no TLS, no proxy, no rate limit,
 * logs at info. With `keepLogs: false` the log lines go to /dev/null (benchmarks). `cpus` (a
 * `taskset -c` list) keeps the process and its threads on those CPUs (benchmarks, cpu-split.ts).
 */
export async function startServerProcess(env: Record<string, string>, { script = 'server/server.ts', keepLogs = true, cpus }: { script?: string; keepLogs?: boolean; cpus?: string } = {}): Promise<ServerProcess> {
  const port = Number(env.PORT ?? (await freePort()));
  const command = [process.execPath, join(root, script)];
  // taskset execs the command, so the child's pid (and its signals) stay the server's own.
  if (cpus) command.unshift(TASKSET, '-c', cpus);
  const child = spawn(command[0]!, command.slice(1), {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, HOST: '127.0.0.1', LOG_LEVEL: 'info', ENQUIRY_RATE_LIMIT: '0', ...env, PORT: String(port) },
    // Benchmarks send the logs to /dev/null: a pipe nobody reads fast enough would stall the server.
    stdio: ['ignore', keepLogs ? 'pipe' : 'ignore', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  let buffered = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop()!;
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        // not a log line
      }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const origin = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await exited;
      throw new Error(`server exited with code ${child.exitCode} before listening: ${stderr.trim()}`);
    }
    // Any HTTP answer means it listens (the hello server has no /api/health).
    if (await fetch(`${origin}/api/health`).then(() => true, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    child,
    origin,
    port,
    logs,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
