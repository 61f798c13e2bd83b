import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
/** The build `npm run build` made, which the end-to-end tests start on. */
export const firstBuild = join(root, 'dist');

export interface ServerPlace {
  port: number;
  /** The database folder: kept when the server is restarted, so a "deploy" keeps every stored row. */
  dataDir: string;
  distDir: string;
}

// The running server's process id lives beside its database, so any test process can stop it.
const pidFile = (dataDir: string) => join(dataDir, 'e2e-server.pid');

/**
 * Starts the real server (built site, API, database) on 127.0.0.1 in its own process group (STACK.md:
 * stopping `npm start` alone can leave the node child running) and waits until it answers.
 */
export async function startServer({ port, dataDir, distDir }: ServerPlace): Promise<void> {
  const server = spawn(process.execPath, [join(root, 'server/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir, LOG_LEVEL: 'warn' },
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  server.unref();
  writeFileSync(pidFile(dataDir), String(server.pid));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}; did "npm run build" run?`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.ok, () => false);
    if (healthy) return;
    if (Date.now() > deadline) {
      await stopServer(dataDir);
      throw new Error('the server did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the server started on `dataDir` (its whole process group) and waits until it is gone. */
export async function stopServer(dataDir: string): Promise<void> {
  if (!existsSync(pidFile(dataDir))) return;
  const pid = Number(readFileSync(pidFile(dataDir), 'utf8'));
  rmSync(pidFile(dataDir));
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + 10_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) process.kill(-pid, 'SIGKILL');
}

/** Where playwright.config.ts and the global setup put this run's server. */
export function currentPlace(distDir = firstBuild): ServerPlace {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return { port: Number(process.env.E2E_PORT ?? 4173), dataDir, distDir };
}
