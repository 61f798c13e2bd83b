/**
 * A small tmpfs mounted for a while, to give the server a real read-only or full disk (tests and
 * `npm run bench:reliability`). Mounting needs root with CAP_SYS_ADMIN.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Mounts a tmpfs with `options` (e.g. 'ro,size=1m') for the time of `work`. */
export async function withTmpfs<T>(options: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'pipe' });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  try {
    return await work(dir);
  } finally {
    execFileSync('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes zeros into `dir` until the file system says it is full; returns the filler's path. */
export function fill(dir: string): string {
  const path = join(dir, 'filler');
  const fd = openSync(path, 'w');
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(fd, block);
  } catch {
    // ENOSPC: full
  } finally {
    closeSync(fd);
  }
  return path;
}

/** Why a small file system cannot be mounted here (tried once), or null when it can. */
export function smallFileSystemUnavailable(): string | null {
  if (process.getuid?.() !== 0) return 'mounting a small file system needs root';
  const dir = mkdtempSync(join(tmpdir(), 'small-disk-probe-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', dir], { stdio: 'pipe' });
    execFileSync('umount', [dir]);
    return null;
  } catch (error) {
    const stderr = String((error as { stderr?: Buffer }).stderr ?? '').trim();
    return `mount -t tmpfs failed (${stderr || (error as Error).message.split('\n')[0]})`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
