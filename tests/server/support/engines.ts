import { inject } from 'vitest';

export type Engine = 'sqlite' | 'postgres';
export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];

/** Why this run cannot test on PostgreSQL, or '' when it can. */
export const postgresSkipReason = () => inject('postgresSkipReason');

/**
 * Declares the same tests once per database engine. Without a PostgreSQL (see
 * postgres-global-setup.ts) its copy is skipped and its title says why.
 */
export function describeEachEngine(title: string, body: (engine: Engine) => void): void {
  for (const engine of ENGINES) {
    const skip = engine === 'postgres' ? postgresSkipReason() : '';
    if (skip) describe.skip(`${title} [postgres: skipped, ${skip}]`, () => body(engine));
    else describe(`${title} [${engine}]`, () => body(engine));
  }
}

/** Tests that only PostgreSQL can run (several instances sharing one database). */
export function describeOnPostgres(title: string, body: () => void): void {
  const skip = postgresSkipReason();
  if (skip) describe.skip(`${title} [postgres: skipped, ${skip}]`, body);
  else describe(`${title} [postgres]`, body);
}

/** The same server URL, with its tables in `schema` (PostgreSQL's search_path). */
export function withSearchPath(serverUrl: string, schema: string): string {
  const url = new URL(serverUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}
