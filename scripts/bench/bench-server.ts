/**
 * Pieces of the enquiry benchmark: the real server as a process of its own, a stub built site when
 * there is no build, and a small HTTP load generator.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request, Agent } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

/** dist/ when built, else a folder with the three pages server.ts needs to start. */
export function siteDir(): string {
  const dist = join(root, 'dist');
  if (existsSync(join(dist, 'index.html'))) return dist;
  const stub = mkdtempSync(join(tmpdir(), 'bench-site-'));
  for (const page of ['index.html', 'shell.html', '404.html']) writeFileSync(join(stub, page), '<!doctype html><title>bench</title>');
  return stub;
}

/** A port the system says is free now (so the benchmark never takes a colleague's fixed port). */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** `server/server.ts` on a free port (quiet logs, as under load); resolves once it answers /api/health. */
export async function startServer(env: Record<string, string>): Promise<{ origin: string; child: ChildProcess; stop(): Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'server/server.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before listening`);
    const up = await fetch(`${origin}/api/health`).then((r) => r.ok, () => false);
    if (up) break;
    if (tries > 300) throw new Error('the server did not start within 30 s');
    await new Promise((done) => setTimeout(done, 100));
  }
  const stop = () => new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))));
  return { origin, child, stop };
}

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latenciesMs: number[];
}

/** `connections` keep-alive connections, each sending `body(i)` POSTs back to back for `seconds`. */
export async function postLoad(url: string, connections: number, seconds: number, body: (i: number) => object): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const latenciesMs: number[] = [];
  let errors = 0;
  let sent = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  const post = (payload: string, key: string) =>
    new Promise<number>((done) => {
      const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'idempotency-key': key } }, (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
      });
      req.on('error', () => done(0));
      req.end(payload);
    });
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const i = sent++;
        const t = performance.now();
        const status = await post(JSON.stringify(body(i)), `bench-${process.pid}-${i}-${Math.random().toString(36).slice(2)}`);
        latenciesMs.push(performance.now() - t);
        if (status !== 201) errors++;
      }
    }),
  );
  agent.destroy();
  return { requests: latenciesMs.length, errors, seconds: (performance.now() - started) / 1000, latenciesMs };
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};
