import type { TestProject } from 'vitest/node';
import { postgresUnavailableReason, startPostgresCluster } from '../../../scripts/postgres-cluster.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Superuser URL of the run's PostgreSQL ('' when none could start). */
    postgresUrl: string;
    /** Why the PostgreSQL variants are skipped ('' when they run). */
    postgresSkipReason: string;
  }
}

/**
 * One throwaway PostgreSQL for the whole vitest run (each test app then gets its own database).
 * Where PostgreSQL cannot run, its tests are skipped with the reason, unless REQUIRE_POSTGRES=1.
 */
export default function setup(project: TestProject) {
  let reason = postgresUnavailableReason();
  let cluster: ReturnType<typeof startPostgresCluster> | null = null;
  if (!reason) {
    try {
      cluster = startPostgresCluster();
    } catch (error) {
      reason = (error as Error).message;
    }
  }
  if (reason) {
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`REQUIRE_POSTGRES=1 but ${reason}`);
    console.warn(`\n⚠ PostgreSQL tests are skipped: ${reason}\n`);
  }
  project.provide('postgresUrl', cluster?.url ?? '');
  project.provide('postgresSkipReason', reason ?? '');
  return () => cluster?.stop();
}
