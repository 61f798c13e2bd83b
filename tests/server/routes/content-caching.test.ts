import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../support/test-app.ts';

let app: FastifyInstance;
let cleanup: () => Promise<void>;
beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
});
afterAll(() => cleanup());

const CHROMIUM = 'gzip, deflate, br, zstd';
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
const ENDPOINTS = ['/api/page/dubai', '/api/itineraries/honeymoon', '/api/blogs/destination/maldives'];

describe.each(ENDPOINTS)('%s as a browser asks for it', (url) => {
  it('comes brotli-compressed, revalidated on every use, with a strong ETag per encoding', async () => {
    const plain = await get(url);
    const br = await get(url, { 'accept-encoding': CHROMIUM });
    const gz = await get(url, { 'accept-encoding': 'gzip' });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'cache-control': 'no-cache', vary: 'accept-encoding', 'content-type': 'application/json; charset=utf-8' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers.etag).toMatch(/^"[\w-]{27}"$/);
    expect(br.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    expect(gz.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gz"'));
  });

  it('answers 304 without a body when the copy is current, whichever encoding it was stored in', async () => {
    const first = await get(url, { 'accept-encoding': CHROMIUM });
    const again = await get(url, { 'accept-encoding': CHROMIUM, 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const storedAsGzip = await get(url, { 'accept-encoding': 'gzip' });
    expect((await get(url, { 'accept-encoding': CHROMIUM, 'if-none-match': `W/${storedAsGzip.headers.etag}` })).statusCode).toBe(304);
  });

  it('answers 200 again for an old ETag (a deploy changed the content)', async () => {
    const res = await get(url, { 'accept-encoding': CHROMIUM, 'if-none-match': '"an-etag-from-the-previous-build-xxxx"' });
    expect(res.statusCode).toBe(200);
  });
});

it('/api/page/Bali (as the client asks, spec §7) and /api/page/bali are one resource', async () => {
  const [upper, lower] = await Promise.all([get('/api/page/Bali', { 'accept-encoding': CHROMIUM }), get('/api/page/bali', { 'accept-encoding': CHROMIUM })]);
  expect(upper.statusCode).toBe(200);
  expect(upper.headers.etag).toBe(lower.headers.etag);
  expect(upper.rawPayload.equals(lower.rawPayload)).toBe(true);
  expect(upper.headers['content-location']).toBe('/api/page/bali');
  const revalidated = await get('/api/page/bali', { 'accept-encoding': CHROMIUM, 'if-none-match': String(upper.headers.etag) });
  expect(revalidated.statusCode).toBe(304);
});

it('respects an encoding the client refuses', async () => {
  const res = await get('/api/page/dubai', { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
  expect(res.headers['content-encoding']).toBe('gzip');
});

it('answers HEAD with the headers and no body', async () => {
  const res = await app.inject({ method: 'HEAD', url: '/api/page/dubai', headers: { 'accept-encoding': CHROMIUM } });
  expect(res.statusCode).toBe(200);
  expect(res.headers.etag).toMatch(/-br"$/);
  expect(res.rawPayload.length).toBe(0);
});

it('keeps 404s uncached JSON with a message', async () => {
  const res = await get('/api/page/Atlantis', { 'accept-encoding': CHROMIUM });
  expect(res.statusCode).toBe(404);
  expect(res.headers.etag).toBeUndefined();
  expect(res.json()).toEqual({ message: 'Destination not found' });
});
