/**
 * The one interface every repository talks to. Two implementations satisfy it: the embedded SQLite
 * (`sqlite-client.ts`, node:sqlite, the default) and PostgreSQL (`postgres-client.ts`, `pg`, chosen
 * by DATABASE_URL). Repositories never see a driver, so a table works on both engines.
 *
 * Conventions both implementations keep, so SQL can be shared:
 * - placeholders are `$1, $2, …` on both engines (SQLite's are rewritten to `?1, ?2, …`);
 * - booleans go in as `true`/`false` (stored 0/1 in SQLite: read them back with `Boolean(row.x)`);
 * - timestamps are written as ISO strings; read them back with `isoTimestamp()` (PostgreSQL's
 *   timestamptz arrives as a Date);
 * - counts may arrive as strings (PostgreSQL's bigint): wrap them in `Number()`.
 */

export type SqlDialect = 'sqlite' | 'postgres';
export type SqlValue = string | number | boolean | null;

/** Runs statements: the database itself, or one open transaction. */
export interface SqlExecutor {
  /** Rows returned by a statement (SELECT, or INSERT/UPDATE … RETURNING). */
  query<Row extends object>(sql: string, params?: readonly SqlValue[]): Promise<Row[]>;
  /** Runs a statement and resolves with the number of rows it changed. */
  execute(sql: string, params?: readonly SqlValue[]): Promise<number>;
  /** Runs a script of several statements without parameters (migrations). */
  executeScript(sql: string): Promise<void>;
}

export interface SqlClient extends SqlExecutor {
  readonly dialect: SqlDialect;
  /** Where the data lives, for messages: a file path or host/database (never a password). */
  readonly location: string;
  /**
   * Runs `work` in one transaction: every statement it runs through `tx` commits together, or none
   * does (an error rolls back and is rethrown). On SQLite, other statements wait until it ends.
   */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>;
  /** Waits for running statements, then releases the connection(s). */
  close(): Promise<void>;
}

/**
 * The database cannot be reached or cannot write (disk full, read-only files, connection refused,
 * server shutting down). Requests that needed it answer 503; nothing was stored.
 */
export class DatabaseUnavailableError extends Error {
  readonly statusCode = 503;
  override readonly name = 'DatabaseUnavailableError';
}

/** A timestamp column as an ISO string, whichever engine stored it. */
export function isoTimestamp(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

/**
 * Wraps a transaction's executor so that using it after the transaction ended fails instead of
 * silently running outside it (a `tx` kept in a closure past its `transaction()` call).
 */
export function scopedToTransaction(executor: SqlExecutor): { tx: SqlExecutor; end(): void } {
  let open = true;
  const check = () => {
    if (!open) throw new Error('this transaction has already ended: run the statement inside transaction()');
  };
  return {
    tx: {
      query: async (sql, params) => (check(), executor.query(sql, params)),
      execute: async (sql, params) => (check(), executor.execute(sql, params)),
      executeScript: async (sql) => (check(), executor.executeScript(sql)),
    },
    end: () => void (open = false),
  };
}
