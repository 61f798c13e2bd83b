import { connect, type Socket } from 'node:net';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { siteApp } from '../../server/app.ts';
import { resolveConfig } from '../../server/config.ts';
import { closeGracefully } from '../../server/shutdown.ts';
import { startServerProcess, type ServerProcess } from '../../scripts/bench/server-process.ts';
import { createStubSite } from './support/stub-site.ts';
import { inDays } from './support/http.ts';

const enquiry = JSON.stringify({ name: 'Ananya Rao', date: inDays(60), contact: '+91 98450 12345', email: 'ananya@example.com' });

const open = (port: number) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
const closed = (socket: Socket) => new Promise<void>((resolve) => (socket.closed ? resolve() : socket.once('close', () => resolve())));
/** Everything the server sends on a socket until it closes it. */
const received = (socket: Socket) => {
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  return closed(socket).then(() => text);
};

describe('SIGTERM on the real server', () => {
  let site: ReturnType<typeof createStubSite>;
  let dataDir: string;
  let server: ServerProcess;

  beforeEach(async () => {
    site = createStubSite();
    dataDir = mkdtempSync(join(tmpdir(), 'tbd-shutdown-'));
  });
  afterEach(async () => {
    server.child.kill('SIGKILL');
    site.remove();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes an in-flight enquiry (answering Connection: close), closes idle and silent connections without waiting for the deadline, closes the database and exits 0', async () => {
    // A deadline longer than the test's own timeout: if anything waited for it, the test would fail.
    server = await startServerProcess({ DIST_DIR: site.distDir, DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '60000' });
    const silent = await open(server.port);
    const keptAlive = await open(server.port);
    keptAlive.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    await new Promise((resolve) => keptAlive.once('data', resolve));
    const uploading = await open(server.port);
    const answer = received(uploading);
    // A slow phone: headers and half the body before SIGTERM, the rest after it.
    uploading.write(`POST /api/inquiries/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${enquiry.length}\r\n\r\n${enquiry.slice(0, 40)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));

    server.child.kill('SIGTERM');
    await Promise.all([closed(silent), closed(keptAlive)]);
    // Once no new connection has come for a moment (the pre-stop phase), it stops listening.
    await vi.waitUntil(() => server.logs.some((l) => l.msg === 'stopped accepting connections'), { timeout: 5000 });
    await expect(open(server.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    uploading.end(enquiry.slice(40));

    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 201 Created[\s\S]*"message":"Success! Redirecting to WhatsApp\.\.\."/);
    // Draining: the answer tells the client to take its next request elsewhere.
    expect(text).toMatch(/\r\nconnection: close\r\n/i);
    expect(await server.exited).toBe(0);
    expect(server.logs.map((l) => l.msg)).toContain('shut down');
    // SQLite removes the write-ahead log when the last connection closes cleanly.
    expect(existsSync(join(dataDir, 'site.sqlite-wal'))).toBe(false);
  });

  it('serves connections that were still queued in the kernel when SIGTERM came (a busy server accepts late)', async () => {
    server = await startServerProcess({ DIST_DIR: site.distDir, DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '10000' });
    // Frozen, the server accepts nothing: the kernel queues the connections and their requests.
    server.child.kill('SIGSTOP');
    const queued = await Promise.all(Array.from({ length: 20 }, () => open(server.port)));
    const answers = queued.map((socket) => received(socket));
    for (const socket of queued) socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    server.child.kill('SIGTERM');
    server.child.kill('SIGCONT');
    // Each is answered (those read before the signal was handled may still say keep-alive), none reset.
    for (const text of await Promise.all(answers)) expect(text).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(await server.exited).toBe(0);
  });

  it('while stopping, /api/ready says 503 (so the load balancer moves away) but new connections are served, then it stops listening once they stop coming', async () => {
    server = await startServerProcess({ DIST_DIR: site.distDir, DATA_DIR: dataDir, SHUTDOWN_PRESTOP_MS: '20000', SHUTDOWN_TIMEOUT_MS: '30000' });
    expect((await fetch(`${server.origin}/api/ready`)).status).toBe(200);
    server.child.kill('SIGTERM');
    // A load balancer still sending, a request every 30 ms, each on a new connection: every one is
    // answered, and /api/ready turns to 503 as soon as the signal is handled.
    const readyAnswers: number[] = [];
    let notReady: unknown;
    while (readyAnswers.length < 60 && !notReady) {
      const ready = await fetch(`${server.origin}/api/ready`, { headers: { connection: 'close' } });
      readyAnswers.push(ready.status);
      if (ready.status === 503) notReady = await ready.json();
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    expect(notReady).toEqual({ status: 'unavailable', message: 'Not ready: this instance is shutting down' });
    for (let i = 0; i < 5; i++) {
      expect((await fetch(`${server.origin}/api/health`, { headers: { connection: 'close' } })).status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
    // The balancer has moved away: the listener closes long before SHUTDOWN_PRESTOP_MS.
    const stopped = Date.now();
    await vi.waitUntil(() => server.logs.some((l) => l.msg === 'stopped accepting connections'), { timeout: 5000 });
    expect(Date.now() - stopped).toBeLessThan(5000);
    await expect(open(server.port)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(await server.exited).toBe(0);
  });

  it('cuts a request that is still arriving at the deadline, then exits 0', async () => {
    server = await startServerProcess({ DIST_DIR: site.distDir, DATA_DIR: dataDir, SHUTDOWN_TIMEOUT_MS: '300' });
    const stuck = await open(server.port);
    stuck.write(`POST /api/inquiries/submit HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${enquiry.length}\r\n\r\n{`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    server.child.kill('SIGTERM');
    await closed(stuck);
    expect(await server.exited).toBe(0);
    expect(server.logs.find((l) => l.msg === 'shut down')).toMatchObject({ outcome: 'forced' });
  });
});

it('runs the onClose hooks of plugins registered after the app while the database is still open', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tbd-hooks-'));
  const app = Fastify();
  await app.register(fp(siteApp), resolveConfig({ dataDir }));
  const flushed: unknown[] = [];
  // What the notification loop does: a plugin that flushes its work when the server closes.
  await app.register(
    fp(
      async (instance) => {
        instance.addHook('onClose', async () => void flushed.push(await instance.db.query('SELECT 1 AS ok')));
      },
      { dependencies: ['database'] },
    ),
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  expect(await closeGracefully(app, { timeoutMs: 1000 })).toBe('drained');
  expect(flushed).toEqual([[{ ok: 1 }]]);
  await expect(app.db.query('SELECT 1')).rejects.toThrow(/closed/);
  rmSync(dataDir, { recursive: true, force: true });
});
