import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';

let root: string;
let app: FastifyInstance;

/** GETs `url` as a browser does (brotli accepted) and reads the page it gets. */
async function get(url: string) {
  const res = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
  const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
  return { status: res.statusCode, body };
}

/** A built site with one prerendered page, the shell, the not-found page and two routes' own not-found pages. */
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-site-'));
  const distDir = join(root, 'dist');
  const files: Record<string, string> = {
    'index.html': '<h1>landing</h1>',
    'destinations/dubai/index.html': '<h1>dubai</h1>',
    'shell.html': '<div id="root"></div>',
    '404.html': '<h1>This page has wandered off the map</h1>',
    '404/itinerary.html': '<h1>journey not found</h1>',
    '404/deep-dive.html': '<h1>guide not found</h1>',
  };
  for (const [file, html] of Object.entries(files)) {
    mkdirSync(dirname(join(distDir, file)), { recursive: true });
    writeFileSync(join(distDir, file), html);
  }
  app = await buildApp({ dataDir: join(root, 'data'), distDir });
});

afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('pages that were not prerendered', () => {
  it('serves a prerendered page as it is', async () => {
    expect(await get('/destinations/dubai')).toEqual({ status: 200, body: '<h1>dubai</h1>' });
  });

  it.each([
    ['/itinerary/no-such-journey', '<h1>journey not found</h1>'],
    ['/itinerary/no-such-journey/', '<h1>journey not found</h1>'],
    ['/destinations/europe/deep-dive', '<h1>guide not found</h1>'],
  ])("%s (an id the content does not have) gets its route's own not-found page with status 404", async (url, body) => {
    expect(await get(url)).toEqual({ status: 404, body });
  });

  it('keeps JSON for unknown API paths', async () => {
    const res = await app.inject({ url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });

  it.each(['/destinations/a/b', '/no/such/page'])('%s (no route) gets the not-found page', async (url) => {
    expect(await get(url)).toEqual({ status: 404, body: '<h1>This page has wandered off the map</h1>' });
  });
});
