import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { DatabaseUnavailableError, scopedToTransaction, type SqlClient, type SqlExecutor, type SqlValue } from './sql-client.ts';

/** The file under DATA_DIR that holds every table. */
export const SQLITE_FILE = 'site.sqlite';

// Primary result codes (errcode & 0xff) that mean "the database cannot work right now", not a bug.
const UNAVAILABLE_CODES = new Set([5 /* BUSY */, 6 /* LOCKED */, 7 /* NOMEM */, 8 /* READONLY */, 10 /* IOERR */, 11 /* CORRUPT */, 13 /* FULL */, 14 /* CANTOPEN */, 26 /* NOTADB */]);

function translate(error: unknown, location: string): unknown {
  const errcode = (error as { errcode?: number }).errcode;
  if (typeof errcode === 'number' && UNAVAILABLE_CODES.has(errcode & 0xff)) {
    return new DatabaseUnavailableError(`SQLite database ${location}: ${(error as Error).message}`, { cause: error });
  }
  return error;
}

const DATA_DIR_PROBLEMS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'the file system is read-only',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is exceeded',
  ENOTDIR: 'part of the path is a file, not a folder',
  EEXIST: 'a file of that name is in the way',
};

/** Fails with the path and the reason when the data directory cannot be created or written. */
function checkDataDir(dataDir: string): void {
  const probe = join(dataDir, '.write-check');
  try {
    mkdirSync(dataDir, { recursive: true });
    // Bytes, not an empty file: a full disk still lets an empty file be created.
    writeFileSync(probe, Buffer.alloc(8192));
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    const reason = DATA_DIR_PROBLEMS[code] ?? (error as Error).message;
    throw new DatabaseUnavailableError(`Cannot use the data directory ${dataDir}: ${reason}${code ? ` (${code})` : ''}. Set DATA_DIR to a folder this process can write.`, { cause: error });
  }
}

const toSqlite = (params: readonly SqlValue[]): SQLInputValue[] => params.map((p) => (typeof p === 'boolean' ? Number(p) : p));

/**
 * The embedded database: one node:sqlite connection in WAL mode with synchronous=FULL, so once a
 * write returns the row survives a crash or a power cut (a 2xx means it is on disk).
 *
 * node:sqlite is synchronous; the interface is async so PostgreSQL can satisfy it too. A transaction
 * spans awaits, so while one is open every other statement waits for it (one connection, no
 * interleaving of other requests' statements into it).
 */
export function openSqlite(dataDir: string): SqlClient {
  const location = join(dataDir, SQLITE_FILE);
  checkDataDir(dataDir);
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(location);
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  } catch (error) {
    throw new DatabaseUnavailableError(`Cannot open the database ${location}: ${(error as Error).message}`, { cause: error });
  }

  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = db.prepare(sql.replace(/\$(\d+)/g, '?$1'));
      statements.set(sql, statement);
    }
    return statement;
  };
  const guarded = <T>(run: () => T): T => {
    if (!db.isOpen) throw new DatabaseUnavailableError(`SQLite database ${location} is closed`);
    try {
      return run();
    } catch (error) {
      throw translate(error, location);
    }
  };
  const direct: SqlExecutor = {
    query: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) =>
      guarded(() => prepare(sql).all(...toSqlite(params)) as Row[]),
    execute: async (sql, params = []) => guarded(() => Number(prepare(sql).run(...toSqlite(params)).changes)),
    executeScript: async (sql) => guarded(() => db.exec(sql)),
  };

  /** Settles when no transaction is open; statements outside a transaction wait on it. */
  let openTransaction: Promise<void> | null = null;
  const whenFree = async () => {
    while (openTransaction) await openTransaction;
  };

  return {
    dialect: 'sqlite',
    location,
    async query(sql, params) {
      await whenFree();
      return direct.query(sql, params);
    },
    async execute(sql, params) {
      await whenFree();
      return direct.execute(sql, params);
    },
    async executeScript(sql) {
      await whenFree();
      return direct.executeScript(sql);
    },
    async transaction(work) {
      await whenFree();
      let release!: () => void;
      openTransaction = new Promise((resolve) => (release = resolve));
      const { tx, end } = scopedToTransaction(direct);
      try {
        // IMMEDIATE takes the write lock now, so two processes never deadlock upgrading a read lock.
        guarded(() => db.exec('BEGIN IMMEDIATE'));
        try {
          const result = await work(tx);
          guarded(() => db.exec('COMMIT'));
          return result;
        } catch (error) {
          if (db.isTransaction) db.exec('ROLLBACK');
          throw error;
        }
      } finally {
        end();
        openTransaction = null;
        release();
      }
    },
    async close() {
      await whenFree();
      if (db.isOpen) db.close();
    },
  };
}
