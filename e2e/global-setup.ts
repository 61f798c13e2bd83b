import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');

/**
 * Starts the real server (built site, API, database in a temp folder) on 127.0.0.1 in its own
 * process group, and returns the teardown that stops the whole group (STACK.md).
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 4173);
  // Another server on the port would answer the health check and the tests would read the wrong database.
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  if (busy) throw new Error(`port ${port} is already in use; stop that server or set E2E_PORT`);
  const dataDir = mkdtempSync(join(tmpdir(), 'tbd-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  const server = spawn(process.execPath, [join(root, 'server/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}; did "npm run build" run?`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error('the server did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return async () => {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
