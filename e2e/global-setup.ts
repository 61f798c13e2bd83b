import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { currentPlace, startServer, stopServer } from './support/test-server.ts';

/**
 * Starts the real server (built site, API, database in a temp folder) on 127.0.0.1 and returns the
 * teardown that stops it: whichever server is running then (a test may have deployed another build).
 */
export default async function globalSetup() {
  const port = Number(process.env.E2E_PORT ?? 4173);
  // Another server on the port would answer the health check and the tests would read the wrong database.
  const busy = await fetch(`http://127.0.0.1:${port}/`).then(() => true, () => false);
  if (busy) throw new Error(`port ${port} is already in use; stop that server or set E2E_PORT`);
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'tbd-e2e-'));
  const place = currentPlace();
  await startServer(place);
  return async () => {
    await stopServer(place.dataDir);
    rmSync(place.dataDir, { recursive: true, force: true });
  };
}
