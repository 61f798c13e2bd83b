/**
 * The built site for benchmarks and end-to-end tests: rebuild when sources are newer than dist/, and
 * serve it with the real server (pages, API, database) on 127.0.0.1 in its own process group.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');

/** What a build reads: a change to any of these makes dist/ stale. */
const SOURCES = ['src', 'shared', 'sw', 'content', 'scripts', 'server', 'index.html', 'vite.config.ts', 'package.json'];

function newestMtime(path: string): number {
  const stat = statSync(path, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  const files = readdirSync(path, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  return Math.max(0, ...files.map((e) => statSync(join(e.parentPath, e.name)).mtimeMs));
}

/** Runs `npm run build` unless dist/index.html is newer than every source file. */
export function buildIfNeeded(): void {
  const built = statSync(join(distDir, 'index.html'), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  const sources = Math.max(...SOURCES.map((s) => newestMtime(join(root, s))));
  if (built > sources) return;
  console.log(built ? 'Sources changed since the last build: building.' : 'No build yet: building.');
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
}

export interface RunningSite {
  origin: string;
  stop(): void;
}

/**
 * Starts server/server.ts on `port` and resolves once /api/health answers. The database goes to
 * `dataDir` when given (the caller removes it), else to a temp folder removed by `stop()`. Serves
 * `distDir` when given (another build), else dist/ (or DIST_DIR).
 */
export async function serveBuiltSite(port: number, options: { dataDir?: string; distDir?: string } = {}): Promise<RunningSite> {
  const origin = `http://127.0.0.1:${port}`;
  const served = options.distDir ?? distDir;
  // Another server on the port would answer the health check, and the run would measure the wrong site.
  const busy = await fetch(`${origin}/`).then(() => true, () => false);
  if (busy) throw new Error(`port ${port} is already in use; stop that server or choose another port`);
  if (!existsSync(join(served, 'index.html'))) throw new Error(`no build in ${served}; run "npm run build" first`);
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'tbd-site-'));
  const server = spawn(process.execPath, [join(root, 'server/server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: served, LOG_LEVEL: 'warn' },
    // Its own process group, so stop() ends the server and anything it started (STACK.md).
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const ok = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { origin, stop };
    if (Date.now() > deadline) {
      stop();
      throw new Error('the server did not start within 30 s');
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}
