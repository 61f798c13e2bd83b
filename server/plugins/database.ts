import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { SqlClient } from '../db/sql-client.ts';
import { openSqlite } from '../db/sqlite-client.ts';
import { migrate } from '../db/migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every repository uses: SQLite under DATA_DIR, or PostgreSQL when DATABASE_URL is set. */
    db: SqlClient;
  }
}

async function openDatabase(config: AppConfig): Promise<SqlClient> {
  if (config.databaseUrl) {
    const { openPostgres } = await import('../db/postgres-client.ts');
    return openPostgres(config.databaseUrl, { poolSize: config.databasePoolSize });
  }
  return openSqlite(config.dataDir);
}

/**
 * Opens the database, applies pending migrations and decorates `fastify.db`. It closes last: the
 * `onClose` hooks of plugins registered after it (repositories, the notification loop) run first.
 */
async function database(app: FastifyInstance) {
  const db = await openDatabase(app.config);
  try {
    const { from, to } = await migrate(db);
    if (to !== from) app.log.info({ from, to, database: db.dialect }, 'database migrated');
  } catch (error) {
    await db.close();
    throw error;
  }
  app.decorate('db', db);
  app.addHook('onClose', async () => db.close());
}

export default fp(database, { name: 'database', dependencies: ['config'] });
