import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServerProcess } from '../server-process.ts';
import { fill, withTmpfs } from '../../small-file-system.ts';
import { postEnquiry, send } from './http.ts';

export interface DataDirFigures {
  readOnlyStart: string;
  fullDiskStart: string;
  fullWhileRunning: { answered2xx: number; stored2xx: number; answered503: number; other: number; message: string; ready: number };
}

const startError = (env: Record<string, string>) =>
  startServerProcess(env, { keepLogs: false }).then(
    async (server) => {
      await server.stop();
      return 'STARTED (expected a refusal)';
    },
    (error: Error) => error.message.replace(/^server exited with code \d+ before listening: /, ''),
  );

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
