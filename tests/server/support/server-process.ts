import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');

export { createStubSite } from './stub-site.ts';

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

/**
 * Runs the real `server/server.ts` in a process of its own on a free port (PORT=0) and resolves
 * once it listens. `env` adds to a quiet default environment (no TLS, no proxy, no rate limit).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [join(root, 'server/server.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ENQUIRY_RATE_LIMIT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Array<Record<string, unknown>> = [];
  let stderr = '';
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const listening = new Promise<number>((done, fail) => {
    let buffered = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        try {
          const entry = JSON.parse(line) as Record<string, unknown>;
          logs.push(entry);
          const port = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(String(entry.msg))?.[1];
          if (port) done(Number(port));
        } catch {
          // not a log line
        }
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    void exited.then((code) => fail(new Error(`server exited with code ${code} before listening: ${stderr.trim()}`)));
  });
  const port = await listening;
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    port,
    logs,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
