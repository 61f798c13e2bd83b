/**
 * `npm run bench` (after `npm run build`): prints bundle, precache (scripts/bench/frontend.ts) and API
 * figures and checks their budgets; exits 1 when a budget is exceeded. Figures, not timed assertions in unit tests.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../server/app.ts';
import { benchFrontend } from './bench/frontend.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
try {
  statSync(join(dist, 'index.html'));
} catch {
  console.error('No build found: run "npm run build" first.');
  process.exit(1);
}

const failures = benchFrontend(root, dist);

// API in-process: requests per second through Fastify's inject (no network noise).
const dataDir = mkdtempSync(join(tmpdir(), 'bench-'));
const app = await buildApp({ dataDir });
const rate = async (label: string, n: number, send: (i: number) => Promise<unknown>) => {
  const start = performance.now();
  for (let i = 0; i < n; i++) await send(i);
  const seconds = (performance.now() - start) / 1000;
  console.log(`     ${label}: ${(n / seconds).toFixed(0)} per second (${n} in ${seconds.toFixed(2)} s)`);
};
await rate('GET /api/page/dubai', 2000, () => app.inject('/api/page/dubai'));
await rate('GET /api/itineraries/honeymoon', 2000, () => app.inject('/api/itineraries/honeymoon'));
await rate('POST /api/inquiries/submit (durable commits)', 300, (i) =>
  app.inject({
    method: 'POST',
    url: '/api/inquiries/submit',
    headers: { 'content-type': 'application/json', 'idempotency-key': `bench-key-${i}-xxxxxxxx` },
    payload: { name: 'Bench Traveller', date: '2027-01-01', contact: '+91 90000 00000', email: 'bench@example.com' },
  }),
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });

if (failures.length) {
  console.error(`\nOver budget: ${failures.join(', ')}`);
  process.exit(1);
}
