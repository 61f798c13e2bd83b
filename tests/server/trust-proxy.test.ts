import { createServer, request, type Server } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createStubSite, startServerProcess, type ServerProcess } from './support/server-process.ts';
import { inDays } from './support/http.ts';

const enquiry = JSON.stringify({ name: 'Ananya Rao', date: inDays(60), contact: '+91 98450 12345', email: 'ananya@example.com' });

/** A reverse proxy as nginx is set up: it appends the address it sees to X-Forwarded-For. */
function startProxy(upstreamPort: number): Promise<Server> {
  const proxy = createServer((req, res) => {
    const forwarded = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
    const upstream = request({ host: '127.0.0.1', port: upstreamPort, path: req.url, method: req.method, headers: { ...req.headers, 'x-forwarded-for': forwarded } }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(0, '127.0.0.1', () => resolve(proxy)));
}

/** An enquiry from `clientAddress` (a loopback address of its own) claiming to be someone else. */
function postThrough(port: number, clientAddress: string, spoofed: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, localAddress: clientAddress, path: '/api/inquiries/submit', method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'x-forwarded-for': spoofed } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode!));
      },
    );
    req.on('error', reject);
    req.end(enquiry);
  });
}

describe.each([
  ['a hop count', '1'],
  ['the proxy address', '127.0.0.1'],
])('TRUST_PROXY as %s, behind a real proxy', (_label, trustProxy) => {
  let site: ReturnType<typeof createStubSite>;
  let dataDir: string;
  let server: ServerProcess;
  let proxy: Server;

  beforeAll(async () => {
    site = createStubSite();
    dataDir = mkdtempSync(join(tmpdir(), 'tbd-proxy-'));
    server = await startServerProcess({ DIST_DIR: site.distDir, DATA_DIR: dataDir, TRUST_PROXY: trustProxy, ENQUIRY_RATE_LIMIT: '3' });
    proxy = await startProxy(server.port);
  });
  afterAll(async () => {
    proxy.close();
    await server.stop();
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('limits a client that forges a new X-Forwarded-For on every request', async () => {
    const port = (proxy.address() as AddressInfo).port;
    const statuses = [];
    for (let i = 1; i <= 6; i++) statuses.push(await postThrough(port, '127.0.0.2', `203.0.113.${i}`));
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429]);
    // Another traveller behind the same proxy still has their own allowance.
    expect(await postThrough(port, '127.0.0.3', '203.0.113.1')).toBe(201);
  });
});
