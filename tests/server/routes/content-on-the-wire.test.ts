import { Agent } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../support/test-app.ts';
import { askOnTheWire } from '../support/http.ts';

/**
 * The content API writes its stored head and bytes itself (server/content/representation.ts): checked
 * here over a real socket, as a browser meets it, not only through app.inject.
 */
let app: FastifyInstance;
let cleanup: () => Promise<void>;
let port: number;
let connections = 0;
beforeAll(async () => {
  ({ app, cleanup } = await createTestApp());
  app.server.on('connection', () => connections++);
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => cleanup());

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => agent.destroy());

const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') => askOnTheWire(port, path, { method, headers, agent });

const CHROMIUM = { 'accept-encoding': 'gzip, deflate, br, zstd' };

it('answers a browser on one kept-alive connection: 200 in brotli, then 304 for its copy, then HEAD', async () => {
  const before = connections;
  const first = await ask('/api/page/Bali', CHROMIUM);
  expect(first.status).toBe(200);
  expect(first.headers).toMatchObject({
    'content-type': 'application/json; charset=utf-8',
    'content-encoding': 'br',
    'content-length': String(first.body.length),
    'cache-control': 'no-cache',
    vary: 'accept-encoding',
    'content-location': '/api/page/bali',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    connection: 'keep-alive',
  });
  expect(first.headers['content-security-policy']).toContain("default-src 'self'");
  expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(JSON.parse(brotliDecompressSync(first.body).toString())).toMatchObject({ name: 'Bali' });

  const again = await ask('/api/page/Bali', { ...CHROMIUM, 'if-none-match': String(first.headers.etag) });
  expect(again.status).toBe(304);
  expect(again.body.length).toBe(0);
  expect(again.headers).toMatchObject({ etag: first.headers.etag, 'cache-control': 'no-cache', vary: 'accept-encoding', 'content-location': '/api/page/bali' });
  expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);

  const head = await ask('/api/page/bali', CHROMIUM, 'HEAD');
  expect(head.status).toBe(200);
  expect(head.headers['content-length']).toBe(String(first.body.length));
  expect(head.body.length).toBe(0);

  // The connection carried all three: nothing in the stored head broke keep-alive.
  const plain = await ask('/api/page/bali');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(JSON.parse(plain.body.toString())).toEqual(JSON.parse(brotliDecompressSync(first.body).toString()));
  expect(connections - before).toBe(1);
});

it('keeps the request id a proxy sends', async () => {
  const res = await ask('/api/itineraries/honeymoon', { ...CHROMIUM, 'x-request-id': 'edge-42a' });
  expect(res.status).toBe(200);
  expect(res.headers['x-request-id']).toBe('edge-42a');
});

it('answers through the server exactly as the Fastify routes do (status, head and bytes), for every encoding and revalidation', async () => {
  const page = await app.inject({ url: '/api/page/bali', headers: CHROMIUM });
  const cases: Array<[string, Record<string, string>]> = [];
  for (const url of ['/api/page/Bali', '/api/page/dubai?from=home', '/api/itineraries/honeymoon', '/api/itineraries/id/andaman-family-beach-holiday', '/api/blogs/destination/europe', '/api/blogs/europe-schengen-visa-guide', '/api/page/Atlantis', '/api/page/%E0%A4%A']) {
    for (const headers of [{}, CHROMIUM, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }]) cases.push([url, headers]);
  }
  cases.push(['/api/page/bali', { ...CHROMIUM, 'if-none-match': String(page.headers.etag) }], ['/api/page/bali', { 'if-none-match': 'W/"stale", *' }]);

  const comparable = (headers: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(headers).filter(([name]) => !['date', 'connection', 'keep-alive', 'x-request-id'].includes(name)));
  for (const [url, headers] of cases) {
    const [wire, routed] = await Promise.all([ask(url, headers), app.inject({ url, headers })]);
    const label = `${url} ${JSON.stringify(headers)}`;
    expect(wire.status, label).toBe(routed.statusCode);
    expect(comparable(wire.headers), label).toEqual(comparable(routed.headers));
    expect(wire.body.equals(routed.rawPayload), label).toBe(true);
  }
});

it('keeps an idle connection for KEEP_ALIVE_TIMEOUT_MS, as its Keep-Alive header says, then closes it', async () => {
  // The server is made in buildApp (Fastify's serverFactory), so these settings are applied there.
  // A bare socket as the client: Node's own Agent would close first, a second ahead of the hint.
  const { app: brief, cleanup: briefCleanup } = await createTestApp('sqlite', { keepAliveTimeoutMs: 1000 });
  try {
    await brief.listen({ port: 0, host: '127.0.0.1' });
    const socket = connect((brief.server.address() as AddressInfo).port, '127.0.0.1');
    let received = '';
    let closedAt = 0;
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
    socket.on('close', () => (closedAt = Date.now()));
    socket.write('GET /api/page/bali HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await vi.waitFor(() => expect(received).toContain('"pageIdentifier":"bali"'), { timeout: 3000 });
    const answeredAt = Date.now();
    expect(received.toLowerCase()).toContain('keep-alive: timeout=1\r\n');
    await vi.waitFor(() => expect(closedAt).toBeGreaterThan(0), { timeout: 5000, interval: 50 });
    expect(closedAt - answeredAt).toBeGreaterThanOrEqual(900);
  } finally {
    await briefCleanup();
  }
});
