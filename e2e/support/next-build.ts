import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentPlace, firstBuild, root, startServer, stopServer } from './test-server.ts';

/**
 * "A new version was deployed": the source built a second time, with another BUILD_ID and an edit of
 * the agency's content (another e-mail address, as a real release carries changes: so other hashed
 * assets and another worker precache), into a folder of its own.
 * Built once per build of dist/ and reused (a build takes ~15 s here); give the calling test time for it.
 */
export async function buildNextRelease(): Promise<string> {
  const firstWorker = createHash('sha256').update(readFileSync(join(firstBuild, 'sw.js'))).digest('hex').slice(0, 16);
  // Outside the worktree (no lint or git noise), one folder per worktree so colleagues' runs do not collide.
  const distDir = join(tmpdir(), `tbd-next-build-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`);
  const stampFile = `${distDir}.built-after`;
  if (existsSync(join(distDir, 'index.html')) && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === firstWorker) return distDir;

  const log = `${distDir}.log`;
  const output = createWriteStream(log);
  const build = spawn('npm', ['run', 'build'], {
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir, BUILD_ID: `next-${Date.now().toString(36)}`, SITE_EMAIL: 'next-release@taleweave.example' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  build.stdout.pipe(output);
  build.stderr.pipe(output);
  const code = await new Promise<number | null>((resolve) => build.on('close', resolve));
  if (code !== 0) throw new Error(`the second build failed (exit ${code}); see ${log}`);
  writeFileSync(stampFile, firstWorker);
  return distDir;
}

/** Restarts the test server on `distDir` with the same port and database: what a deploy looks like to a phone. */
export async function deploy(distDir: string): Promise<void> {
  const place = currentPlace(distDir);
  await stopServer(place.dataDir);
  await startServer(place);
  // The worker gives a navigation 3 s before it falls back to a saved copy (of the old build): the
  // first pages a cold server sends are the slowest, so they are sent once before any browser asks.
  for (const path of ['/', '/enquire']) await fetch(`http://127.0.0.1:${place.port}${path}`);
}

/** Puts the first build back (call it in `finally`, so the tests after yours run on the usual build). */
export function deployFirstBuild(): Promise<void> {
  return deploy(firstBuild);
}
