import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';

/** A built site in miniature: two prerendered pages and the not-found pages the prerender writes. */
const FILES: Record<string, string> = {
  'index.html': '<h1>home</h1>',
  'itinerary/known-journey/index.html': '<h1>known journey</h1>',
  '404.html': '<h1>generic not found</h1>',
  '404/itinerary.html': '<h1>journey not found</h1>',
  '404/deepDive.html': '<h1>guide not found</h1>',
};

let app: FastifyInstance;
let root: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'tbd-static-'));
  for (const [file, html] of Object.entries(FILES)) {
    mkdirSync(dirname(join(root, 'dist', file)), { recursive: true });
    writeFileSync(join(root, 'dist', file), html);
  }
  app = await buildApp({ dataDir: join(root, 'data'), distDir: join(root, 'dist') });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

/** GET as a browser does (brotli accepted); `body` is the decoded text. */
async function get(url: string) {
  const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  const body = res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString('utf8') : res.body;
  return { statusCode: res.statusCode, headers: res.headers, body, json: () => JSON.parse(body) as unknown };
}

describe('static site: not-found pages', () => {
  it('serves a prerendered page with 200', async () => {
    const res = await get('/itinerary/known-journey');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('<h1>known journey</h1>');
  });

  it("answers an unknown id with its route's own not-found page and 404", async () => {
    for (const url of ['/itinerary/no-such-journey', '/itinerary/no-such-journey/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).toBe('<h1>journey not found</h1>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const guide = await get('/destinations/europe/deep-dive');
    expect(guide.statusCode).toBe(404);
    expect(guide.body).toBe('<h1>guide not found</h1>');
  });

  it('answers any other path with the generic not-found page and 404', async () => {
    const res = await get('/no/such/page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe('<h1>generic not found</h1>');
  });

  it('keeps JSON for unknown API paths', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});
