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

/** A built site with one prerendered page, the shell and the not-found page. */
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'static-site-'));
  const distDir = join(root, 'dist');
  const files: Record<string, string> = {
    'index.html': '<h1>landing</h1>',
    'destinations/dubai/index.html': '<h1>dubai</h1>',
    'shell.html': '<div id="root"></div>',
    '404.html': '<h1>This page has wandered off the map</h1>',
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

  it.each(['/destinations/atlantis', '/destinations/atlantis/deep-dive', '/itinerary/new-id', '/blog/new-post/'])(
    '%s (a route of the app, an id the build did not know) gets the shell with status 404',
    async (url) => {
      expect(await get(url)).toEqual({ status: 404, body: '<div id="root"></div>' });
    },
  );

  it.each(['/destinations/a/b', '/no/such/page'])('%s (no route) gets the not-found page', async (url) => {
    expect(await get(url)).toEqual({ status: 404, body: '<h1>This page has wandered off the map</h1>' });
  });
});
