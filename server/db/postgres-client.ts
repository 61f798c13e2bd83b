import pg from 'pg';
import { DatabaseUnavailableError, scopedToTransaction, type SqlClient, type SqlExecutor, type SqlValue } from './sql-client.ts';

// SQLSTATE classes that mean "cannot work right now": connection (08), insufficient resources such
// as a full disk (53), operator intervention such as a shutdown (57), system I/O errors (58).
const UNAVAILABLE_CLASSES = new Set(['08', '53', '57', '58']);
const UNAVAILABLE_STATES = new Set(['25006' /* read-only transaction */, '40001' /* serialization failure */, '40P01' /* deadlock */]);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE', 'EHOSTUNREACH']);

function translate(error: unknown, location: string): unknown {
  const code = String((error as { code?: string }).code ?? '');
  const message = (error as Error).message ?? String(error);
  const unavailable =
    UNAVAILABLE_CLASSES.has(code.slice(0, 2)) ||
    UNAVAILABLE_STATES.has(code) ||
    NETWORK_CODES.has(code) ||
    /timeout exceeded when trying to connect|Connection terminated|Client has encountered a connection error|after calling end on the pool/i.test(message);
  return unavailable ? new DatabaseUnavailableError(`PostgreSQL ${location}: ${message}`, { cause: error }) : error;
}

/** Host, port and database of a URL, without the user or password, for messages and logs. */
function describe(url: string): string {
  try {
    const u = new URL(url);
    const socket = u.searchParams.get('host');
    return `${socket ?? u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

function executorOn(client: pg.Pool | pg.PoolClient, location: string): SqlExecutor {
  const run = async (sql: string, params?: readonly SqlValue[]) => {
    try {
      return await client.query(sql, params as unknown[] | undefined);
    } catch (error) {
      throw translate(error, location);
    }
  };
  return {
    query: async <Row extends object>(sql: string, params: readonly SqlValue[] = []) => (await run(sql, params)).rows as Row[],
    execute: async (sql, params = []) => (await run(sql, params)).rowCount ?? 0,
    // Without parameters pg uses the simple protocol, which runs several statements at once.
    executeScript: async (sql) => void (await run(sql)),
  };
}

/**
 * PostgreSQL through a `pg` pool. Each transaction holds one pooled connection from BEGIN to
 * COMMIT; statements outside transactions take any free connection.
 */
export async function openPostgres(url: string, { poolSize }: { poolSize: number }): Promise<SqlClient> {
  const location = describe(url);
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 });
  // An idle connection that the server drops emits here; without a listener it would crash the process.
  pool.on('error', () => {});
  try {
    await pool.query('SELECT 1');
  } catch (error) {
    await pool.end();
    throw new DatabaseUnavailableError(`Cannot reach PostgreSQL at ${location}: ${(error as Error).message}`, { cause: error });
  }
  const direct = executorOn(pool, location);

  return {
    dialect: 'postgres',
    location,
    ...direct,
    async transaction(work) {
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        throw translate(error, location);
      }
      const { tx, end } = scopedToTransaction(executorOn(client, location));
      let broken: unknown;
      try {
        await tx.executeScript('BEGIN');
        const result = await work(tx);
        await tx.executeScript('COMMIT');
        return result;
      } catch (error) {
        broken = error;
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        end();
        // A connection that failed mid-transaction is discarded rather than reused.
        client.release(broken instanceof DatabaseUnavailableError ? true : undefined);
      }
    },
    async close() {
      if (!pool.ended) await pool.end();
    },
  };
}
