import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import type { AppConfigInput } from '../../../server/config.ts';

/** A real app on the real content with its database in a fresh temp folder; `input` adds settings. */
export async function createTestApp(input: AppConfigInput = {}): Promise<{ app: FastifyInstance; dataDir: string; cleanup(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tbd-test-'));
  const app = await buildApp({ dataDir, ...input });
  return {
    app,
    dataDir,
    async cleanup() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
