import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { loadContent } from '../../../shared/content/load-content.ts';
import { createContentQueries } from '../../../server/content/queries.ts';
import { createContentResponses } from '../../../server/content/content-responses.ts';
import { contentEndpoints, type ContentEndpoint } from '../../../server/content/content-endpoints.ts';
import { contentFastPath, type DirectAnswer } from '../../../server/content/content-fast-path.ts';
import { askOnTheWire } from '../support/http.ts';

/**
 * The content API's direct answers (server/content/content-fast-path.ts) on a bare Node server whose
 * fallback stands in for Fastify: what the fast path answers, and what it must leave to Fastify.
 */
const FALLBACK = 599;
const endpoints = contentEndpoints(createContentResponses(createContentQueries(loadContent())));

async function serve(answer: DirectAnswer): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if (!answer(req, res)) res.writeHead(FALLBACK).end('left to Fastify');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

let port: number;
let server: Server;
beforeAll(async () => void ({ server, port } = await serve(contentFastPath(endpoints, () => 'req-1'))));
afterAll(() => new Promise((resolve) => server.close(resolve)));

const ask = (path: string, { method, headers, to = port }: { method?: string; headers?: Record<string, string>; to?: number } = {}) => askOnTheWire(to, path, { method, headers });

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

it('answers a stored page in brotli with its head and the request id, and confirms a current copy with 304', async () => {
  const page = await ask('/api/page/Bali', { headers: BROWSER });
  expect(page.status).toBe(200);
  expect(page.headers).toMatchObject({ 'content-encoding': 'br', 'content-location': '/api/page/bali', 'cache-control': 'no-cache', 'x-request-id': 'req-1' });
  expect(JSON.parse(brotliDecompressSync(page.body).toString())).toMatchObject({ pageIdentifier: 'bali' });

  const copy = await ask('/api/page/bali', { headers: { ...BROWSER, 'if-none-match': String(page.headers.etag) } });
  expect(copy.status).toBe(304);
  expect(copy.body.length).toBe(0);
  expect(copy.headers['x-request-id']).toBe('req-1');
});

it('answers every read endpoint of spec §7, reading URLs as Fastify does (query ignored, escapes decoded)', async () => {
  const answered = await Promise.all(
    ['/api/itineraries/honeymoon', '/api/itineraries/id/andaman-family-beach-holiday', '/api/blogs/destination/europe', '/api/blogs/europe-schengen-visa-guide', '/api/page/dubai?utm_source=whatsapp', '/api/page/%62ali'].map((url) => ask(url)),
  );
  for (const answer of answered) {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
  }
  expect(JSON.parse(answered[1]!.body.toString())).toMatchObject({ _id: 'andaman-family-beach-holiday' });
  expect(answered[5]!.headers['content-location']).toBe('/api/page/bali');
});

it('leaves to Fastify whatever it has no stored answer for: HEAD, other methods, unknown or refused parameters, other paths', async () => {
  const left = [
    ['/api/page/bali', 'HEAD'],
    ['/api/page/bali', 'POST'],
    ['/api/page/Atlantis'],
    ['/api/blogs/no-such-post'],
    [`/api/page/${'a'.repeat(81)}`], // the params schema refuses it: Fastify answers 400
    ['/api/page/%E0%A4%A'], // does not decode
    ['/api/page/bali/'],
    ['/API/page/bali'],
    ['/api/page/'],
    ['/api/inquiries/submit'],
    ['/destinations/bali'],
  ] as const;
  for (const [url, method] of left) expect((await ask(url, { method })).status, `${method ?? 'GET'} ${url}`).toBe(FALLBACK);
});

it('leaves a request to Fastify when building its answer fails, and keeps serving', async () => {
  const broken: ContentEndpoint = { ...endpoints[0]!, find: () => { throw new Error('content broke'); } };
  const other = await serve(contentFastPath([broken, ...endpoints.slice(1)], () => 'req-2'));
  try {
    expect((await ask('/api/page/bali', { to: other.port })).status).toBe(FALLBACK);
    expect((await ask('/api/itineraries/honeymoon', { to: other.port })).status).toBe(200);
  } finally {
    await new Promise((resolve) => other.server.close(resolve));
  }
});
