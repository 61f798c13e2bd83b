import { Agent } from 'node:http';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { percentile, rssMiB, send } from './http.ts';
import type { Target } from './targets.ts';

export interface SoakFigures {
  seconds: number;
  requests: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  memoryMiB: { start: number; middle: number; end: number };
}

/** Every prerendered page (folders of dist/ with an index.html) and the content API. */
function urlsOf(distDir: string): string[] {
  const pages = readdirSync(resolve(distDir), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name === 'index.html')
    .map((e) => `/${join(e.parentPath, e.name).slice(resolve(distDir).length + 1).replace(/(^|\/)index\.html$/, '')}`);
  const api = ['/api/page/Bali', '/api/page/dubai', '/api/itineraries/honeymoon', '/api/itineraries/maldives', '/api/blogs/destination/thailand', '/api/health'];
  return [...pages, ...api];
}

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** `seconds` of paced load, `rate` GETs a second over pages and API, as a browser asks for them. */
export async function soak(target: Target, distDir: string, seconds = 60, rate = 1000): Promise<SoakFigures> {
  const server = await target.start();
  const urls = urlsOf(distDir);
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  const memory = { start: await rssMiB(server.child.pid!), middle: 0, end: 0 };
  const inFlight = new Set<Promise<void>>();
  const started = performance.now();
  const tickMs = 20;
  while (performance.now() - started < seconds * 1000) {
    const due = Math.floor(((performance.now() - started) / 1000) * rate);
    for (; sent < due; sent++) {
      const path = urls[sent % urls.length]!;
      const p = send(server.origin, { path, headers: BROWSER, agent }).then((answer) => {
        if (answer instanceof Error || answer.status >= 400) errors++;
        else latencies.push(answer.ms);
      });
      inFlight.add(p);
      void p.finally(() => inFlight.delete(p));
    }
    if (!memory.middle && performance.now() - started >= (seconds * 1000) / 2) memory.middle = await rssMiB(server.child.pid!);
    await new Promise((r) => setTimeout(r, tickMs));
  }
  await Promise.all(inFlight);
  memory.end = await rssMiB(server.child.pid!);
  agent.destroy();
  await server.stop();
  return { seconds, requests: sent, errors, p50Ms: percentile(latencies, 50), p99Ms: percentile(latencies, 99), memoryMiB: memory };
}
