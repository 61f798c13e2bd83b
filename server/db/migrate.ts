import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SqlClient, SqlDialect, SqlExecutor } from './sql-client.ts';

const MIGRATIONS_ROOT = resolve(import.meta.dirname, '../migrations');

export interface Migration {
  version: number;
  file: string;
  sql: string;
}

/**
 * `migrations/<dialect>/NNN-name.sql`, in version order. Both dialects carry the same version
 * numbers (a change that needs nothing on one engine still gets a file there, saying why).
 */
export function migrationsFor(dialect: SqlDialect): Migration[] {
  const dir = join(MIGRATIONS_ROOT, dialect);
  return readdirSync(dir)
    .filter((file) => /^\d{3}-[a-z0-9-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({ version: Number(file.slice(0, 3)), file: `${dialect}/${file}`, sql: readFileSync(join(dir, file), 'utf8') }));
}

export const latestVersion = (dialect: SqlDialect) => migrationsFor(dialect).at(-1)?.version ?? 0;

/** Where each engine records the schema version, and how concurrent starts are kept apart. */
const bookkeeping: Record<SqlDialect, { prepare(tx: SqlExecutor): Promise<void>; read(db: SqlExecutor): Promise<number>; write(tx: SqlExecutor, m: Migration): Promise<void> }> = {
  // SQLite: the file header's user_version (databases from before this module already use it).
  // The transaction is BEGIN IMMEDIATE, which already keeps other processes out.
  sqlite: {
    prepare: async () => {},
    read: async (db) => Number((await db.query<{ user_version: number }>('PRAGMA user_version'))[0]?.user_version ?? 0),
    write: async (tx, m) => void (await tx.executeScript(`PRAGMA user_version = ${m.version}`)),
  },
  // PostgreSQL: a table, and an advisory lock so instances starting together migrate one at a time.
  postgres: {
    prepare: async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock(7271900011)');
      await tx.executeScript('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, file TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())');
    },
    read: async (db) => {
      try {
        const rows = await db.query<{ version: number | null }>('SELECT max(version) AS version FROM schema_migrations');
        return Number(rows[0]?.version ?? 0);
      } catch (error) {
        if ((error as { code?: string }).code === '42P01') return 0; // no table yet: a new database
        throw error;
      }
    },
    write: async (tx, m) => void (await tx.execute('INSERT INTO schema_migrations (version, file) VALUES ($1, $2)', [m.version, m.file])),
  },
};

/** The schema version the database is at (0 for a new database). */
export const currentVersion = (db: SqlClient) => bookkeeping[db.dialect].read(db);

/**
 * Applies the pending migrations in one transaction: either all of them or none (both engines have
 * transactional DDL). Resolves with the version before and after.
 */
export async function migrate(db: SqlClient): Promise<{ from: number; to: number }> {
  const book = bookkeeping[db.dialect];
  return db.transaction(async (tx) => {
    await book.prepare(tx);
    const from = await book.read(tx);
    let to = from;
    for (const migration of migrationsFor(db.dialect)) {
      if (migration.version <= from) continue;
      try {
        await tx.executeScript(migration.sql);
      } catch (error) {
        throw new Error(`migration ${migration.file} failed: ${(error as Error).message}`, { cause: error });
      }
      await book.write(tx, migration);
      to = migration.version;
    }
    return { from, to };
  });
}
