import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';

let app: FastifyInstance;
let dirs: string[];

/** A tiny built site with precompressed copies, as scripts/build.ts leaves it. */
function writeSite(): string {
  const dist = mkdtempSync(join(tmpdir(), 'tbd-static-'));
  const write = (path: string, text: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), text);
    writeFileSync(join(dist, `${path}.br`), brotliCompressSync(text));
  };
  write('index.html', '<h1>Home</h1>');
  write('enquire/index.html', '<h1>Enquire</h1>');
  write('assets/index-abc123.js', 'console.log(1)');
  write('sw.js', 'self');
  return dist;
}

beforeAll(async () => {
  dirs = [mkdtempSync(join(tmpdir(), 'tbd-static-db-')), writeSite()];
  app = await buildApp({ dataDir: dirs[0]!, distDir: dirs[1]! });
});
afterAll(async () => {
  await app.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const get = (url: string) => app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });

it('pages sent brotli-compressed are still revalidated every time (a deploy must reach the next visit)', async () => {
  for (const url of ['/', '/enquire', '/enquire/', '/sw.js']) {
    const res = await get(url);
    expect(res.headers['content-encoding'], url).toBe('br');
    expect(res.headers['cache-control'], url).toBe('no-cache');
  }
});

it('hashed assets stay immutable for a year, compressed or not', async () => {
  const res = await get('/assets/index-abc123.js');
  expect(res.headers['content-encoding']).toBe('br');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
});
