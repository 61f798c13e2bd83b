import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { startServerProcess } from '../../scripts/bench/server-process.ts';
import { fill, smallFileSystemUnavailable, withTmpfs } from '../../scripts/small-file-system.ts';
import { createStubSite } from './support/stub-site.ts';

const enquiry = (i: number) => JSON.stringify({ name: `Traveller ${i}`, date: '2027-02-14', contact: `+91 98450 ${String(i).padStart(5, '0')}`, email: `t${i}@example.com` });
const post = (origin: string, i: number) =>
  fetch(`${origin}/api/inquiries/submit`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': 'br' }, body: enquiry(i) });

// A real read-only or full disk needs a small file system of its own; where none can be mounted, say why.
const unavailable = smallFileSystemUnavailable();
if (unavailable) console.warn(`\n⚠ Read-only and full data directory tests are skipped: ${unavailable}\n`);
const describeWithSmallDisk = unavailable ? describe.skip : describe;
const title = (t: string) => (unavailable ? `${t} [skipped: ${unavailable}]` : t);

describeWithSmallDisk(title('a data directory on a read-only or full disk (real server process, SQLite)'), () => {
  let site: ReturnType<typeof createStubSite>;
  beforeAll(() => void (site = createStubSite()));
  afterAll(() => site.remove());

  const startFailure = (dataDir: string) => startServerProcess({ DIST_DIR: site.distDir, DATA_DIR: dataDir }).then(
    async (server) => {
      await server.stop();
      throw new Error('the server started on a data directory it cannot write');
    },
    (error: Error) => error.message,
  );

  it('refuses to start on a read-only file system, naming the path and the reason', async () => {
    await withTmpfs('ro,size=1m', async (dir) => {
      expect(await startFailure(dir)).toBe(
        `server exited with code 1 before listening: Cannot use the data directory ${dir}: the file system is read-only (EROFS). Set DATA_DIR to a folder this process can write.`,
      );
    });
  });

  it('refuses to start on a full disk, naming the path and the reason', async () => {
    await withTmpfs('size=1m', async (dir) => {
      fill(dir);
      expect(await startFailure(dir)).toBe(
        `server exited with code 1 before listening: Cannot use the data directory ${dir}: the disk is full (ENOSPC). Set DATA_DIR to a folder this process can write.`,
      );
    });
  });

  it('when the disk fills while running: enquiries get 503 with a clear message, never a 2xx that was not stored; /api/ready fails; /api/health stays up', async () => {
    await withTmpfs('size=4m', async (dir) => {
      const server = await startServerProcess({ DIST_DIR: site.distDir, DATA_DIR: dir });
      try {
        const filler = fill(dir);
        const answers = [];
        for (let i = 0; i < 40; i++) {
          const res = await post(server.origin, i);
          answers.push({ status: res.status, body: (await res.json()) as { id?: string; message: string } });
        }
        const ready = await fetch(`${server.origin}/api/ready`);
        expect(ready.status).toBe(503);
        expect(((await ready.json()) as { message: string }).message).toMatch(/^Not ready: the database cannot write: /);
        expect((await fetch(`${server.origin}/api/health`)).status).toBe(200);
        await server.stop();

        // SQLite may still place a few rows in pages it already owns; those are answered 201 and must be on disk.
        expect(answers.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([]);
        const refused = answers.filter((a) => a.status === 503);
        expect(refused.length).toBeGreaterThanOrEqual(30);
        expect(refused[0]!.body).toEqual({ message: 'We cannot save anything right now, so nothing was stored. Please try again in a few minutes.' });
        rmSync(filler);
        const db = new DatabaseSync(join(dir, 'site.sqlite'), { readOnly: true });
        const stored = new Set((db.prepare('SELECT id FROM enquiries').all() as Array<{ id: string }>).map((r) => r.id));
        db.close();
        const acknowledged = answers.filter((a) => a.status === 201).map((a) => a.body.id!);
        expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
        expect(stored.size).toBe(acknowledged.length);
      } finally {
        await server.stop();
      }
    });
  });
});
