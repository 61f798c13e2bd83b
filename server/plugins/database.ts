import { mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

const MIGRATIONS_DIR = resolve(import.meta.dirname, '../migrations');

/**
 * Opens (creating if needed) the embedded database under `dataDir` and applies pending migrations.
 * WAL with synchronous=FULL: once a write returns, the row survives a crash or power cut, so a 2xx
 * answer to an enquiry means it is on disk.
 */
export function openDatabase(dataDir: string): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, 'site.sqlite'));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  migrate(db);
  return db;
}

/** Applies `migrations/NNN-*.sql` above PRAGMA user_version, each in its own transaction. */
export function migrate(db: DatabaseSync): number {
  const current = Number((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version);
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{3}-.+\.sql$/.test(f)).sort();
  let version = current;
  for (const file of files) {
    const fileVersion = Number(file.slice(0, 3));
    if (fileVersion <= current) continue;
    db.exec('BEGIN');
    try {
      db.exec(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'));
      db.exec(`PRAGMA user_version = ${fileVersion}`);
      db.exec('COMMIT');
      version = fileVersion;
    } catch (error) {
      db.exec('ROLLBACK');
      throw new Error(`migration ${file} failed: ${(error as Error).message}`, { cause: error });
    }
  }
  return version;
}
