import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serveBuiltSite } from '../scripts/lib/built-site.ts';

/**
 * Starts the real server (built site, API, database in a temp folder) on 127.0.0.1 in its own
 * process group, and returns the teardown that stops the whole group (STACK.md).
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 4173);
  const dataDir = mkdtempSync(join(tmpdir(), 'tbd-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  const site = await serveBuiltSite(port, { dataDir });
  return async () => {
    site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
