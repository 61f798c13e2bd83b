import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServerProcess } from '../server-process.ts';
import { postEnquiry, send } from './http.ts';

export interface DataDirFigures {
  readOnlyStart: string;
  fullDiskStart: string;
  fullWhileRunning: { answered2xx: number; stored2xx: number; answered503: number; other: number; message: string; ready: number };
}

/** A small tmpfs mounted for the time of `work` (root only: it needs CAP_SYS_ADMIN). */
async function withTmpfs<T>(options: string, work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'reliability-disk-'));
  execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir]);
  try {
    return await work(dir);
  } finally {
    execFileSync('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes zeros until the file system says it is full. */
function fill(dir: string): void {
  const fd = openSync(join(dir, 'filler'), 'w');
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(fd, block);
  } catch {
    // ENOSPC: full
  } finally {
    closeSync(fd);
  }
}

const startError = (env: Record<string, string>) =>
  startServerProcess(env, { keepLogs: false }).then(
    async (server) => {
      await server.stop();
      return 'STARTED (expected a refusal)';
    },
    (error: Error) => error.message.replace(/^server exited with code \d+ before listening: /, ''),
  );

/** Why this cannot run here, or null. */
export function dataDirUnavailable(): string | null {
  return process.getuid?.() === 0 ? null : 'mounting a small file system needs root';
}

export async function dataDirFaults(distDir: string): Promise<DataDirFigures> {
  const site = { DIST_DIR: resolve(distDir) };
  const readOnlyStart = await withTmpfs('ro,size=1m', (dir) => startError({ ...site, DATA_DIR: dir }));
  const fullDiskStart = await withTmpfs('size=1m', async (dir) => {
    fill(dir);
    return startError({ ...site, DATA_DIR: dir });
  });
  const fullWhileRunning = await withTmpfs('size=4m', async (dir) => {
    const server = await startServerProcess({ ...site, DATA_DIR: dir }, { keepLogs: false });
    fill(dir);
    const figures = { answered2xx: 0, stored2xx: 0, answered503: 0, other: 0, message: '', ready: 0 };
    const acknowledged: string[] = [];
    for (let i = 0; i < 300; i++) {
      const answer = await postEnquiry(server.origin, i);
      if (answer instanceof Error) figures.other++;
      else if (answer.status < 300) {
        figures.answered2xx++;
        acknowledged.push((JSON.parse(answer.body) as { id: string }).id);
      } else if (answer.status === 503) {
        figures.answered503++;
        figures.message = (JSON.parse(answer.body) as { message: string }).message;
      } else figures.other++;
    }
    const ready = await send(server.origin, { path: '/api/ready' });
    figures.ready = ready instanceof Error ? 0 : ready.status;
    await server.stop();
    rmSync(join(dir, 'filler'));
    const db = new DatabaseSync(join(dir, 'site.sqlite'));
    const stored = new Set((db.prepare('SELECT id FROM enquiries').all() as Array<{ id: string }>).map((r) => r.id));
    db.close();
    figures.stored2xx = acknowledged.filter((id) => stored.has(id)).length;
    return figures;
  });
  return { readOnlyStart, fullDiskStart, fullWhileRunning };
}
