import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { startServerProcess, type ServerProcess } from '../server-process.ts';
import type { PostgresCluster } from '../../postgres-cluster.ts';

/** One empty database on one engine, and the built server pointed at it. */
export interface Target {
  engine: 'SQLite' | 'PostgreSQL';
  env: Record<string, string>;
  start(extra?: Record<string, string>): Promise<ServerProcess>;
  /** Rows, read through a connection of its own. */
  query<Row>(sql: string): Promise<Row[]>;
  /** `PRAGMA integrity_check` on SQLite; PostgreSQL checks its own pages, so 'n/a'. */
  integrity(): Promise<string>;
  remove(): Promise<void>;
}

export function sqliteTarget(distDir: string): Target {
  const dataDir = mkdtempSync(join(tmpdir(), 'reliability-'));
  const env = { DIST_DIR: resolve(distDir), DATA_DIR: dataDir };
  const onFile = <T>(work: (db: DatabaseSync) => T): T => {
    const db = new DatabaseSync(join(dataDir, 'site.sqlite'));
    try {
      return work(db);
    } finally {
      db.close();
    }
  };
  return {
    engine: 'SQLite',
    env,
    start: (extra = {}) => startServerProcess({ ...env, ...extra }, { keepLogs: false }),
    query: async <Row>(sql: string) => onFile((db) => db.prepare(sql).all() as Row[]),
    integrity: async () => onFile((db) => String((db.prepare('PRAGMA integrity_check').get() as { integrity_check: string }).integrity_check)),
    remove: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(distDir: string, cluster: PostgresCluster): Promise<Target> {
  const name = `reliability_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client(cluster.url);
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = cluster.urlFor(name);
  const env = { DIST_DIR: resolve(distDir), DATABASE_URL: url };
  return {
    engine: 'PostgreSQL',
    env,
    start: (extra = {}) => startServerProcess({ ...env, ...extra }, { keepLogs: false }),
    query: async <Row>(sql: string) => {
      const client = new pg.Client(url);
      await client.connect();
      try {
        return (await client.query(sql)).rows as Row[];
      } finally {
        await client.end();
      }
    },
    integrity: async () => 'n/a',
    remove: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
