import { hostname } from 'node:os';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SqlClient } from '../db/sql-client.ts';
import { currentVersion, latestVersion } from '../db/migrate.ts';

/** What GET /api/ready reports: ready, or the first thing that is wrong. */
export type Readiness = { ready: true; schemaVersion: number } | { ready: false; reason: string };

export interface ReadinessRepository {
  /** Reachable, migrated to this build's schema, and able to write (a real, durable write). */
  check(): Promise<Readiness>;
  /** From now on not ready: the instance is shutting down (server/shutdown.ts). */
  markStopping(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: ReadinessRepository;
  }
}

/** The probe has to answer a load balancer quickly, even when the database hangs. */
const PROBE_TIMEOUT_MS = 2000;

const WRITE = `INSERT INTO readiness_probes (instance, checked_at) VALUES ($1, $2)
  ON CONFLICT (instance) DO UPDATE SET checked_at = excluded.checked_at`;
// Instances come and go with each deploy; their rows go after a day.
const PURGE = 'DELETE FROM readiness_probes WHERE checked_at < $1';

export function createReadinessRepository(db: SqlClient): ReadinessRepository {
  const instance = `${hostname()}:${process.pid}`;
  const probe = async (): Promise<Readiness> => {
    const schemaVersion = await currentVersion(db);
    const expected = latestVersion(db.dialect);
    if (schemaVersion !== expected) return { ready: false, reason: `the database schema is at version ${schemaVersion}, this build needs ${expected}` };
    const now = new Date();
    await db.execute(WRITE, [instance, now.toISOString()]);
    await db.execute(PURGE, [new Date(now.getTime() - 86_400_000).toISOString()]);
    return { ready: true, schemaVersion };
  };
  let stopping = false;
  return {
    markStopping: () => {
      stopping = true;
    },
    async check() {
      if (stopping) return { ready: false, reason: 'this instance is shutting down' };
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<Readiness>((resolve) => {
        timer = setTimeout(() => resolve({ ready: false, reason: `the database did not answer within ${PROBE_TIMEOUT_MS} ms` }), PROBE_TIMEOUT_MS);
      });
      try {
        return await Promise.race([probe(), timeout]);
      } catch (error) {
        return { ready: false, reason: `the database cannot write: ${(error as Error).message}` };
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** Decorates `fastify.readiness`. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('readiness', createReadinessRepository(app.db));
  },
  { name: 'readiness-repository', dependencies: ['database'] },
);
