/**
 * `npm run serve` (and the end of `npm start`): one process serving pages, API and database.
 * PORT (8080), HOST (127.0.0.1), DATA_DIR (./data), TLS=1 behind HTTPS, TRUST_PROXY=1 behind a proxy.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildApp } from './app.ts';
import { DEFAULT_HOST, DEFAULT_PORT } from '../shared/config/site-url.ts';

const root = resolve(import.meta.dirname, '..');
const distDir = resolve(root, process.env.DIST_DIR ?? 'dist');
if (!existsSync(resolve(distDir, 'index.html'))) {
  console.error(`No built site in ${distDir}. Run "npm run build" first (or "npm start", which builds and serves).`);
  process.exit(1);
}

const port = Number(process.env.PORT ?? DEFAULT_PORT);
const host = process.env.HOST ?? DEFAULT_HOST;
const flag = (name: string) => ['1', 'true', 'yes'].includes((process.env[name] ?? '').toLowerCase());

let app: Awaited<ReturnType<typeof buildApp>>;
try {
  app = await buildApp({
    dataDir: resolve(root, process.env.DATA_DIR ?? 'data'),
    distDir,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    secureTransport: flag('TLS'),
    trustProxy: flag('TRUST_PROXY'),
  });
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port, host });
