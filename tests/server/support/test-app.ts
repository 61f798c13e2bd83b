import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../../server/app.ts';
import type { AppConfigInput } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { withSearchPath, type Engine } from './engines.ts';

export interface TestDatabase {
  engine: Engine;
  /** Settings that point an app at this database. */
  config: { dataDir: string } | { databaseUrl: string };
  /** Reads rows through a connection of its own (not the app's). */
  read<Row>(sql: string): Promise<Row[]>;
  drop(): Promise<void>;
  /** Runs statements through a connection of its own (to break the database under a running app). */
  run(sql: string): Promise<void>;
}

/** A client of the test database, as the app would open it. */
export const openTestClient = (database: TestDatabase) => openDatabase({ dataDir: '', databasePoolSize: 4, ...database.config });

async function onPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An empty database: a temp folder for SQLite, a new database in the run's PostgreSQL. */
export async function createTestDatabase(engine: Engine = 'sqlite'): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'tbd-test-'));
    return {
      engine,
      config: { dataDir },
      read: async <Row>(sql: string) => {
        const db = new DatabaseSync(join(dataDir, 'site.sqlite'), { readOnly: true });
        try {
          return db.prepare(sql).all() as Row[];
        } finally {
          db.close();
        }
      },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
      run: async (sql: string) => {
        const db = new DatabaseSync(join(dataDir, 'site.sqlite'));
        db.exec(sql);
        db.close();
      },
    };
  }
  // A schema per test app, not a database: CREATE DATABASE copies a template and takes ~1 s.
  const serverUrl = inject('postgresUrl');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await onPostgres(serverUrl, (c) => c.query(`CREATE SCHEMA ${schema}`));
  const databaseUrl = withSearchPath(serverUrl, schema);
  return {
    engine,
    config: { databaseUrl },
    read: async <Row>(sql: string) => onPostgres(databaseUrl, async (c) => (await c.query(sql)).rows as Row[]),
    drop: async () => void (await onPostgres(serverUrl, (c) => c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`))),
    run: async (sql: string) => void (await onPostgres(databaseUrl, (c) => c.query(sql))),
  };
}

/** A real app on the real content with its own empty database. */
export async function createTestApp(
  engine: Engine = 'sqlite',
  settings: AppConfigInput = {},
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; database: TestDatabase; cleanup(): Promise<void> }> {
  const database = await createTestDatabase(engine);
  const app = await buildApp({ ...database.config, ...settings }, options);
  return {
    app,
    database,
    async cleanup() {
      await app.close();
      await database.drop();
    },
  };
}

/** A fresh app and database for each test of the enclosing describe; read its fields inside tests. */
export function freshAppPerTest(engine: Engine, settings: AppConfigInput = {}) {
  const current = {} as Awaited<ReturnType<typeof createTestApp>>;
  beforeEach(async () => void Object.assign(current, await createTestApp(engine, settings)));
  afterEach(() => current.cleanup());
  return current;
}
