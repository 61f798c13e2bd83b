/**
 * `npm run serve` (and the end of `npm start`): one process serving pages, API and database.
 * Settings come from the environment (server/config.ts, README's configuration table).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { exitOnSignals } from './shutdown.ts';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

try {
  const config = loadConfig();
  if (config.distDir && !existsSync(join(config.distDir, 'index.html'))) {
    fail(`No built site in ${config.distDir}. Run "npm run build" first (or "npm start", which builds and serves).`);
  }
  const app = await buildApp(config, { logger: true });
  exitOnSignals(app, { timeoutMs: config.shutdownTimeoutMs, prestopMs: config.shutdownPrestopMs });
  await app.listen({ port: config.port, host: config.host });
  // Every content API answer compressed before its first request (content-responses.ts).
  const started = performance.now();
  app.contentResponses.compressAll().then(
    (answers) => app.log.info({ answers, ms: Math.round(performance.now() - started) }, 'content API answers compressed ahead'),
    (error: unknown) => app.log.warn({ err: error }, 'content API answers not compressed ahead: each is compressed on its first request'),
  );
} catch (error) {
  fail((error as Error).message);
}

